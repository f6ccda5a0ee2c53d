/// `Checker+Statements`: statements, scopes, loops and the all-paths-return rule.

extension Checker {
    /// The statements of a block, in a new scope; a failed statement is reported and skipped.
    mutating func checkStatements(_ statements: [StatementSyntax]) -> [TypedStatement] {
        scopes.append([:])
        defer { scopes.removeLast() }
        var result: [TypedStatement] = []
        for statement in statements {
            do throws(Failure) {
                result += try checkStatement(statement)
            } catch {
                continue
            }
        }
        return result
    }

    /// The body of an `if`, `else` or loop, in its own scope (a `{ … }` body is not wrapped twice).
    mutating func checkBody(_ statement: StatementSyntax) -> [TypedStatement] {
        if case .block(let inner) = statement.kind { return checkStatements(inner) }
        return checkStatements([statement])
    }

    /// One statement (a declaration of several names gives several statements).
    mutating func checkStatement(_ syntax: StatementSyntax) throws(Failure) -> [TypedStatement] {
        let location = syntax.location
        switch syntax.kind {
        case .declaration(let declaration):
            return try checkDeclaration(declaration)
        case .expression(let expression):
            return [TypedStatement(.expression(try checkExpression(expression)), location: location)]
        case .block(let statements):
            return [TypedStatement(.block(checkStatements(statements)), location: location)]
        case .ifElse(let conditionSyntax, let then, let otherwise):
            let test = try condition(conditionSyntax)
            let thenBody = checkBody(then)
            let elseBody = otherwise.map { checkBody($0) } ?? []
            return [TypedStatement(.ifElse(condition: test, then: thenBody, else: elseBody), location: location)]
        case .forLoop(let initializer, let conditionSyntax, let stepSyntax, let body):
            scopes.append([:])
            defer { scopes.removeLast() }
            var prefix: [TypedStatement] = []
            if let initializer { prefix = try checkStatement(initializer) }
            let test = try conditionSyntax.map { (c) throws(Failure) in try condition(c) }
            let step = try stepSyntax.map { (s) throws(Failure) in try checkExpression(s) }
            loopDepth += 1
            let loopBody = checkBody(body)
            loopDepth -= 1
            let loop = TypedStatement(.loop(condition: test, body: loopBody, step: step, testsFirst: true), location: location)
            return [TypedStatement(.block(prefix + [loop]), location: location)]
        case .whileLoop(let conditionSyntax, let body):
            let test = try condition(conditionSyntax)
            loopDepth += 1
            let loopBody = checkBody(body)
            loopDepth -= 1
            return [TypedStatement(.loop(condition: test, body: loopBody, step: nil, testsFirst: true), location: location)]
        case .doWhile(let body, let conditionSyntax):
            loopDepth += 1
            let loopBody = checkBody(body)
            loopDepth -= 1
            let test = try condition(conditionSyntax)
            return [TypedStatement(.loop(condition: test, body: loopBody, step: nil, testsFirst: false), location: location)]
        case .breakStatement:
            guard loopDepth > 0 else { throw error("'break' statement not in loop or switch statement", at: location) }
            return [TypedStatement(.breakLoop, location: location)]
        case .continueStatement:
            guard loopDepth > 0 else { throw error("'continue' statement not in loop statement", at: location) }
            return [TypedStatement(.continueLoop, location: location)]
        case .returnStatement(let valueSyntax):
            let returnType = currentFunction?.returnType ?? .void
            let name = currentFunction?.name ?? ""
            if currentFunction?.hasInvalidReturnType == true {
                if let valueSyntax { _ = try checkExpression(valueSyntax) }
                throw Failure()
            }
            guard let valueSyntax else {
                guard returnType == .void else { throw error("non-void function '\(name)' should return a value", at: location) }
                return [TypedStatement(.returnValue(nil), location: location)]
            }
            let value = try checkExpression(valueSyntax)
            guard returnType != .void else {
                throw error("void function '\(name)' should not return a value", at: location)
            }
            let converted = try implicitConversion(value, to: returnType) { target, source in
                "cannot initialize return object of type '\(target)' with an rvalue of type '\(source)'"
            }
            return [TypedStatement(.returnValue(converted), location: location)]
        case .empty:
            return []
        }
    }

    /// `type a = 1, b[3], c;`: one `.declare` per name, each in scope from its own initializer on.
    mutating func checkDeclaration(_ declaration: VariableDeclarationSyntax) throws(Failure) -> [TypedStatement] {
        let base: ShaderType
        do throws(Failure) {
            base = try resolveType(declaration.type, context: .local)
        } catch {
            // The names still exist, so their uses are not reported again as undeclared.
            for declarator in declaration.declarators {
                _ = declareLocal(declarator.name, type: .void, isConst: false, isPoisoned: true, at: declarator.location)
            }
            throw error
        }
        let isConst = declaration.type.isConst || declaration.type.addressSpace == "constant"
        var result: [TypedStatement] = []
        var firstFailure: Failure?
        for declarator in declaration.declarators {
            var type = base
            var initial: TypedExpression?
            do throws(Failure) {
                type = try arrayType(base, declarator)
                localScalarTotal += Self.scalarCount(of: type)
                if localScalarTotal > Self.maximumTotalScalarCount {
                    type = .void
                    throw error("local variables hold more than \(Self.maximumTotalScalarCount) numbers in all, Aurora's limit",
                                at: declarator.location)
                }
                initial = try checkInitializer(declarator, type: type, isConst: isConst)
            } catch {
                firstFailure = firstFailure ?? error
            }
            // Declared even after an error, so later uses do not report it as undeclared.
            let value = isConst ? initial.flatMap { foldedValue($0) } : nil
            let slot = declareLocal(declarator.name, type: type, isConst: isConst, value: value, at: declarator.location)
            result.append(TypedStatement(.declare(slot: slot, type: type, initial: initial), location: declarator.location))
        }
        if let firstFailure { throw firstFailure }
        return result
    }

    /// Whether running `statements` always ends in a `return` (or a loop that never exits).
    func alwaysReturns(_ statements: [TypedStatement]) -> Bool {
        statements.contains { statement in
            switch statement.kind {
            case .returnValue: return true
            case .block(let inner): return alwaysReturns(inner)
            case .ifElse(_, let then, let otherwise): return alwaysReturns(then) && alwaysReturns(otherwise)
            case .loop(let condition, let body, _, let testsFirst):
                if !testsFirst, alwaysReturns(body), !containsBreak(body) { return true }
                let forever: Bool
                if let condition { forever = condition.kind == .literal(.bool(true)) } else { forever = true }
                return forever && !containsBreak(body)
            default: return false
            }
        }
    }

    /// Whether `statements` contain a `break` of the loop they belong to (not of a nested loop).
    func containsBreak(_ statements: [TypedStatement]) -> Bool {
        statements.contains { statement in
            switch statement.kind {
            case .breakLoop: true
            case .block(let inner): containsBreak(inner)
            case .ifElse(_, let then, let otherwise): containsBreak(then) || containsBreak(otherwise)
            default: false
            }
        }
    }
}
