/// `LoweredValue`: a shader value while compiling — its type flattened into scalar operands.

/// What a value of a non-numeric type refers to.
enum LoweredResource: Hashable {
    /// The `SwiftUI::Layer` parameter.
    case layer
    /// The `texture2d<half>` parameter bound to argument `argument`.
    case texture(argument: Int)
    /// A `sampler`, known when compiling.
    case sampler(SamplerState)
    /// A `device const` array argument, `components` floats per element.
    case deviceArray(argument: Int, components: Int)
}

/// A compiled value: one operand per scalar component, in the order `ShaderType.flatScalars`
/// gives (vector components; matrix columns one after the other; struct fields and array
/// elements in order, each flattened).
struct LoweredValue {
    /// The value's type.
    var type: ShaderType
    /// One operand per scalar component.
    var parts: [IROperand]
    /// For layers, textures, samplers and device arrays: what it refers to.
    var resource: LoweredResource?

    /// A value of `type` made of `parts`.
    init(_ type: ShaderType, _ parts: [IROperand], resource: LoweredResource? = nil) {
        self.type = type
        self.parts = parts
        self.resource = resource
    }

    /// The zero value of `type`.
    static func zero(_ type: ShaderType) -> LoweredValue {
        LoweredValue(type, type.flatScalars.map { $0 == .bool ? .bool(false) : .constant(0) })
    }
}

extension ShaderType {
    /// The scalar types of the components, flattened (see `LoweredValue`).
    var flatScalars: [ScalarType] {
        switch self {
        case .scalar(let s): [s]
        case .vector(let s, let n): Array(repeating: s, count: n)
        case .matrix(let s, let c, let r): Array(repeating: s, count: c * r)
        case .structure(let s): s.fields.flatMap(\.type.flatScalars)
        case .array(let element, let count): Array(repeating: element.flatScalars, count: max(0, count)).flatMap { $0 }
        default: []
        }
    }

    /// The number of flattened components.
    var flatCount: Int {
        switch self {
        case .scalar: 1
        case .vector(_, let n): n
        case .matrix(_, let c, let r): c * r
        case .structure(let s): s.fields.reduce(0) { $0 + $1.type.flatCount }
        case .array(let element, let count): element.flatCount * max(0, count)
        default: 0
        }
    }
}

extension ScalarType {
    /// How the VM stores the type's lanes.
    var laneKind: IRScalarKind {
        switch self {
        case .float, .half: .float
        case .int: .int
        case .uint: .uint
        case .bool: .bool
        }
    }
}

extension ShaderValue {
    /// The raw lane bits of the value's scalar components, flattened; `nil` for non-numeric values.
    var flatBits: [UInt32]? {
        switch self {
        case .bool(let b): return [b ? 0xFFFF_FFFF : 0]
        case .int(let i): return [UInt32(bitPattern: i)]
        case .uint(let u): return [u]
        case .float(let f): return [f.bitPattern]
        case .half(let h): return [Float(h).bitPattern]
        case .vector(let parts), .matrix(let parts), .structure(let parts), .array(let parts):
            var bits: [UInt32] = []
            for part in parts {
                guard let b = part.flatBits else { return nil }
                bits += b
            }
            return bits
        default: return nil
        }
    }
}
