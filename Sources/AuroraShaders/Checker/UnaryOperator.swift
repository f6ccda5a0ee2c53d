/// `UnaryOperator`: a unary operator of a checked expression.

/// A unary operator of a checked expression.
public enum UnaryOperator: String, Hashable, Sendable {
    /// `-x`, componentwise on a scalar, vector or matrix (wrapping for integers).
    case negate = "-"
    /// `!b` on a `bool` (or bool vector, componentwise).
    case logicalNot = "!"
    /// `~x` on an `int`/`uint` scalar or vector.
    case bitwiseNot = "~"
}
