/// `ShaderCompiler`: turns a checked function into IR — calls inlined, control flow as lane masks.

/// A reason the compiler stops, located in the source.
struct CompileFailure: Error {
    /// Where.
    var location: SourceLocation
    /// What, in the compiler's usual words.
    var message: String
}

/// Compiles one function of a checked program (and every function it calls, inlined) to an
/// `IRProgram`.
///
/// Control flow becomes lane masks. Each `if` branch, loop body and conditional operand is a
/// *region* with a mask register of the lanes running it. A variable written in the region it
/// was declared in is simply rebound to the new value (no instruction); a variable written in a
/// deeper region first gets *home* registers (copied at the region's entry) and the write
/// becomes `home = select(mask, new, home)`. `return`, `break` and `continue` clear their lanes
/// from the masks of the regions they leave; loops repeat while their active mask has a lane.
final class ShaderCompiler {
    /// How deep inlined calls may nest.
    static let maximumCallDepth = 32

    let program: CheckedProgram
    let builder = IRBuilder()
    var regions: [Region] = []
    var frames: [Frame] = []
    var inputs: [IRInput] = []
    var resources: [IRResource] = []
    var loopLocations: [SourceLocation] = []
    var iterationCounter: IRRegister?
    var constantValues: [Int: LoweredValue] = [:]

    /// A masked stretch of code: an `if` branch, a loop body, a conditional operand or a function.
    final class Region {
        /// The lanes running it; `nil` means every lane the enclosing function runs for.
        var mask: IRRegister?
        /// For a loop body: the loop.
        let loop: Loop?
        init(mask: IRRegister?, loop: Loop?) {
            self.mask = mask
            self.loop = loop
        }
    }

    /// A loop being compiled: its active mask (lanes still iterating).
    final class Loop {
        let active: IRRegister
        init(active: IRRegister) { self.active = active }
    }

    /// An inlined function's state.
    final class Frame {
        let function: CheckedFunction
        /// The index in `regions` of the function's own region.
        let baseRegion: Int
        var variables: [Int: Variable] = [:]
        /// Registers collecting the result lane by lane, when a return happens under a mask.
        var resultHome: [IRRegister]?
        /// The result when the function returned on every lane at once.
        var result: LoweredValue?
        /// Whether some lanes have returned while others go on.
        var hasPartialReturn = false
        init(function: CheckedFunction, baseRegion: Int) {
            self.function = function
            self.baseRegion = baseRegion
        }
    }

    /// A local variable: its current value, the region depth it was declared at, its home registers.
    struct Variable {
        var value: LoweredValue
        var depth: Int
        var home: [IRRegister]?
    }

    /// What running a statement list leaves: whether lanes can still reach what follows.
    enum Flow { case continues, leaves }

    init(program: CheckedProgram) {
        self.program = program
    }

    var frame: Frame {
        guard let last = frames.last else { preconditionFailure("no frame while compiling") }
        return last
    }

    /// The lanes running the current code (`nil`: all of the function's lanes).
    var currentMask: IRRegister? { regions.last?.mask }

    // MARK: Entry

    /// Compiles `function` as `kind` (or with every parameter an argument when `kind` is nil).
    func compileEntry(_ function: CheckedFunction, as kind: EntryKind?) throws(CompileFailure) -> IRProgram {
        regions.append(Region(mask: nil, loop: nil))
        if AssignmentScan.hasNestedReturn(function.body) {
            // Returns inside branches narrow the function's mask; it must exist before any branch
            // (a branch no lane takes is skipped, and a mask first made there would be stale).
            regions[0].mask = narrowedMask(nil)
        }
        let entryFrame = Frame(function: function, baseRegion: 0)
        frames.append(entryFrame)
        var argumentIndex = 0
        for (k, parameter) in function.parameters.enumerated() {
            let binding: IRInputBinding
            if kind != nil && k == 0 {
                binding = .position
            } else if kind == .colorEffect && k == 1 {
                binding = .color
            } else if kind == .layer && k == 1 {
                declare(parameter.slot, LoweredValue(.layer, [], resource: .layer))
                continue
            } else {
                binding = .argument(index: argumentIndex)
                argumentIndex += 1
            }
            declare(parameter.slot, try input(binding, parameter))
        }
        try prepareResult(for: function)
        _ = try compileBlock(function.body)
        let result = try finishResult(function)
        guard !builder.isOverLimit else {
            throw CompileFailure(location: function.location, message: "function '\(function.name)' is too large to compile")
        }
        var outputs: [IRRegister] = []
        let kinds = function.returnType.flatScalars.map(\.laneKind)
        for (part, kind) in zip(result.parts, kinds) {
            // Outputs get registers of their own, so the caller may read them after every batch.
            outputs.append(builder.register(part, kind))
        }
        var ir = IRProgram(name: function.name, registerKinds: builder.registerKinds, constants: builder.constants,
                           inputs: inputs, resources: resources, code: builder.code, outputs: outputs,
                           outputKinds: kinds, iterationCounter: iterationCounter, loopLocations: loopLocations)
        DeadCodeElimination.run(&ir)
        return ir
    }

