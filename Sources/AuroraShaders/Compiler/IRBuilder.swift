/// `IRBuilder`: appends instructions to a program under construction, folding constants as it goes.

/// A scalar operand while compiling: a register, or a constant not yet given a register.
enum IROperand: Hashable {
    /// A register.
    case register(IRRegister)
    /// A constant's raw bits.
    case constant(UInt32)

    /// The constant's bits, when it is one.
    var constantBits: UInt32? {
        if case .constant(let bits) = self { bits } else { nil }
    }

    /// A float constant.
    static func float(_ value: Float) -> IROperand { .constant(value.bitPattern) }
    /// An int constant.
    static func int(_ value: Int32) -> IROperand { .constant(UInt32(bitPattern: value)) }
    /// A bool mask constant.
    static func bool(_ value: Bool) -> IROperand { .constant(value ? 0xFFFF_FFFF : 0) }
}

/// Builds an `IRProgram`: allocates registers, gives constants registers once, and folds an
/// instruction whose operands are all constants by running it on the VM itself, so a folded
/// value is bit for bit what the VM would have computed.
final class IRBuilder {
    /// The most registers a program may use (4 MiB of register file per thread).
    static let maximumRegisters = 16_384
    /// The most instructions a program may have.
    static let maximumInstructions = 200_000

    private(set) var registerKinds: [IRScalarKind] = []
    private(set) var code: [IRInstruction] = []
    private(set) var constants: [IRConstant] = []
    private var constantRegisters: [UInt64: IRRegister] = [:]
    /// Set when a limit was passed; the compiler turns it into a diagnostic.
    private(set) var isOverLimit = false
    /// Pure instructions already emitted in the current straight-line stretch, by what they compute.
    private var commonValues: [CommonValueKey: IROperand] = [:]

    /// What a pure instruction computes: the operation and its operand registers.
    private struct CommonValueKey: Hashable {
        var operation: IROperation
        var operands: [IRRegister]
    }

    /// Operands known to hold values exactly representable as `half` in every lane, whose
    /// rounding to `half` is the value itself: rounded results, samples, colour inputs, and
    /// what min/max/clamp/abs/negation/selection/floor-like operations make of such values.
    private var halfExact: Set<IROperand> = []

    /// Records that `operand` holds `half` values.
    func markHalfExact(_ operand: IROperand) { halfExact.insert(operand) }

    /// Whether `operand` holds `half` values in every lane.
    func isHalfExact(_ operand: IROperand) -> Bool {
        if let bits = operand.constantBits {
            let value = Float(bitPattern: bits)
            return value.isNaN || Float(Float16(value)).bitPattern == bits
        }
        return halfExact.contains(operand)
    }

    /// Operations whose result is one of their operands, or an integer no larger in magnitude.
    private static let keepsHalfExactness: Set<IROperation> = [
        .fmin, .fmax, .fclamp, .fsaturate, .fabs, .fneg, .select, .copy, .ffloor, .fceil, .ftrunc, .fround,
    ]

    /// Forgets reusable values: at region and loop boundaries (code there may be skipped or
    /// repeated) and whenever a register is overwritten.
    func forgetCommonValues() {
        commonValues.removeAll(keepingCapacity: true)
    }

    /// A fresh register of `kind`.
    func allocate(_ kind: IRScalarKind) -> IRRegister {
        if registerKinds.count >= Self.maximumRegisters { isOverLimit = true; return 0 }
        registerKinds.append(kind)
        return IRRegister(registerKinds.count - 1)
    }

    /// `count` consecutive fresh registers of `kind`; returns the first.
    func allocate(_ kind: IRScalarKind, count: Int) -> IRRegister {
        let first = allocate(kind)
        for _ in 1..<max(1, count) { _ = allocate(kind) }
        return first
    }

    /// The register holding `operand` (a constant gets its register once).
    func register(_ operand: IROperand, _ kind: IRScalarKind) -> IRRegister {
        switch operand {
        case .register(let r): return r
        case .constant(let bits):
            let key = UInt64(kind.rawValue) << 32 | UInt64(bits)
            if let r = constantRegisters[key] { return r }
            let r = allocate(kind)
            constants.append(IRConstant(register: r, bits: bits))
            constantRegisters[key] = r
            return r
        }
    }

    /// The kind of a register.
    func kind(of register: IRRegister) -> IRScalarKind { registerKinds[Int(register)] }

    /// Appends an instruction as is.
    @discardableResult
    func append(_ instruction: IRInstruction) -> Int {
        if code.count >= Self.maximumInstructions { isOverLimit = true; return code.count - 1 }
        code.append(instruction)
        return code.count - 1
    }

