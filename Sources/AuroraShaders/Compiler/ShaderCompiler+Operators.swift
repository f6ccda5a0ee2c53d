/// Binary operators: componentwise arithmetic, comparisons and bit operations, and the matrix products.

extension ShaderCompiler {
    /// `a op b` with the result of type `type` (operand rules of `TypedExpression`); a `half`
    /// result is rounded unless `rounds` is false (inside `half` arithmetic, see `lowerHalfArithmetic`).
    func binary(_ op: BinaryOperator, _ a: LoweredValue, _ b: LoweredValue, type: ShaderType,
                at location: SourceLocation, rounds: Bool = true) throws(CompileFailure) -> LoweredValue {
        if op == .multiply, let product = try matrixProduct(a, b, type: type, at: location) { return product }
        guard let scalar = a.type.scalarType ?? b.type.scalarType, let operation = Self.componentOperation(op, scalar) else {
            throw CompileFailure(location: location, message: "invalid operands to binary expression ('\(a.type)' and '\(b.type)')")
        }
        let count = max(a.parts.count, b.parts.count)
        guard a.parts.count == count || a.parts.count == 1, b.parts.count == count || b.parts.count == 1, count > 0 else {
            throw CompileFailure(location: location, message: "invalid operands to binary expression ('\(a.type)' and '\(b.type)')")
        }
        let result = type.scalarType ?? scalar
        let parts = (0..<count).map { k in
            let x = a.parts[a.parts.count == 1 ? 0 : k], y = b.parts[b.parts.count == 1 ? 0 : k]
            let value = emit(operation, result, [x, y], scalar)
            return rounds ? rounded(value, result) : value
        }
        return LoweredValue(type, parts)
    }

    /// The VM operation of a componentwise operator on `scalar` lanes.
    static func componentOperation(_ op: BinaryOperator, _ scalar: ScalarType) -> IROperation? {
        let isFloat = scalar.isFloatingPoint, isUnsigned = scalar == .uint
        switch op {
        case .add: return isFloat ? .fadd : .iadd
        case .subtract: return isFloat ? .fsub : .isub
        case .multiply: return isFloat ? .fmul : .imul
        case .divide: return isFloat ? .fdiv : (isUnsigned ? .udiv : .idiv)
        case .remainder: return isFloat ? .fmod : (isUnsigned ? .urem : .irem)
        case .shiftLeft: return isFloat ? nil : .shl
        case .shiftRight: return isFloat ? nil : (isUnsigned ? .lshr : .ashr)
        case .bitwiseAnd, .logicalAnd: return isFloat ? nil : .and
        case .bitwiseOr, .logicalOr: return isFloat ? nil : .or
        case .bitwiseXor: return isFloat ? nil : .xor
        case .less: return isFloat ? .flt : (isUnsigned ? .ult : .ilt)
        case .lessEqual: return isFloat ? .fle : (isUnsigned ? .ule : .ile)
        case .greater: return isFloat ? .fgt : (isUnsigned ? .ugt : .igt)
        case .greaterEqual: return isFloat ? .fge : (isUnsigned ? .uge : .ige)
        case .equal: return isFloat ? .feq : .ieq
        case .notEqual: return isFloat ? .fne : .ine
        }
    }

    /// The sum of products `Σ x[k]·y[k]` in order, in `scalar` lanes (not rounded).
    func sumOfProducts(_ x: [IROperand], _ y: [IROperand], _ scalar: ScalarType) -> IROperand {
        var sum = emit(.fmul, scalar, [x[0], y[0]], scalar)
        for k in 1..<min(x.count, y.count) {
            sum = emit(.fadd, scalar, [sum, emit(.fmul, scalar, [x[k], y[k]], scalar)], scalar)
        }
        return sum
    }

    /// Matrix × matrix, matrix × vector, vector × matrix and matrix × scalar; `nil` for other operands.
    private func matrixProduct(_ a: LoweredValue, _ b: LoweredValue, type: ShaderType,
                               at location: SourceLocation) throws(CompileFailure) -> LoweredValue? {
        switch (a.type, b.type) {
        case (.matrix(let s, let ca, let ra), .matrix(_, let cb, let rb)):
            guard ca == rb else { break }
            var parts: [IROperand] = []
            for j in 0..<cb {
                let column = Array(b.parts[(j * rb)..<((j + 1) * rb)])
                for i in 0..<ra {
                    let row = (0..<ca).map { k in a.parts[k * ra + i] }
                    parts.append(rounded(sumOfProducts(row, column, s), s))
                }
            }
            return LoweredValue(type, parts)
        case (.matrix(let s, let ca, let ra), .vector(_, let n)):
            guard ca == n else { break }
            let parts = (0..<ra).map { i in
                rounded(sumOfProducts((0..<ca).map { k in a.parts[k * ra + i] }, b.parts, s), s)
            }
            return LoweredValue(type, parts)
        case (.vector(let s, let n), .matrix(_, let cb, let rb)):
            guard rb == n else { break }
            let parts = (0..<cb).map { j in rounded(sumOfProducts(a.parts, Array(b.parts[(j * rb)..<((j + 1) * rb)]), s), s) }
            return LoweredValue(type, parts)
        case (.matrix(let s, _, _), .scalar):
            return LoweredValue(type, a.parts.map { rounded(emit(.fmul, s, [$0, b.parts[0]], s), s) })
        case (.scalar, .matrix(let s, _, _)):
            return LoweredValue(type, b.parts.map { rounded(emit(.fmul, s, [a.parts[0], $0], s), s) })
        default:
            return nil
        }
        throw CompileFailure(location: location, message: "invalid operands to binary expression ('\(a.type)' and '\(b.type)')")
    }
}
