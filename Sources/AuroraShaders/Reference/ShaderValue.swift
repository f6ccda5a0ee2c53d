/// `ShaderValue`: a value of Aurora's Metal subset, as the reference evaluator computes it.
import AuroraRaster

/// A value of a shader type: a scalar, vector, matrix, struct, array, image, sampler or layer.
///
/// **When `half` rounds.** A `half` is stored as a `Float16`. Every operation whose result type has
/// `half` components computes in `Float` from the exact `Float16` operands and rounds its result to
/// `Float16` (round to nearest, ties to even; overflow gives ±infinity): literals and conversions to
/// `half`, arithmetic, builtin calls, constructors, `layer.sample` and texture reads — except inside
/// a chain of `half` `+ - * /`, which computes in `Float` and rounds once at its outermost operator
/// (see `TypedExpression+HalfArithmetic`). Loads, stores, swizzles and moves do not change a value.
/// A single `+ - * /` or `sqrt` gives exactly IEEE binary16 arithmetic (a `Float` result has more
/// than twice the bits needed, so the double rounding is harmless). A `half` mixed with a `float` is
/// widened to `float` exactly first (Metal's usual arithmetic conversions), so such an expression
/// computes in `float`.
public enum ShaderValue: Hashable, Sendable {
    /// A `bool`.
    case bool(Bool)
    /// An `int`.
    case int(Int32)
    /// A `uint`.
    case uint(UInt32)
    /// A `float`.
    case float(Float)
    /// A `half`.
    case half(Float16)
    /// A vector: 2 to 4 scalars of one type.
    case vector([ShaderValue])
    /// A matrix: its columns, each a vector.
    case matrix([ShaderValue])
    /// A struct: its fields in declaration order.
    case structure([ShaderValue])
    /// A fixed-size array or a `device const` array argument: its elements.
    case array([ShaderValue])
    /// A `texture2d<half>` argument.
    case texture(ShaderImage)
    /// A `sampler`.
    case sampler(SamplerState)
    /// The `SwiftUI::Layer` parameter; its samples come from the evaluator's `LayerSampler`.
    case layer
    /// The result of a `void` function.
    case void

    /// A `float2`.
    public static func float2(_ x: Float, _ y: Float) -> ShaderValue { .vector([.float(x), .float(y)]) }
    /// A `float3`.
    public static func float3(_ x: Float, _ y: Float, _ z: Float) -> ShaderValue {
        .vector([.float(x), .float(y), .float(z)])
    }
    /// A `float4`.
    public static func float4(_ x: Float, _ y: Float, _ z: Float, _ w: Float) -> ShaderValue {
        .vector([.float(x), .float(y), .float(z), .float(w)])
    }
    /// A `half4`, each component rounded to `Float16`.
    public static func half4(_ x: Float, _ y: Float, _ z: Float, _ w: Float) -> ShaderValue {
        .vector([.half(Float16(x)), .half(Float16(y)), .half(Float16(z)), .half(Float16(w))])
    }
    /// A `device const float *` argument's elements.
    public static func floatArray(_ values: [Float]) -> ShaderValue { .array(values.map { .float($0) }) }

    /// The value of a scalar as a `Float` (bool as 0 or 1); `nil` for other values.
    public var floatValue: Float? {
        switch self {
        case .bool(let b): b ? 1 : 0
        case .int(let i): Float(i)
        case .uint(let u): Float(u)
        case .float(let f): f
        case .half(let h): Float(h)
        default: nil
        }
    }

    /// The components of a scalar (one), vector or matrix (column after column) as `Float`s;
    /// `nil` for other values.
    public var floatComponents: [Float]? {
        switch self {
        case .vector(let parts), .matrix(let parts):
            var result: [Float] = []
            for part in parts {
                guard let values = part.floatComponents else { return nil }
                result += values
            }
            return result
        default:
            return floatValue.map { [$0] }
        }
    }

    /// The zero value of `type`: false, 0, zero vectors and matrices, structs and arrays of zeros.
    public static func zero(of type: ShaderType) -> ShaderValue {
        switch type {
        case .void: return .void
        case .scalar(let scalar): return zeroScalar(scalar)
        case .vector(let scalar, let count): return .vector(Array(repeating: zeroScalar(scalar), count: count))
        case .matrix(let scalar, let columns, let rows):
            return .matrix(Array(repeating: .vector(Array(repeating: zeroScalar(scalar), count: rows)), count: columns))
        case .structure(let structure): return .structure(structure.fields.map { zero(of: $0.type) })
        case .array(let element, let count): return .array(Array(repeating: zero(of: element), count: count))
        case .deviceArray: return .array([])
        case .texture: return .texture(ShaderImage.empty)
        case .sampler: return .sampler(SamplerState())
        case .layer: return .layer
        }
    }

    /// The zero of a scalar type.
    static func zeroScalar(_ scalar: ScalarType) -> ShaderValue {
        switch scalar {
        case .bool: .bool(false)
        case .int: .int(0)
        case .uint: .uint(0)
        case .float: .float(0)
        case .half: .half(0)
        }
    }
}
