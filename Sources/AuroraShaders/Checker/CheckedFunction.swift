/// `CheckedFunction`: a checked function: a helper or a `[[ stitchable ]]` entry point.

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
