/// `HalfRoundingFusion`: folds a `round-half` into the instruction computing its operand.

/// Fuses `(op %t …)` directly followed by `(round-half %r %t)` into `(op.half %r …)` when
/// nothing else reads or writes `%t` and no jump lands on the `round-half`: the VM then
/// rounds each chunk of the result in registers, without a second pass or instruction.
enum HalfRoundingFusion {
    /// Float operations whose result can be rounded as it is stored.
    static let fusable: Set<IROperation> = [
        .fadd, .fsub, .fmul, .fdiv, .fneg, .fabs, .fmin, .fmax, .fmod, .fma, .fmix, .fclamp, .fsaturate, .fsign,
        .ffloor, .fceil, .fround, .ftrunc, .ffract, .fstep, .fsmoothstep, .fsqrt, .frsqrt,
        .fsin, .fcos, .ftan, .fasin, .facos, .fatan, .fatan2, .fsinh, .fcosh, .ftanh, .fexp, .fexp2, .flog, .flog2, .fpow,
    ]

    static func run(_ program: inout IRProgram) {
        var reads: [IRRegister: Int] = [:], writes: [IRRegister: Int] = [:]
        var jumpTargets = Set<Int32>()
        for instruction in program.code {
            for r in instruction.readRegisters { reads[r, default: 0] += 1 }
            for r in instruction.writtenRegisters { writes[r, default: 0] += 1 }
            switch instruction.operation {
            case .jump: jumpTargets.insert(instruction.a)
            case .jumpIfNone, .jumpIfAny: jumpTargets.insert(instruction.b)
            default: break
            }
        }
        for r in program.outputs { reads[r, default: 0] += 1 }
        var keep = [Bool](repeating: true, count: program.code.count)
        var k = 1
        while k < program.code.count {
            let round = program.code[k], producer = program.code[k - 1]
            let t = producer.destination
            if round.operation == .roundHalf, round.a == t, fusable.contains(producer.operation), !producer.roundsToHalf,
               reads[t] == 1, writes[t] == 1, writes[round.destination] == 1, !jumpTargets.contains(Int32(k)) {
                program.code[k - 1].destination = round.destination
                program.code[k - 1].roundsToHalf = true
                keep[k] = false
                k += 2
            } else {
                k += 1
            }
        }
        DeadCodeElimination.rebuild(&program, keep: keep)
    }
}
