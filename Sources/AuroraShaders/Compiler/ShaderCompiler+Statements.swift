/// Statements: blocks, `if`/`else` as masked regions, loops bounded by the iteration counter, calls inlined.

extension ShaderCompiler {
    /// Compiles statements in order; stops after one that leaves on every lane (the rest is dead).
    func compileBlock(_ statements: [TypedStatement]) throws(CompileFailure) -> Flow {
        for statement in statements {
            if try compile(statement) == .leaves { return .leaves }
        }
        return .continues
    }

    func compile(_ statement: TypedStatement) throws(CompileFailure) -> Flow {
        switch statement.kind {
        case .declare(let slot, let type, let initial):
            var value = LoweredValue.zero(type)
            if let initial { value = try lower(initial) }
            if type.flatCount == 0 && value.resource == nil {
                throw CompileFailure(location: statement.location, message: "variables of type '\(type)' are not supported")
            }
            value.type = type
            declare(slot, value)
            return .continues
        case .expression(let expression):
            _ = try lower(expression)
            return .continues
        case .block(let statements):
            return try compileBlock(statements)
        case .ifElse(let condition, let then, let otherwise):
            return try compileIf(condition, then, otherwise)
        case .loop(let condition, let body, let step, let testsFirst):
            try compileLoop(condition, body, step, testsFirst: testsFirst, at: statement.location)
            return .continues
        case .breakLoop:
            try compileLoopExit(isContinue: false, at: statement.location)
            return .leaves
        case .continueLoop:
            try compileLoopExit(isContinue: true, at: statement.location)
            return .leaves
        case .returnValue(let expression):
            let value = try expression.map { e throws(CompileFailure) in try lower(e) }
            compileReturn(value.map { v in LoweredValue(frame.function.returnType, v.parts) })
            return .leaves
        }
    }

    private func compileIf(_ condition: TypedExpression, _ then: [TypedStatement], _ otherwise: [TypedStatement]) throws(CompileFailure) -> Flow {
        let c = try lower(condition).parts[0]
        if let bits = c.constantBits {
            // A condition known when compiling: only the branch taken is compiled.
            return try compileBlock(bits != 0 ? then : otherwise)
        }
        materializeAssigned(in: then + otherwise)
        let thenMask = narrowedMask(c)
        let skipThen = builder.append(IRInstruction(.jumpIfNone, 0, thenMask, 0))
        let thenFlow = try inRegion(thenMask) { () throws(CompileFailure) in try compileBlock(then) }
        builder.patchJump(skipThen, to: builder.nextIndex)
        guard !otherwise.isEmpty else { return .continues }
        let notC = builder.emit(.not, .bool, [c], operandKinds: [.bool])
        let elseMask = narrowedMask(notC)
        let skipElse = builder.append(IRInstruction(.jumpIfNone, 0, elseMask, 0))
        let elseFlow = try inRegion(elseMask) { () throws(CompileFailure) in try compileBlock(otherwise) }
        builder.patchJump(skipElse, to: builder.nextIndex)
        // When both branches leave, every lane of the current region has left.
        return thenFlow == .leaves && elseFlow == .leaves ? .leaves : .continues
    }

    private func compileLoop(_ condition: TypedExpression?, _ body: [TypedStatement], _ step: TypedExpression?,
                             testsFirst: Bool, at location: SourceLocation) throws(CompileFailure) {
        materializeAssigned(in: body, [condition, step])
        let loopNumber = Int32(loopLocations.count)
        loopLocations.append(location)
        let counter: IRRegister
        if let existing = iterationCounter {
            counter = existing
        } else {
            counter = builder.allocate(.int)
            iterationCounter = counter
        }
        let active = narrowedMask(nil)
        let loop = Loop(active: active)
        var enterBody: Int?
        if !testsFirst { enterBody = builder.append(IRInstruction(.jump, 0, 0)) }
        builder.forgetCommonValues()
        let top = builder.nextIndex
        if let condition {
            let c = try inRegion(active) { () throws(CompileFailure) in try lower(condition).parts[0] }
            if c.constantBits != 0xFFFF_FFFF {
                builder.emit(.and, into: active, [.register(active), c], operandKinds: [.bool, .bool])
            }
        }
        let exit = builder.append(IRInstruction(.jumpIfNone, 0, active, 0))
        if let enterBody { builder.patchJump(enterBody, to: builder.nextIndex) }
        builder.append(IRInstruction(.loopCount, counter, active, 0, loopNumber))
        let bodyMask = builder.allocate(.bool)
        builder.emit(.copy, into: bodyMask, [.register(active)], operandKinds: [.bool])
        _ = try inRegion(bodyMask, loop: loop) { () throws(CompileFailure) in try compileBlock(body) }
        if let step {
            _ = try inRegion(active) { () throws(CompileFailure) in try lower(step) }
        }
        builder.append(IRInstruction(.jump, 0, top))
        builder.patchJump(exit, to: builder.nextIndex)
    }

