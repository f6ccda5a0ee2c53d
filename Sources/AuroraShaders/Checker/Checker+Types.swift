/// `Checker+Types`: turns written types into `ShaderType`s, rejecting what the subset lacks.

extension Checker {
    /// Where a type is written, which decides what it may be.
    enum TypeContext {
        case parameter, returnType, local, constant, field, cast
    }

    /// The `ShaderType` of a written type.
    mutating func resolveType(_ syntax: TypeSyntax, context: TypeContext) throws(Failure) -> ShaderType {
        var name = syntax.name
        if name.hasPrefix("metal::") { name.removeFirst(7) }
        if syntax.isReference {
            throw error("reference types are not supported by Aurora's Metal subset", at: syntax.location)
        }
        if syntax.isPointer {
            if name == "void" {
                throw error("'device const void *' is not supported by Aurora's Metal subset",
                            at: syntax.location, note: "declare the element type, e.g. 'device const float *', to read Shader.Argument.data")
            }
            let element = try resolveType(TypeSyntax(name: syntax.name, templateArgument: nil, addressSpace: nil, isConst: false,
                                                     isPointer: false, isReference: false, location: syntax.location),
                                          context: .field)
            guard context == .parameter else {
                throw error("pointers are only supported as 'device const' parameters in Aurora's Metal subset", at: syntax.location)
            }
            guard syntax.addressSpace == "device" || syntax.addressSpace == "constant", syntax.isConst else {
                throw error("pointer parameters must be 'device const' in Aurora's Metal subset", at: syntax.location,
                            note: "SwiftUI binds arrays to 'device const float *' and 'device const half4 *'")
            }
            guard element.isScalarOrVector, element.scalarType != .bool else {
                throw error("'device const \(element) *' is not supported by Aurora's Metal subset", at: syntax.location,
                            note: "arrays of scalars or vectors are supported, as 'device const float *'")
            }
            return .deviceArray(element)
        }
        if context == .local || context == .parameter || context == .field || context == .cast,
           let space = syntax.addressSpace, space != "thread" {
            if !(context == .local && space == "constant") {
                throw error("'\(space)' variables are not supported here by Aurora's Metal subset", at: syntax.location)
            }
        }
        let type: ShaderType
        switch name {
        case "void":
            guard context == .returnType else { throw error("variable has incomplete type 'void'", at: syntax.location) }
            return .void
        case "SwiftUI::Layer":
            type = .layer
        case "Layer":
            throw error("unknown type name 'Layer'", at: syntax.location, note: "did you mean 'SwiftUI::Layer'?")
        case "texture2d":
            guard syntax.templateArgument == "half" else {
                throw error("'texture2d<\(syntax.templateArgument ?? "float")>' is not supported by Aurora's Metal subset",
                            at: syntax.location, note: "SwiftUI passes an image as 'texture2d<half>'")
            }
            type = .texture
        case "sampler":
            type = .sampler
        default:
            if let structure = structs[name] {
                type = .structure(structure)
            } else if let numeric = numericType(name) {
                type = numeric
            } else if TypeNames.isBuiltinType(name) {
                throw error("type '\(name)' is not supported by Aurora's Metal subset", at: syntax.location,
                            note: "supported: bool, int, uint, float, half, their vectors, float and half matrices")
            } else if let metal = Self.glslTypes[name] {
                throw error("unknown type name '\(name)'", at: syntax.location,
                            note: "did you mean '\(metal)'? (GLSL's '\(name)' is Metal's '\(metal)')")
            } else {
                let suggestion = diagnostics.isFull ? nil : NameSuggestion.closest(to: name, among: Array(structs.keys) + Self.typeSpellings)
                throw error("unknown type name '\(name)'", at: syntax.location, note: suggestion.map { "did you mean '\($0)'?" })
            }
        }
        switch type {
        case .layer, .texture:
            guard context == .parameter else {
                throw error("'\(type)' is only supported as a parameter of a [[ stitchable ]] function", at: syntax.location)
            }
        case .sampler:
            guard context == .parameter || context == .local || context == .constant else {
                throw error("'sampler' is not supported here by Aurora's Metal subset", at: syntax.location)
            }
        default:
            break
        }
        return type
    }

