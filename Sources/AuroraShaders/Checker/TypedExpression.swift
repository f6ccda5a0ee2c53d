/// `TypedExpression`: a checked expression, every name resolved and every node typed.

/// A checked expression: what it computes, its type and where it starts in the source.
///
/// Operand rules (the checker inserts `.convert` nodes so that a consumer never converts implicitly):
/// - Componentwise binary operators (`+ - * / %`, bitwise, shifts, comparisons): both operands have
///   the same type, a scalar or vector (a scalar operand of a vector operation is broadcast by a
///   `.convert` to the vector type). Comparisons give `bool` or a bool vector of the operands' count.
/// - Matrices: `+ - /` of two matrices of one type, componentwise; `*` of a matrix and a scalar
///   (either side; the scalar stays a scalar, of the matrix's element type) is componentwise;
///   `*` of matrix × matrix, matrix × column vector and row vector × matrix is the linear-algebra
///   product.
/// - Integer division or remainder by zero gives 0; shifts use the low 5 bits of the right operand.
///
/// Operands and arguments are evaluated left to right.
public struct TypedExpression: Hashable, Sendable {
    /// What a checked expression computes.
    public indirect enum Kind: Hashable, Sendable {
        /// A constant value of the expression's type.
        case literal(ShaderValue)
        /// A local variable or parameter, by slot (parameters come first: slot 0 is the first parameter).
        case local(slot: Int)
        /// A `constant` global or `#define`d value, by index into `CheckedProgram.constants`.
        case constant(index: Int)
        /// Components of a vector, by index (0 = x/r … 3 = w/a); one index gives a scalar.
        case swizzle(TypedExpression, components: [Int])
        /// A field of a struct, by index into `StructType.fields`.
        case member(TypedExpression, field: Int)
        /// `base[index]`: a vector component, a matrix column, or an array element. The index is an
        /// `int` or `uint`; outside the base it reads zero (Metal leaves it undefined).
        case index(TypedExpression, index: TypedExpression)
        /// A unary operator.
        case unary(UnaryOperator, TypedExpression)
        /// A binary operator (operand rules above).
        case binary(BinaryOperator, TypedExpression, TypedExpression)
        /// `condition ? a : b`: the condition is a `bool`; only the chosen side is evaluated.
        case conditional(TypedExpression, then: TypedExpression, else: TypedExpression)
        /// The operand converted to the expression's type: scalar → scalar (float → int truncates
        /// toward zero, saturating; NaN gives 0; → bool is `!= 0`; bool → 1 or 0), vector → vector of
        /// the same count componentwise, scalar → vector (converted to the element type, then broadcast),
        /// matrix → matrix of the same shape componentwise.
        case convert(TypedExpression)
        /// A vector, matrix, struct or array built from parts. For vectors and matrices the parts are
        /// scalars and vectors of the result's element type whose components, concatenated, are the
        /// result's components in order (a matrix column after column); `float3x3(2.0)` is a
        /// `.matrixDiagonal` instead. For a struct, one part per field; for an array, one per element.
        case construct([TypedExpression])
        /// A square matrix with the scalar operand on its diagonal and zero elsewhere (`float2x2(s)`).
        case matrixDiagonal(TypedExpression)
        /// A call of a standard library function with the chosen overload.
        case builtin(BuiltinFunction, [TypedExpression])
        /// A call of a function of the program, by name; arguments have the parameters' types.
        case call(function: String, arguments: [TypedExpression])
        /// `target = value`: stores `value` (already of the target's type) and gives it as the result.
        /// The target's index expressions are evaluated first, then the value.
        /// A compound assignment `target op= value` arrives expanded to `target = T(target op value)`
        /// (the checker rejects one whose target indexes with side effects, which would run twice).
        case assign(TypedLValue, TypedExpression)
        /// `a, b`: evaluates the expressions in order; the result is the last one's (the comma operator).
        case sequence([TypedExpression])
        /// `++x`, `--x`, `x++`, `x--` on an integer or floating-point scalar or vector: adds `delta`
        /// (+1 or -1); the result is the new value when `isPrefix`, else the old one.
        case increment(TypedLValue, delta: Int, isPrefix: Bool)
        /// `layer.sample(position)`: a premultiplied `half4` read from a `SwiftUI::Layer` at a user-space
        /// `float2` position (see `LayerSampler`).
        case layerSample(layer: TypedExpression, position: TypedExpression)
        /// `texture.sample(sampler, coordinates)`: a `half4` read from a `texture2d<half>` at `float2`
        /// coordinates, as the sampler says (see `SamplerState`).
        case textureSample(texture: TypedExpression, sampler: TypedExpression, coordinates: TypedExpression)
        /// `texture.get_width()` (`dimension` 0) or `texture.get_height()` (1): a `uint`.
        case textureSize(texture: TypedExpression, dimension: Int)
    }

    /// What the expression computes.
    public var kind: Kind
    /// The expression's type.
    public var type: ShaderType
    /// Where the expression starts in the source.
    public var location: SourceLocation

    /// An expression computing `kind`, of `type`, at `location`.
    public init(_ kind: Kind, type: ShaderType, location: SourceLocation) {
        self.kind = kind
        self.type = type
        self.location = location
    }
}