    /// Inlines a call of `function` with `arguments`; the result is the function's value.
    func inline(_ function: CheckedFunction, _ arguments: [LoweredValue], at location: SourceLocation) throws(CompileFailure) -> LoweredValue {
        guard frames.count < Self.maximumCallDepth else {
            throw CompileFailure(location: location, message: "calls nested more than \(Self.maximumCallDepth) deep")
        }
        guard !frames.contains(where: { $0.function.name == function.name }) else {
            throw CompileFailure(location: location, message: "recursive call to '\(function.name)' is not supported")
        }
        var baseMask = currentMask
        if AssignmentScan.hasNestedReturn(function.body) {
            // Returns narrow the function's own mask: it must be a register of its own, made
            // before any branch of the function (see `compileEntry`).
            baseMask = narrowedMask(nil)
        }
        // No common-value reset here: a function's own top level runs whenever its call does.
        regions.append(Region(mask: baseMask, loop: nil))
        let callee = Frame(function: function, baseRegion: regions.count - 1)
        frames.append(callee)
        defer {
            frames.removeLast()
            regions.removeLast()
        }
        for (parameter, argument) in zip(function.parameters, arguments) {
            var value = argument
            value.type = parameter.type
            declare(parameter.slot, value)
        }
        try prepareResult(for: function)
        _ = try compileBlock(function.body)
        return try finishResult(function)
    }
}

/// Finds what a piece of code assigns and whether it returns from inside a branch or loop.
enum AssignmentScan {
    /// Adds the slots `statements` assign (their own frame's slots; calls are separate frames).
    static func collect(_ statements: [TypedStatement], into slots: inout Set<Int>) {
        for statement in statements {
            switch statement.kind {
            case .declare(_, _, let initial): if let initial { collect(initial, into: &slots) }
            case .expression(let e): collect(e, into: &slots)
            case .block(let inner): collect(inner, into: &slots)
            case .ifElse(let c, let t, let e):
                collect(c, into: &slots)
                collect(t, into: &slots)
                collect(e, into: &slots)
            case .loop(let c, let body, let step, _):
                if let c { collect(c, into: &slots) }
                collect(body, into: &slots)
                if let step { collect(step, into: &slots) }
            case .returnValue(let e): if let e { collect(e, into: &slots) }
            case .breakLoop, .continueLoop: break
            }
        }
    }

    /// Adds the slots `expression` assigns.
    static func collect(_ expression: TypedExpression, into slots: inout Set<Int>) {
        switch expression.kind {
        case .assign(let target, let value):
            slots.insert(target.slot)
            collect(target, into: &slots)
            collect(value, into: &slots)
        case .increment(let target, _, _):
            slots.insert(target.slot)
            collect(target, into: &slots)
        case .literal, .local, .constant: break
        case .swizzle(let e, _), .member(let e, _), .unary(_, let e), .convert(let e), .matrixDiagonal(let e):
            collect(e, into: &slots)
        case .index(let b, let i):
            collect(b, into: &slots)
            collect(i, into: &slots)
        case .binary(_, let a, let b):
            collect(a, into: &slots)
            collect(b, into: &slots)
        case .conditional(let c, let a, let b):
            collect(c, into: &slots)
            collect(a, into: &slots)
            collect(b, into: &slots)
        case .construct(let parts), .builtin(_, let parts), .call(_, let parts), .sequence(let parts):
            for p in parts { collect(p, into: &slots) }
        case .layerSample(let l, let p):
            collect(l, into: &slots)
            collect(p, into: &slots)
        case .textureSample(let t, let s, let c):
            collect(t, into: &slots)
            collect(s, into: &slots)
            collect(c, into: &slots)
        case .textureSize(let t, _):
            collect(t, into: &slots)
        }
    }

    private static func collect(_ target: TypedLValue, into slots: inout Set<Int>) {
        for step in target.path { if case .index(let e) = step { collect(e, into: &slots) } }
    }

    /// Whether a `return` sits inside an `if` or a loop (so lanes may return at different points).
    static func hasNestedReturn(_ statements: [TypedStatement], nested: Bool = false) -> Bool {
        statements.contains { statement in
            switch statement.kind {
            case .returnValue: nested
            case .block(let inner): hasNestedReturn(inner, nested: nested)
            case .ifElse(_, let t, let e): hasNestedReturn(t, nested: true) || hasNestedReturn(e, nested: true)
            case .loop(_, let body, _, _): hasNestedReturn(body, nested: true)
            default: false
            }
        }
    }
}
