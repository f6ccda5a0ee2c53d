/// `IROperation`: the closed set of batch operations the VM runs, with their operand shapes and text names.

/// The operand layout of an operation.
package enum IROperandShape: Sendable {
    /// Writes `destination`, reads nothing.
    case nullary
    /// `destination = op(a)`.
    case unary
    /// `destination = op(a, b)`.
    case binary
    /// `destination = op(a, b, c)`.
    case ternary
    /// Continue at instruction `a`.
    case jump
    /// Continue at instruction `b` depending on the lanes of mask register `a`.
    case conditionalJump
    /// Adds the active lanes of mask `a` to the per-lane counter `destination`; fails past the
    /// run's budget, reporting loop number `c`.
    case loopCount
    /// Four registers from `destination`: a sample of resource `c` at (`a`, `b`), rounded to `half`.
    case sample
    /// `c` registers from `destination`: element `a` (an int register) of array resource `b`.
    case arrayLoad
}

/// One VM operation. The prefix says the lane type: `f` float, `i` int, `u` uint, `b` bool mask.
package enum IROperation: UInt8, CaseIterable, Hashable, Sendable {
    // Moves and selection.
    case copy, select
    // Float arithmetic.
    case fadd, fsub, fmul, fdiv, fneg, fabs, fmin, fmax, fmod, fma, fmix, fclamp, fsaturate, fsign
    case ffloor, fceil, fround, ftrunc, ffract, fstep, fsmoothstep, fsqrt, frsqrt
    case fsin, fcos, ftan, fasin, facos, fatan, fatan2, fsinh, fcosh, ftanh
    case fexp, fexp2, flog, flog2, fpow
    /// Rounds every lane to the nearest `half` (Float16) value, ties to even, kept as Float.
    case roundHalf
    // Float comparisons (results are masks).
    case feq, fne, flt, fle, fgt, fge
    // Integer arithmetic (wrapping; division by zero gives 0).
    case iadd, isub, imul, idiv, irem, ineg, iabs, imin, imax, iclamp, isign
    case udiv, urem, umin, umax, uclamp
    // Bitwise (ints, uints and masks alike).
    case and, or, xor, not, shl, ashr, lshr
    // Integer comparisons.
    case ieq, ine, ilt, ile, igt, ige, ult, ule, ugt, uge
    // Conversions.
    case itof, utof, ftoi, ftou, btof, btoi
    // Control.
    case jump, jumpIfNone, jumpIfAny
    case loopCount
    // Resources.
    case sample, arrayLoad

    /// How the operands are laid out.
    package var shape: IROperandShape {
        switch self {
        case .copy, .fneg, .fabs, .fsaturate, .fsign, .ffloor, .fceil, .fround, .ftrunc, .ffract, .fsqrt, .frsqrt,
             .fsin, .fcos, .ftan, .fasin, .facos, .fatan, .fsinh, .fcosh, .ftanh, .fexp, .fexp2, .flog, .flog2,
             .roundHalf, .ineg, .iabs, .isign, .not, .itof, .utof, .ftoi, .ftou, .btof, .btoi:
            .unary
        case .select, .fma, .fmix, .fclamp, .fsmoothstep, .iclamp, .uclamp:
            .ternary
        case .jump: .jump
        case .jumpIfNone, .jumpIfAny: .conditionalJump
        case .loopCount: .loopCount
        case .sample: .sample
        case .arrayLoad: .arrayLoad
        default: .binary
        }
    }

    /// The name in the text form, e.g. `fadd`, `round-half`.
    package var name: String {
        switch self {
        case .roundHalf: "round-half"
        case .jumpIfNone: "jump-if-none"
        case .jumpIfAny: "jump-if-any"
        case .loopCount: "loop-count"
        case .arrayLoad: "array-load"
        default: String(describing: self)
        }
    }
}
