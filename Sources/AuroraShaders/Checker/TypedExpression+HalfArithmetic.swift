/// `TypedExpression+HalfArithmetic`: which `half` arithmetic is computed in `Float` and rounded once.

/// **The rule.** `half` arithmetic computes in `Float` and rounds to `half` where its value leaves
/// an arithmetic expression, not after every operator — C's excess precision for `_Float16`
/// (`FLT_EVAL_METHOD` 32, what clang and GCC do on targets without half arithmetic), and one of the
/// results Metal's default fast-math allows. A `+ - * /` of `half` scalars or vectors whose operand
/// is itself such an operation (or a broadcast of one to a vector) takes that operand's `Float`
/// value unrounded; the outermost operation of the chain rounds. Everything else still rounds:
/// assignments, returns and arguments see only rounded values, as do conversions, constructors,
/// swizzles, comparisons and builtin calls (which compute in `Float` and round once, as before).
/// So `(c - m) * k + m` rounds once per component, and `half x = a * b; x + c` twice.
/// The reference evaluator and the compiler both follow this rule, through these properties.
extension TypedExpression {
    /// Whether this is a `+ - * /` of `half` scalars or vectors (so its result rounds to `half`).
    var isHalfArithmetic: Bool {
        guard case .binary(let op, let a, _) = kind else { return false }
        switch op {
        case .add, .subtract, .multiply, .divide: break
        default: return false
        }
        switch (type, a.type) {
        case (.scalar(.half), .scalar(.half)), (.vector(.half, _), .vector(.half, _)): return true
        default: return false
        }
    }

    /// The `half` arithmetic whose unrounded value this operand of a `half` operation passes on:
    /// the expression itself, or the operation inside a broadcast of a `half` scalar to a `half`
    /// vector; `nil` for operands that give rounded values.
    var unroundedHalfArithmetic: TypedExpression? {
        if isHalfArithmetic { return self }
        if case .convert(let inner) = kind, case .vector(.half, _) = type, case .scalar(.half) = inner.type,
           inner.isHalfArithmetic {
            return inner
        }
        return nil
    }
}