    /// GLSL type names people carry over, with their Metal spelling.
    static let glslTypes: [String: String] = [
        "vec2": "float2", "vec3": "float3", "vec4": "float4", "ivec2": "int2", "ivec3": "int3", "ivec4": "int4",
        "uvec2": "uint2", "uvec3": "uint3", "uvec4": "uint4", "bvec2": "bool2", "bvec3": "bool3", "bvec4": "bool4",
        "mat2": "float2x2", "mat3": "float3x3", "mat4": "float4x4", "sampler2D": "texture2d<half>",
    ]

    static let typeSpellings: [String] = {
        var names = ["bool", "int", "uint", "float", "half", "void", "sampler", "SwiftUI::Layer"]
        for scalar in ["bool", "int", "uint", "float", "half"] { for n in 2...4 { names.append("\(scalar)\(n)") } }
        for scalar in ["float", "half"] { for c in 2...4 { for r in 2...4 { names.append("\(scalar)\(c)x\(r)") } } }
        return names
    }()

    /// A scalar, vector or matrix type of the subset, by name.
    func numericType(_ name: String) -> ShaderType? {
        if let scalar = ScalarType(rawValue: name) { return .scalar(scalar) }
        for scalar in ScalarType.allCases where name.hasPrefix(scalar.rawValue) {
            let shape = Array(name.dropFirst(scalar.rawValue.count))
            if shape.count == 1, let n = Int(String(shape[0])), (2...4).contains(n) {
                return .vector(scalar, count: n)
            }
            if shape.count == 3, shape[1] == "x", let c = Int(String(shape[0])), let r = Int(String(shape[2])),
               (2...4).contains(c), (2...4).contains(r), scalar.isFloatingPoint {
                return .matrix(scalar, columns: c, rows: r)
            }
        }
        return nil
    }

    /// `base` made an array when the declarator has `[size]`; the size must be a constant integer.
    mutating func arrayType(_ base: ShaderType, _ declarator: DeclaratorSyntax) throws(Failure) -> ShaderType {
        guard let sizeSyntax = declarator.arraySize else { return base }
        let size = try checkExpression(sizeSyntax)
        let count: Int
        switch foldedValue(size) {
        case .int(let value): count = Int(value)
        case .uint(let value): count = Int(value)
        default: throw error("array size is not an integer constant expression", at: sizeSyntax.location)
        }
        guard count > 0 else { throw error("array size must be positive", at: sizeSyntax.location) }
        guard count <= Self.maximumArraySize else {
            throw error("array of \(count) elements is larger than Aurora's limit of \(Self.maximumArraySize)", at: sizeSyntax.location)
        }
        let elementSize = Self.scalarCount(of: base)
        guard elementSize * count <= Self.maximumScalarCount else {
            throw error("array of \(count) '\(base)' holds \(elementSize * count) numbers, more than Aurora's limit of \(Self.maximumScalarCount)",
                        at: sizeSyntax.location)
        }
        switch base {
        case .scalar, .vector, .matrix, .structure: return .array(base, count: count)
        default: throw error("arrays of '\(base)' are not supported by Aurora's Metal subset", at: declarator.location)
        }
    }

    /// The most numbers one variable (array or struct) may hold, which bounds the evaluator's and
    /// the VM's memory.
    static let maximumScalarCount = 1 << 16

    /// How many numbers a value of `type` holds (arrays and structs summed).
    static func scalarCount(of type: ShaderType) -> Int {
        switch type {
        case .array(let element, let count): return Swift.min(scalarCount(of: element) * count, Int(Int32.max))
        case .structure(let structure):
            return Swift.min(structure.fields.reduce(0) { $0 + scalarCount(of: $1.type) }, Int(Int32.max))
        default: return Swift.max(type.componentCount, 1)
        }
    }
}