    /// Input registers for a parameter of the entry function.
    private func input(_ binding: IRInputBinding, _ parameter: CheckedParameter) throws(CompileFailure) -> LoweredValue {
        switch parameter.type {
        case .texture:
            guard case .argument(let index) = binding else { break }
            return LoweredValue(.texture, [], resource: .texture(argument: index))
        case .deviceArray(let element):
            guard case .argument(let index) = binding else { break }
            return LoweredValue(parameter.type, [], resource: .deviceArray(argument: index, components: element.flatCount))
        case .sampler, .layer, .void:
            break
        default:
            let scalars = parameter.type.flatScalars
            let registers = scalars.map { builder.allocate($0.laneKind) }
            inputs.append(IRInput(binding: binding, name: parameter.name, registers: registers, kinds: scalars.map(\.laneKind)))
            // Inputs of half type arrive rounded (the caller rounds colours and half arguments).
            for (register, scalar) in zip(registers, scalars) where scalar == .half { builder.markHalfExact(.register(register)) }
            return LoweredValue(parameter.type, registers.map { .register($0) })
        }
        throw CompileFailure(location: frame.function.location,
                             message: "parameter '\(parameter.name)' of type '\(parameter.type)' cannot be bound")
    }

    // MARK: Variables

    func declare(_ slot: Int, _ value: LoweredValue) {
        frame.variables[slot] = Variable(value: value, depth: regions.count, home: nil)
    }

    /// Gives the variables that `statements` assign (and that exist already) home registers
    /// holding their current values, so masked writes can merge into them.
    func materializeAssigned(in statements: [TypedStatement], _ expressions: [TypedExpression?] = []) {
        var slots = Set<Int>()
        AssignmentScan.collect(statements, into: &slots)
        for e in expressions { if let e { AssignmentScan.collect(e, into: &slots) } }
        for slot in slots.sorted() { materialize(slot) }
    }

    func materialize(_ slot: Int) {
        guard var variable = frame.variables[slot], variable.value.resource == nil else { return }
        let kinds = variable.value.type.flatScalars.map(\.laneKind)
        let home = variable.home ?? kinds.map { builder.allocate($0) }
        for (k, part) in variable.value.parts.enumerated() where part != .register(home[k]) {
            builder.emit(.copy, into: home[k], [part], operandKinds: [kinds[k]])
        }
        variable.home = home
        variable.value.parts = home.map { .register($0) }
        frame.variables[slot] = variable
    }

    /// Stores `value` (the variable's whole new value) into the variable in `slot`.
    func store(_ slot: Int, _ value: LoweredValue) {
        guard var variable = frame.variables[slot] else { return }
        if variable.depth >= regions.count {
            variable.value = value
            frame.variables[slot] = variable
            return
        }
        if variable.home == nil {
            // Written deeper than declared without having been materialized (cannot happen for
            // scanned regions, but stay correct): merge into fresh homes.
            frame.variables[slot] = variable
            materialize(slot)
            variable = frame.variables[slot] ?? variable
        }
        guard let home = variable.home else { return }
        let kinds = value.type.flatScalars.map(\.laneKind)
        for (k, part) in value.parts.enumerated() where part != .register(home[k]) {
            if let mask = currentMask {
                builder.emit(.select, into: home[k], [.register(mask), part, .register(home[k])], operandKinds: [.bool, kinds[k], kinds[k]])
            } else {
                builder.emit(.copy, into: home[k], [part], operandKinds: [kinds[k]])
            }
        }
        variable.value.parts = home.map { .register($0) }
        frame.variables[slot] = variable
    }

    // MARK: Masks

