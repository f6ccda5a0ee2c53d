/// `BinaryOperator`: a binary operator of a checked expression.

/// A binary operator of a checked expression.
public enum BinaryOperator: String, Hashable, Sendable {
    case add = "+", subtract = "-", multiply = "*", divide = "/"
    /// `%` on integers only (`fmod` for floats); a zero divisor gives 0.
    case remainder = "%"
    case shiftLeft = "<<", shiftRight = ">>"
    case bitwiseAnd = "&", bitwiseOr = "|", bitwiseXor = "^"
    case less = "<", lessEqual = "<=", greater = ">", greaterEqual = ">="
    case equal = "==", notEqual = "!="
    /// `&&` and `||`: `bool` scalars, short-circuit (the right operand is evaluated only when needed).
    case logicalAnd = "&&", logicalOr = "||"
}
