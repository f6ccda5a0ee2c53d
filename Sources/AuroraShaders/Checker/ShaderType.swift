/// `ShaderType`: the types of Aurora's Metal subset, as the checker resolves them.

/// A type of Aurora's Metal subset.
public indirect enum ShaderType: Hashable, Sendable, CustomStringConvertible {
    /// `void`: the result of a function that returns nothing.
    case void
    /// A scalar: `bool`, `int`, `uint`, `float`, `half`.
    case scalar(ScalarType)
    /// A vector of 2, 3 or 4 components: `float2`, `half4`, `int3`, `bool2`, `uint4` …
    case vector(ScalarType, count: Int)
    /// A matrix of `float` or `half`, `columns` column vectors of `rows` components each:
    /// `float3x2` has 3 columns of `float2`. Both from 2 to 4.
    case matrix(ScalarType, columns: Int, rows: Int)
    /// A `struct` declared in the source.
    case structure(StructType)
    /// A fixed-size array (`float weights[5]`): a local or `constant` array with `count` elements.
    case array(ShaderType, count: Int)
    /// A `device const T *` argument (`T` a scalar or vector): read-only, of a length only known
    /// at run time (passed in a separate count argument). Reading outside it gives zero.
    case deviceArray(ShaderType)
    /// `texture2d<half>`: the one image a shader may take (`Shader.Argument.image`).
    case texture
    /// `sampler`: how a texture is read (`constexpr sampler s(filter::linear)`).
    case sampler
    /// `SwiftUI::Layer`: the rasterised view a layer effect samples.
    case layer

    /// `float`.
    public static let float = ShaderType.scalar(.float)
    /// `half`.
    public static let half = ShaderType.scalar(.half)
    /// `int`.
    public static let int = ShaderType.scalar(.int)
    /// `uint`.
    public static let uint = ShaderType.scalar(.uint)
    /// `bool`.
    public static let bool = ShaderType.scalar(.bool)
    /// `float2`.
    public static let float2 = ShaderType.vector(.float, count: 2)
    /// `float3`.
    public static let float3 = ShaderType.vector(.float, count: 3)
    /// `float4`.
    public static let float4 = ShaderType.vector(.float, count: 4)
    /// `half3`.
    public static let half3 = ShaderType.vector(.half, count: 3)
    /// `half4`.
    public static let half4 = ShaderType.vector(.half, count: 4)

    /// The element type of a scalar, vector or matrix; `nil` for other types.
    public var scalarType: ScalarType? {
        switch self {
        case .scalar(let s), .vector(let s, _), .matrix(let s, _, _): s
        default: nil
        }
    }

    /// The number of components of a scalar (1), vector (2–4) or matrix (columns × rows); 0 otherwise.
    public var componentCount: Int {
        switch self {
        case .scalar: 1
        case .vector(_, let n): n
        case .matrix(_, let c, let r): c * r
        default: 0
        }
    }

    /// Whether the type is a scalar.
    public var isScalar: Bool { if case .scalar = self { true } else { false } }
    /// Whether the type is a vector.
    public var isVector: Bool { if case .vector = self { true } else { false } }
    /// Whether the type is a matrix.
    public var isMatrix: Bool { if case .matrix = self { true } else { false } }
    /// Whether the type is a scalar or a vector (the operand of componentwise arithmetic).
    public var isScalarOrVector: Bool { isScalar || isVector }

    /// The same shape with another element type (`float3` → `half3`); `self` for non-numeric types.
    public func withScalar(_ scalar: ScalarType) -> ShaderType {
        switch self {
        case .scalar: .scalar(scalar)
        case .vector(_, let n): .vector(scalar, count: n)
        case .matrix(_, let c, let r): .matrix(scalar, columns: c, rows: r)
        default: self
        }
    }

    /// The type as Metal spells it: `float4`, `half3x3`, `device const float *`, `float[5]`.
    public var description: String {
        switch self {
        case .void: "void"
        case .scalar(let s): s.rawValue
        case .vector(let s, let n): "\(s.rawValue)\(n)"
        case .matrix(let s, let c, let r): "\(s.rawValue)\(c)x\(r)"
        case .structure(let s): s.name
        case .array(let element, let count): "\(element)[\(count)]"
        case .deviceArray(let element): "device const \(element) *"
        case .texture: "texture2d<half>"
        case .sampler: "sampler"
        case .layer: "SwiftUI::Layer"
        }
    }
}