    /// A fresh mask register holding `current ∧ condition` (or a copy of either).
    func narrowedMask(_ condition: IROperand?) -> IRRegister {
        let fresh = builder.allocate(.bool)
        switch (currentMask, condition) {
        case (nil, nil): builder.emit(.copy, into: fresh, [.bool(true)], operandKinds: [.bool])
        case (let m?, nil): builder.emit(.copy, into: fresh, [.register(m)], operandKinds: [.bool])
        case (nil, let c?): builder.emit(.copy, into: fresh, [c], operandKinds: [.bool])
        case (let m?, let c?): builder.emit(.and, into: fresh, [.register(m), c], operandKinds: [.bool, .bool])
        }
        return fresh
    }

    /// Removes the lanes leaving (given as `notLeaving`, the lanes staying) from a region's mask
    /// (creating it from "all lanes" if needed).
    func clear(staying notLeaving: IROperand, from region: Region) {
        if let mask = region.mask {
            builder.emit(.and, into: mask, [.register(mask), notLeaving], operandKinds: [.bool, .bool])
        } else {
            let fresh = builder.allocate(.bool)
            builder.emit(.copy, into: fresh, [notLeaving], operandKinds: [.bool])
            region.mask = fresh
        }
    }

    /// The lanes running the current code, as an operand.
    var currentMaskOperand: IROperand { currentMask.map { .register($0) } ?? .bool(true) }

    /// Runs `body` in a new region whose lanes are `mask`.
    func inRegion<T>(_ mask: IRRegister?, loop: Loop? = nil, _ body: () throws(CompileFailure) -> T) throws(CompileFailure) -> T {
        regions.append(Region(mask: mask, loop: loop))
        builder.forgetCommonValues()
        defer {
            regions.removeLast()
            builder.forgetCommonValues()
        }
        return try body()
    }

    // MARK: Results

    func prepareResult(for function: CheckedFunction) throws(CompileFailure) {
        guard function.returnType != .void, AssignmentScan.hasNestedReturn(function.body) else { return }
        let kinds = function.returnType.flatScalars.map(\.laneKind)
        frame.resultHome = kinds.map { kind in
            let r = builder.allocate(kind)
            builder.emit(.copy, into: r, [.constant(0)], operandKinds: [kind])
            return r
        }
    }

    func finishResult(_ function: CheckedFunction) throws(CompileFailure) -> LoweredValue {
        if function.returnType == .void { return LoweredValue(.void, []) }
        if let result = frame.result, !frame.hasPartialReturn { return result }
        if let home = frame.resultHome {
            return LoweredValue(function.returnType, home.map { .register($0) })
        }
        throw CompileFailure(location: function.location, message: "non-void function '\(function.name)' does not return a value")
    }

    /// `return value`: records the lanes' result and clears them from every region of the function.
    func compileReturn(_ value: LoweredValue?) {
        let atBase = regions.count == frame.baseRegion + 1
        if let value, frame.function.returnType != .void {
            if atBase && !frame.hasPartialReturn {
                // No lane returned before: the value is the result as it is (any result
                // registers made for returns in branches never ran and are dead code).
                frame.result = value
            } else if let home = frame.resultHome {
                let kinds = value.type.flatScalars.map(\.laneKind)
                for (k, part) in value.parts.enumerated() {
                    if let mask = currentMask {
                        builder.emit(.select, into: home[k], [.register(mask), part, .register(home[k])], operandKinds: [.bool, kinds[k], kinds[k]])
                    } else {
                        builder.emit(.copy, into: home[k], [part], operandKinds: [kinds[k]])
                    }
                }
            }
        }
        guard !atBase else { return }
        frame.hasPartialReturn = true
        // The lanes staying, computed once before any mask changes (the current mask is one of them).
        let staying = builder.emit(.not, .bool, [currentMaskOperand], operandKinds: [.bool])
        for region in regions[frame.baseRegion...].reversed() {
            clear(staying: staying, from: region)
            if let loop = region.loop {
                builder.emit(.and, into: loop.active, [.register(loop.active), staying], operandKinds: [.bool, .bool])
            }
        }
    }

    /// `break` (or `continue` when `isContinue`): clears the lanes from the regions up to the loop body.
    func compileLoopExit(isContinue: Bool, at location: SourceLocation) throws(CompileFailure) {
        let staying = builder.emit(.not, .bool, [currentMaskOperand], operandKinds: [.bool])
        for region in regions[frame.baseRegion...].reversed() {
            clear(staying: staying, from: region)
            if let loop = region.loop {
                if !isContinue {
                    builder.emit(.and, into: loop.active, [.register(loop.active), staying], operandKinds: [.bool, .bool])
                }
                return
            }
        }
        throw CompileFailure(location: location, message: "'\(isContinue ? "continue" : "break")' statement not in loop statement")
    }
}
