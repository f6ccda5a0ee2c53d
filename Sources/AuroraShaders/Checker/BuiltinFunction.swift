/// `BuiltinFunction`: the closed set of Metal standard library functions Aurora's subset knows.

/// A function of the Metal standard library, as a checked call names it.
///
/// The checker picks the overload: a call's arguments are already converted to the parameter
/// types, and the call's `type` is the result. `precise::` and `fast::` variants name the same
/// function (Aurora computes every one at `Float` precision). Componentwise functions apply to
/// each component of a vector; the arguments of a componentwise call all have the result's type,
/// except where a case says otherwise.
public enum BuiltinFunction: String, Hashable, Sendable, CaseIterable {
    // Trigonometry and exponentials: one float/half scalar or vector argument, componentwise.
    case sin, cos, tan, asin, acos, atan, sinh, cosh, tanh
    case exp, exp2, exp10, log, log2, log10, sqrt, rsqrt
    /// `atan2(y, x)`, componentwise.
    case atan2
    /// `pow(x, y)`, componentwise.
    case pow
    // Rounding and magnitude: componentwise.
    case floor, ceil, round, trunc, fract
    /// `abs(x)` for float, half, int (wrapping: `abs(Int32.min)` is `Int32.min`) and uint.
    case abs
    /// `sign(x)`: -1 or 1, a zero keeps its sign, 0 for NaN; float or half.
    case sign
    /// `fmod(x, y)`: `x - y * trunc(x / y)`, componentwise.
    case fmod
    /// `min(a, b)` / `max(a, b)` (also `fmin`/`fmax`): float, half, int or uint; NaN-avoiding for floats.
    case min, max
    /// `clamp(x, lo, hi)` = `min(max(x, lo), hi)`; `lo` and `hi` have `x`'s type.
    case clamp
    /// `saturate(x)` = `clamp(x, 0, 1)`.
    case saturate
    /// `mix(a, b, t)` = `a + (b - a) * t`; `t` has the result's type.
    case mix
    /// `step(edge, x)`: 0 where `x < edge`, else 1.
    case step
    /// `smoothstep(e0, e1, x)`: the Hermite `t*t*(3-2t)` of `clamp((x-e0)/(e1-e0), 0, 1)`.
    case smoothstep
    /// `fma(a, b, c)` = `a * b + c`, fused.
    case fma
    /// `length(v)`: a scalar of `v`'s element type (for a scalar argument, its absolute value).
    case length
    /// `distance(a, b)` = `length(a - b)`.
    case distance
    /// `dot(a, b)`: a scalar of the vectors' element type.
    case dot
    /// `cross(a, b)` of two 3-component vectors.
    case cross
    /// `normalize(v)` = `v * rsqrt(dot(v, v))` (NaN components for a zero vector, as on a GPU).
    case normalize
    /// `reflect(i, n)` = `i - 2 * dot(n, i) * n`.
    case reflect
    /// `refract(i, n, eta)`: `eta` is a scalar of the element type; zero on total internal reflection.
    case refract
    /// `faceforward(n, i, nref)`: `n` if `dot(nref, i) < 0`, else `-n`.
    case faceforward
    /// `any(b)` / `all(b)` of a bool vector (or scalar): a `bool`.
    case any, all
    /// `select(a, b, c)`: `c ? b : a`, componentwise; `c` is `bool` or a bool vector of the same count.
    case select
    /// `isnan(x)` / `isinf(x)`: bool (or bool vector) of the argument's shape.
    case isnan, isinf
    /// `copysign(x, y)`, componentwise.
    case copysign
    /// `transpose(m)` of a matrix.
    case transpose
    /// `determinant(m)` of a square matrix: a scalar.
    case determinant

    /// The builtin spelled `name` in source (`fmin`/`fmax` are `min`/`max`).
    public init?(sourceName name: String) {
        switch name {
        case "fmin": self = .min
        case "fmax": self = .max
        default: self.init(rawValue: name)
        }
    }
}
