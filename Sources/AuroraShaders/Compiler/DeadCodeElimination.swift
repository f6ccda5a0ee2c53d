/// `DeadCodeElimination`: drops instructions whose results nothing reads, then renumbers registers densely.

/// Removes dead code from a program.
///
/// Liveness is flow-insensitive (a register is live when any kept instruction or an output
/// reads it), which is exact for the compiler's single-assignment temporaries and safe for the
/// registers it writes more than once (variable homes, masks). Jumps over nothing are removed,
/// and registers are renumbered so the register file holds only what runs.
enum DeadCodeElimination {
    static func run(_ program: inout IRProgram) {
        for _ in 0..<4 {
            let before = program.code.count
            removeDeadInstructions(&program)
            removeEmptyJumps(&program)
            if program.code.count == before { break }
        }
        HalfRoundingFusion.run(&program)
        UniformHoisting.run(&program)
        compactRegisters(&program)
    }

    private static func isControl(_ operation: IROperation) -> Bool {
        switch operation {
        case .jump, .jumpIfNone, .jumpIfAny, .loopCount: true
        default: false
        }
    }

    private static func removeDeadInstructions(_ program: inout IRProgram) {
        var live = Set(program.outputs)
        var keep = program.code.map { isControl($0.operation) }
        var changed = true
        while changed {
            changed = false
            for (k, instruction) in program.code.enumerated() where !keep[k] {
                if instruction.writtenRegisters.contains(where: live.contains) {
                    keep[k] = true
                    changed = true
                }
            }
            for (k, instruction) in program.code.enumerated() where keep[k] {
                for r in instruction.readRegisters where !live.contains(r) {
                    live.insert(r)
                    changed = true
                }
            }
        }
        rebuild(&program, keep: keep)
    }

    /// Conditional jumps whose target is the next instruction do nothing.
    private static func removeEmptyJumps(_ program: inout IRProgram) {
        let keep = program.code.enumerated().map { k, instruction in
            switch instruction.operation {
            case .jumpIfNone, .jumpIfAny: Int(instruction.b) != k + 1
            case .jump: Int(instruction.a) != k + 1
            default: true
            }
        }
        rebuild(&program, keep: keep)
    }

    /// Keeps the marked instructions, moving jump targets to the new positions.
    static func rebuild(_ program: inout IRProgram, keep: [Bool]) {
        var newIndex = [Int32](repeating: 0, count: program.code.count + 1)
        var next: Int32 = 0
        for k in 0..<program.code.count {
            newIndex[k] = next
            if keep[k] { next += 1 }
        }
        newIndex[program.code.count] = next
        var code: [IRInstruction] = []
        code.reserveCapacity(Int(next))
        for (k, var instruction) in program.code.enumerated() where keep[k] {
            switch instruction.operation {
            case .jump: instruction.a = newIndex[Int(min(max(instruction.a, 0), Int32(program.code.count)))]
            case .jumpIfNone, .jumpIfAny: instruction.b = newIndex[Int(min(max(instruction.b, 0), Int32(program.code.count)))]
            default: break
            }
            code.append(instruction)
        }
        program.code = code
    }

    /// Renumbers the registers still used from 0, dropping constants nothing reads.
    private static func compactRegisters(_ program: inout IRProgram) {
        var used = Set(program.outputs)
        for instruction in program.prologue + program.code {
            used.formUnion(instruction.readRegisters)
            used.formUnion(instruction.writtenRegisters)
        }
        for input in program.inputs { used.formUnion(input.registers) }
        if let counter = program.iterationCounter, used.contains(counter) == false { program.iterationCounter = nil }
        var map = [IRRegister: IRRegister]()
        var kinds: [IRScalarKind] = []
        // Multi-register results (samples, array loads) need their registers consecutive:
        // renumbering in increasing order keeps every such run contiguous, since all of a run is used.
        for r in used.sorted() where Int(r) < program.registerKinds.count {
            map[r] = IRRegister(kinds.count)
            kinds.append(program.registerKinds[Int(r)])
        }
        func m(_ r: IRRegister) -> IRRegister { map[r] ?? 0 }
        func renumber(_ instruction: IRInstruction) -> IRInstruction {
            var i = instruction
            switch i.operation.shape {
            case .jump: break
            case .conditionalJump: i.a = m(i.a)
            case .loopCount: i.destination = m(i.destination); i.a = m(i.a)
            case .sample: i.destination = m(i.destination); i.a = m(i.a); i.b = m(i.b)
            case .arrayLoad: i.destination = m(i.destination); i.a = m(i.a)
            case .nullary: i.destination = m(i.destination)
            case .unary: i.destination = m(i.destination); i.a = m(i.a)
            case .binary: i.destination = m(i.destination); i.a = m(i.a); i.b = m(i.b)
            case .ternary: i.destination = m(i.destination); i.a = m(i.a); i.b = m(i.b); i.c = m(i.c)
            }
            return i
        }
        program.code = program.code.map(renumber)
        program.prologue = program.prologue.map(renumber)
        program.constants = program.constants.compactMap { c in map[c.register].map { IRConstant(register: $0, bits: c.bits) } }
        program.inputs = program.inputs.map { input in
            var copy = input
            copy.registers = input.registers.map(m)
            return copy
        }
        program.outputs = program.outputs.map(m)
        program.iterationCounter = program.iterationCounter.map(m)
        program.registerKinds = kinds
    }
}
