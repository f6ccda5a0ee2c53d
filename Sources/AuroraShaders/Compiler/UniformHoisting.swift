/// `UniformHoisting`: moves work that is the same for every pixel out of the per-batch code.

/// Moves pure instructions whose operands are all uniform (constants, uniform arguments, or
/// results of other such instructions) to the program's prologue, which runs once per register
/// file instead of once per batch. Such an instruction has the same value in every lane of
/// every batch, so running it early, and even where a branch would have skipped it, is the same.
enum UniformHoisting {
    static func run(_ program: inout IRProgram) {
        var writes: [IRRegister: Int] = [:]
        for instruction in program.code { for r in instruction.writtenRegisters { writes[r, default: 0] += 1 } }
        var uniform = Set(program.constants.map(\.register))
        for input in program.inputs {
            switch input.binding {
            case .argument, .textureSize: uniform.formUnion(input.registers)
            case .position, .color: break
            }
        }
        uniform = uniform.filter { writes[$0, default: 0] == 0 }
        var keep = [Bool](repeating: true, count: program.code.count)
        for (k, instruction) in program.code.enumerated() {
            switch instruction.operation.shape {
            case .unary, .binary, .ternary: break
            default: continue
            }
            guard writes[instruction.destination] == 1, instruction.readRegisters.allSatisfy(uniform.contains) else { continue }
            uniform.insert(instruction.destination)
            program.prologue.append(instruction)
            keep[k] = false
        }
        DeadCodeElimination.rebuild(&program, keep: keep)
    }
}