    /// The index the next instruction gets (a jump target).
    var nextIndex: Int32 { Int32(code.count) }

    /// Points the jump at `index` to `target`.
    func patchJump(_ index: Int, to target: Int32) {
        guard code.indices.contains(index) else { return }
        switch code[index].operation {
        case .jump: code[index].a = target
        default: code[index].b = target
        }
    }

    /// `operation` over `operands`, its result of `kind`: folded when every operand is a constant.
    func emit(_ operation: IROperation, _ kind: IRScalarKind, _ operands: [IROperand], operandKinds: [IRScalarKind]) -> IROperand {
        if operation == .roundHalf, isHalfExact(operands[0]) { return operands[0] }
        let result = emitFresh(operation, kind, operands, operandKinds: operandKinds)
        if operation == .roundHalf
            || (Self.keepsHalfExactness.contains(operation) && operands.dropFirst(operation == .select ? 1 : 0).allSatisfy(isHalfExact)) {
            halfExact.insert(result)
        }
        return result
    }

    private func emitFresh(_ operation: IROperation, _ kind: IRScalarKind, _ operands: [IROperand], operandKinds: [IRScalarKind]) -> IROperand {
        if let simplified = simplify(operation, operands) { return simplified }
        if operands.allSatisfy({ $0.constantBits != nil }), let folded = fold(operation, operands.compactMap(\.constantBits)) {
            return .constant(folded)
        }
        let registers = zip(operands, operandKinds).map { register($0, $1) }
        let key = CommonValueKey(operation: operation, operands: registers)
        if let known = commonValues[key] { return known }
        let destination = allocate(kind)
        append(IRInstruction(operation, destination, registers.count > 0 ? registers[0] : 0,
                             registers.count > 1 ? registers[1] : 0, registers.count > 2 ? registers[2] : 0))
        commonValues[key] = .register(destination)
        return .register(destination)
    }

    /// `operation` written into an existing register (a variable's home, a mask being narrowed).
    func emit(_ operation: IROperation, into destination: IRRegister, _ operands: [IROperand], operandKinds: [IRScalarKind]) {
        let registers = zip(operands, operandKinds).map { register($0, $1) }
        if operation == .copy, registers.first == destination { return }
        forgetCommonValues()
        halfExact.remove(.register(destination))
        append(IRInstruction(operation, destination, registers.count > 0 ? registers[0] : 0,
                             registers.count > 1 ? registers[1] : 0, registers.count > 2 ? registers[2] : 0))
    }

    /// Identities that need no instruction: `x·1`, `x/1`, `x−0`, selects on a constant mask, copies.
    private func simplify(_ operation: IROperation, _ operands: [IROperand]) -> IROperand? {
        let one = Float(1).bitPattern, zero: UInt32 = 0
        switch operation {
        case .fmul where operands[1].constantBits == one: return operands[0]
        case .fmul where operands[0].constantBits == one: return operands[1]
        case .fdiv where operands[1].constantBits == one: return operands[0]
        case .fsub where operands[1].constantBits == zero: return operands[0]
        case .iadd where operands[1].constantBits == zero, .isub where operands[1].constantBits == zero: return operands[0]
        case .select:
            if let mask = operands[0].constantBits { return mask != 0 ? operands[1] : operands[2] }
            if operands[1] == operands[2] { return operands[1] }
            return nil
        case .and where operands[0].constantBits == 0xFFFF_FFFF: return operands[1]
        case .and where operands[1].constantBits == 0xFFFF_FFFF: return operands[0]
        case .copy: return operands[0].constantBits != nil ? operands[0] : nil
        default: return nil
        }
    }

    /// The constant result of a pure operation on constants, computed by the VM; `nil` for
    /// operations that read resources or change control flow.
    private func fold(_ operation: IROperation, _ bits: [UInt32]) -> UInt32? {
        switch operation.shape {
        case .unary, .binary, .ternary: break
        default: return nil
        }
        let scratch = IRProgram(name: "fold", registerKinds: Array(repeating: .float, count: 4), constants: [],
                                inputs: [], resources: [], code: [IRInstruction(operation, 3, 0, 1, 2)],
                                outputs: [3], outputKinds: [.float], iterationCounter: nil, loopLocations: [])
        let vm = ShaderVM(program: scratch)
        let file = vm.makeRegisterFile()
        defer { file.deallocate() }
        for (k, value) in bits.enumerated() { ShaderVM.fill(file, register: IRRegister(k), bits: value) }
        do { try vm.run(file, bindings: VMBindings()) } catch { return nil }
        return file.load(fromByteOffset: 3 * ShaderVM.registerBytes, as: UInt32.self)
    }
}
