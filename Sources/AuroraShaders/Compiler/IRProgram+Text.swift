/// The IR's stable text form: S-expressions for debugging and text goldens.

extension IRProgram: CustomStringConvertible {
    /// The program as S-expressions, e.g.
    /// ```
    /// (program Ripple lanes=64 registers=31
    ///   (inputs (position %0 %1) (argument 0 origin %2 %3))
    ///   (constants (%4 float 0.3))
    ///   (code
    ///     0 (fsub %5 %0 %2)
    ///     …)
    ///   (outputs %27 %28 %29 %30))
    /// ```
    package var description: String {
        var lines = ["(program \(name) lanes=\(ShaderVM.lanes) registers=\(registerCount)"]
        let inputText = inputs.map { input in
            let registers = input.registers.map { "%\($0)" }.joined(separator: " ")
            switch input.binding {
            case .position: return "(position \(registers))"
            case .color: return "(color \(registers))"
            case .argument(let index): return "(argument \(index) \(input.name) \(registers))"
            case .textureSize(let index, let dimension): return "(texture-\(dimension == 0 ? "width" : "height") \(index) \(registers))"
            }
        }
        lines.append("  (inputs" + inputText.map { " " + $0 }.joined() + ")")
        if !resources.isEmpty {
            lines.append("  (resources" + resources.map { " " + $0.description }.joined() + ")")
        }
        if !constants.isEmpty {
            let text = constants.map { c in "(%\(c.register) \(Self.constantText(c.bits, registerKinds[Int(c.register)])))" }
            lines.append("  (constants " + text.joined(separator: " ") + ")")
        }
        if !prologue.isEmpty {
            lines.append("  (prologue")
            for instruction in prologue { lines.append("    " + instruction.text) }
            lines[lines.count - 1] += ")"
        }
        lines.append("  (code")
        for (k, instruction) in code.enumerated() {
            lines.append("    \(k) " + instruction.text)
        }
        lines[lines.count - 1] += ")"
        lines.append("  (outputs " + outputs.map { "%\($0)" }.joined(separator: " ") + "))")
        return lines.joined(separator: "\n")
    }

    /// A constant as its kind and value: `float 0.3`, `int -2`, `bool true`.
    static func constantText(_ bits: UInt32, _ kind: IRScalarKind) -> String {
        switch kind {
        case .float: "float \(Float(bitPattern: bits))"
        case .int: "int \(Int32(bitPattern: bits))"
        case .uint: "uint \(bits)"
        case .bool: "bool \(bits != 0)"
        }
    }
}

extension IRInstruction {
    /// The instruction as an S-expression: `(fadd %3 %1 %2)`, `(jump-if-none %7 @12)`; `fadd.half`
    /// rounds its result to `half`.
    package var text: String {
        let name = operation.name + (roundsToHalf ? ".half" : "")
        switch operation.shape {
        case .nullary: return "(\(name) %\(destination))"
        case .unary: return "(\(name) %\(destination) %\(a))"
        case .binary: return "(\(name) %\(destination) %\(a) %\(b))"
        case .ternary: return "(\(name) %\(destination) %\(a) %\(b) %\(c))"
        case .jump: return "(\(name) @\(a))"
        case .conditionalJump: return "(\(name) %\(a) @\(b))"
        case .loopCount: return "(\(name) %\(destination) %\(a) loop=\(c))"
        case .sample: return "(\(name) %\(destination)..%\(destination + 3) %\(a) %\(b) resource=\(c))"
        case .arrayLoad: return "(\(name) %\(destination)..%\(destination + max(0, c - 1)) %\(a) resource=\(b))"
        }
    }
}
