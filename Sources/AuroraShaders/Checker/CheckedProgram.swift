/// `CheckedProgram`: a whole `.metal` source after checking, ready to compile or evaluate.

/// The shape of a `[[ stitchable ]]` function, which says how SwiftUI can use it.
public enum EntryKind: String, Hashable, Sendable {
    /// `half4 f(float2 position, half4 color, args…)`: `colorEffect`.
    case colorEffect
    /// `float2 f(float2 position, args…)`: `distortionEffect`.
    case distortion
    /// `half4 f(float2 position, SwiftUI::Layer layer, args…)`: `layerEffect`.
    case layer
    /// `half4 f(float2 position, args…)`: a `Shader` used as a fill.
    case fill
}

/// A parameter of a checked function.
public struct CheckedParameter: Hashable, Sendable {
    /// The parameter's name.
    public var name: String
    /// The parameter's type.
    public var type: ShaderType
    /// The local slot holding it (parameters take slots 0, 1, … in order).
    public var slot: Int

    /// A parameter `name` of `type` in `slot`.
    public init(name: String, type: ShaderType, slot: Int) {
        self.name = name
        self.type = type
        self.slot = slot
    }
}

/// A checked function: a helper or a `[[ stitchable ]]` entry point.
public struct CheckedFunction: Hashable, Sendable {
    /// The function's name.
    public var name: String
    /// Whether it is marked `[[ stitchable ]]`.
    public var isStitchable: Bool
    /// The parameters, in order.
    public var parameters: [CheckedParameter]
    /// The return type (`.void` for none).
    public var returnType: ShaderType
    /// The body. A non-`void` function returns a value on every path (the checker makes sure).
    public var body: [TypedStatement]
    /// The number of local slots the function uses, parameters included; slots are never reused.
    public var localCount: Int
    /// For a stitchable function, the SwiftUI shape its signature has. `half4 f(float2, half4, …)`
    /// is classified as a colour effect, though it can also serve as a fill (see `canServe(as:)`).
    public var entryKind: EntryKind?
    /// Where the function's name is in the source.
    public var location: SourceLocation

    /// A checked function with all its parts.
    public init(name: String, isStitchable: Bool, parameters: [CheckedParameter], returnType: ShaderType,
                body: [TypedStatement], localCount: Int, entryKind: EntryKind?, location: SourceLocation) {
        self.name = name
        self.isStitchable = isStitchable
        self.parameters = parameters
        self.returnType = returnType
        self.body = body
        self.localCount = localCount
        self.entryKind = entryKind
        self.location = location
    }

    /// The arguments SwiftUI binds from `Shader.Argument`s: the parameters after the fixed ones
    /// of `kind` (position; plus colour or layer for those effects).
    public func argumentParameters(for kind: EntryKind) -> ArraySlice<CheckedParameter> {
        switch kind {
        case .colorEffect, .layer: parameters.dropFirst(2)
        case .distortion, .fill: parameters.dropFirst(1)
        }
    }

    /// Whether the function's signature lets SwiftUI use it as `kind`.
    public func canServe(as kind: EntryKind) -> Bool {
        guard isStitchable, parameters.first?.type == .float2 else { return false }
        let second = parameters.count > 1 ? parameters[1].type : nil
        switch kind {
        case .colorEffect: return returnType == .half4 && second == .half4
        case .distortion: return returnType == .float2 && second != .layer
        case .layer: return returnType == .half4 && second == .layer
        case .fill: return returnType == .half4 && second != .layer
        }
    }
}

/// A `constant` global (`#define`d values are substituted where they are used, as in C).
public struct CheckedConstant: Hashable, Sendable {
    /// The constant's name.
    public var name: String
    /// The constant's type.
    public var type: ShaderType
    /// The initializer, folded: a `.literal` of `value`.
    public var initializer: TypedExpression
    /// The value (the checker refuses a constant it cannot fold, so this is never `nil` in a
    /// checked program).
    public var value: ShaderValue?
    /// Where the constant is declared.
    public var location: SourceLocation

    /// A constant `name` of `type`, computed by `initializer` (folded to `value`).
    public init(name: String, type: ShaderType, initializer: TypedExpression, value: ShaderValue?,
                location: SourceLocation) {
        self.name = name
        self.type = type
        self.initializer = initializer
        self.value = value
        self.location = location
    }
}

/// A whole checked source: every name resolved, every expression typed.
public struct CheckedProgram: Hashable, Sendable {
    /// The functions, helpers and `[[ stitchable ]]` entry points, in source order.
    public var functions: [CheckedFunction]
    /// The `constant` globals, in source order (`.constant(index:)` refers here).
    public var constants: [CheckedConstant]
    /// The structs, in source order.
    public var structs: [StructType]

    /// A program of these parts.
    public init(functions: [CheckedFunction], constants: [CheckedConstant], structs: [StructType]) {
        self.functions = functions
        self.constants = constants
        self.structs = structs
    }

    /// The function called `name`.
    public func function(named name: String) -> CheckedFunction? {
        functions.first { $0.name == name }
    }
}
