/// `Checker+Assignments`: assignment targets, and compound assignments expanded to plain ones.

extension Checker {
    /// An assignment target with the expression that reads it and whether its indices have effects.
    struct CheckedTarget {
        var lvalue: TypedLValue
        var read: TypedExpression
        var indicesHaveEffects: Bool
    }

    /// The target of an assignment or increment: a variable, then swizzles, fields and indices.
    mutating func checkLValue(_ syntax: ExpressionSyntax) throws(Failure) -> CheckedTarget {
        let location = syntax.location
        switch syntax.kind {
        case .name(let name):
            guard let variable = lookupLocal(name) else {
                if let index = constantIndex[name] {
                    throw error("cannot assign to variable '\(name)' with const-qualified type 'const \(constants[index].type)'", at: location)
                }
                _ = try checkName(name, at: location)
                throw error("expression is not assignable", at: location)
            }
            if variable.isPoisoned { throw Failure() }
            if variable.isConst {
                throw error("cannot assign to variable '\(name)' with const-qualified type 'const \(variable.type)'", at: location)
            }
            switch variable.type {
            case .deviceArray, .layer, .texture, .sampler:
                throw error("cannot assign to a parameter of type '\(variable.type)'", at: location)
            default:
                break
            }
            let lvalue = TypedLValue(slot: variable.slot, path: [], type: variable.type, location: location)
            return CheckedTarget(lvalue: lvalue, read: TypedExpression(.local(slot: variable.slot), type: variable.type, location: location),
                                 indicesHaveEffects: false)
        case .member(let baseSyntax, let name):
            var target = try checkLValue(baseSyntax)
            switch target.lvalue.type {
            case .vector(let scalar, let count):
                let indices = try swizzleIndices(name, count: count, type: target.lvalue.type, at: location)
                guard Set(indices).count == indices.count else {
                    throw error("vector is not assignable (contains duplicate components)", at: location)
                }
                let type: ShaderType = indices.count == 1 ? .scalar(scalar) : .vector(scalar, count: indices.count)
                target.lvalue.path.append(.swizzle(indices))
                target.lvalue.type = type
                target.read = TypedExpression(.swizzle(target.read, components: indices), type: type, location: location)
            case .structure:
                let read = try checkMember(target.read, name, at: location)
                guard case .member(_, let field) = read.kind else { throw error("expression is not assignable", at: location) }
                target.lvalue.path.append(.member(field))
                target.lvalue.type = read.type
                target.read = read
            default:
                _ = try checkMember(target.read, name, at: location)
                throw error("expression is not assignable", at: location)
            }
            return target
        case .index(let baseSyntax, let indexSyntax):
            var target = try checkLValue(baseSyntax)
            guard let element = elementType(of: target.lvalue.type) else {
                throw error("subscripted value is not an array, pointer, or vector", at: location)
            }
            let index = try checkArrayIndex(indexSyntax)
            target.lvalue.path.append(.index(index))
            target.lvalue.type = element
            target.read = TypedExpression(.index(target.read, index: index), type: element, location: location)
            target.indicesHaveEffects = target.indicesHaveEffects || Self.hasEffects(index)
            return target
        default:
            _ = try checkExpression(syntax)
            throw error("expression is not assignable", at: location)
        }
    }

    /// `target = value` or `target op= value`, the latter expanded to `target = T(target op value)`.
    mutating func checkAssignment(_ op: String, _ targetSyntax: ExpressionSyntax, _ valueSyntax: ExpressionSyntax,
                                  at location: SourceLocation) throws(Failure) -> TypedExpression {
        let target = try checkLValue(targetSyntax)
        let value = try checkExpression(valueSyntax)
        let type = target.lvalue.type
        let stored: TypedExpression
        if op == "=" {
            stored = try assignmentValue(value, to: type)
        } else {
            guard !target.indicesHaveEffects else {
                throw error("compound assignment to an element indexed by an expression with side effects is not supported by Aurora's Metal subset",
                            at: location)
            }
            let combined = try checkBinary(String(op.dropLast()), target.read, value, at: location)
            stored = try assignmentValue(combined, to: type)
        }
        return TypedExpression(.assign(target.lvalue, stored), type: type, location: location)
    }

    /// A value stored into a variable of `type`, converted implicitly.
    mutating func assignmentValue(_ value: TypedExpression, to type: ShaderType) throws(Failure) -> TypedExpression {
        try implicitConversion(value, to: type) { target, source in
            "assigning to '\(target)' from incompatible type '\(source)'"
        }
    }

    /// Whether evaluating `expression` can change a variable (an assignment, increment or user call).
    static func hasEffects(_ expression: TypedExpression) -> Bool {
        switch expression.kind {
        case .assign, .increment, .call: return true
        case .literal, .local, .constant, .textureSize: return false
        case .swizzle(let base, _), .member(let base, _), .unary(_, let base), .convert(let base), .matrixDiagonal(let base):
            return hasEffects(base)
        case .index(let base, let index): return hasEffects(base) || hasEffects(index)
        case .binary(_, let a, let b): return hasEffects(a) || hasEffects(b)
        case .conditional(let a, let b, let c): return hasEffects(a) || hasEffects(b) || hasEffects(c)
        case .construct(let parts), .builtin(_, let parts), .sequence(let parts): return parts.contains(where: hasEffects)
        case .layerSample(let a, let b): return hasEffects(a) || hasEffects(b)
        case .textureSample(let a, let b, let c): return hasEffects(a) || hasEffects(b) || hasEffects(c)
        }
    }
}
