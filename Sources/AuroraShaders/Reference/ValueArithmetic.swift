/// `ValueArithmetic`: conversions and operators on `ShaderValue`s, exactly as the subset defines them.

/// The scalar arithmetic of the reference evaluator (and of constant folding in the checker).
enum ValueArithmetic {
    // MARK: Conversions

    /// `value` converted to `type`, by the rules of `TypedExpression.Kind.convert`.
    static func convert(_ value: ShaderValue, to type: ShaderType) -> ShaderValue {
        switch type {
        case .scalar(let scalar):
            return convertScalar(value, to: scalar)
        case .vector(let scalar, let count):
            if case .vector(let parts) = value {
                return .vector(parts.map { convertScalar($0, to: scalar) })
            }
            return .vector(Array(repeating: convertScalar(value, to: scalar), count: count))
        case .matrix(let scalar, let columns, let rows):
            if case .matrix(let parts) = value {
                return .matrix(parts.map { convert($0, to: .vector(scalar, count: rows)) })
            }
            return .matrix(Array(repeating: convert(value, to: .vector(scalar, count: rows)), count: columns))
        default:
            return value
        }
    }

    /// A scalar converted to another scalar type.
    static func convertScalar(_ value: ShaderValue, to scalar: ScalarType) -> ShaderValue {
        switch scalar {
        case .bool:
            switch value {
            case .bool: return value
            case .int(let i): return .bool(i != 0)
            case .uint(let u): return .bool(u != 0)
            case .float(let f): return .bool(f != 0)
            case .half(let h): return .bool(h != 0)
            default: return .bool(false)
            }
        case .int:
            switch value {
            case .bool(let b): return .int(b ? 1 : 0)
            case .int: return value
            case .uint(let u): return .int(Int32(bitPattern: u))
            case .float(let f): return .int(saturatingInt32(f))
            case .half(let h): return .int(saturatingInt32(Float(h)))
            default: return .int(0)
            }
        case .uint:
            switch value {
            case .bool(let b): return .uint(b ? 1 : 0)
            case .int(let i): return .uint(UInt32(bitPattern: i))
            case .uint: return value
            case .float(let f): return .uint(saturatingUInt32(f))
            case .half(let h): return .uint(saturatingUInt32(Float(h)))
            default: return .uint(0)
            }
        case .float:
            return .float(value.floatValue ?? 0)
        case .half:
            if case .half = value { return value }
            return .half(Float16(value.floatValue ?? 0))
        }
    }

    /// `f` truncated toward zero and clamped to `Int32`'s range; NaN gives 0.
    static func saturatingInt32(_ f: Float) -> Int32 {
        guard !f.isNaN else { return 0 }
        if f >= 2147483648 { return .max }
        if f <= -2147483648 { return .min }
        return Int32(f.rounded(.towardZero))
    }

    /// `f` truncated toward zero and clamped to `UInt32`'s range; NaN gives 0.
    static func saturatingUInt32(_ f: Float) -> UInt32 {
        guard !f.isNaN, f > 0 else { return 0 }
        if f >= 4294967296 { return .max }
        return UInt32(f.rounded(.towardZero))
    }

    // MARK: Componentwise helpers

    /// Applies `body` to each scalar of `value` (a scalar, vector or matrix).
    static func map(_ value: ShaderValue, _ body: (ShaderValue) -> ShaderValue) -> ShaderValue {
        switch value {
        case .vector(let parts): .vector(parts.map(body))
        case .matrix(let columns): .matrix(columns.map { map($0, body) })
        default: body(value)
        }
    }

    /// `half` components as exact `float`s (the unrounded form of `half` arithmetic).
    static func widenedHalf(_ value: ShaderValue) -> ShaderValue {
        map(value) { if case .half(let h) = $0 { .float(Float(h)) } else { $0 } }
    }

    /// `float` components rounded to `half` (where `half` arithmetic ends).
    static func roundedToHalf(_ value: ShaderValue) -> ShaderValue {
        map(value) { if case .float(let f) = $0 { .half(Float16(f)) } else { $0 } }
    }

    /// Applies `body` to matching scalars of `a` and `b` (same shape; a scalar pairs with every component).
    static func zip(_ a: ShaderValue, _ b: ShaderValue, _ body: (ShaderValue, ShaderValue) -> ShaderValue) -> ShaderValue {
        switch (a, b) {
        case (.vector(let x), .vector(let y)): return .vector(Swift.zip(x, y).map { body($0, $1) })
        case (.matrix(let x), .matrix(let y)): return .matrix(Swift.zip(x, y).map { zip($0, $1, body) })
        case (.vector, _), (.matrix, _): return map(a) { body($0, b) }
        case (_, .vector), (_, .matrix): return map(b) { body(a, $0) }
        default: return body(a, b)
        }
    }

    /// Applies `body` to matching scalars of three values of one shape (scalars pair with every component).
    static func zip3(_ a: ShaderValue, _ b: ShaderValue, _ c: ShaderValue,
                     _ body: (ShaderValue, ShaderValue, ShaderValue) -> ShaderValue) -> ShaderValue {
        let count = [a, b, c].map { if case .vector(let parts) = $0 { parts.count } else { 0 } }.max() ?? 0
        guard count > 0 else { return body(a, b, c) }
        func component(_ v: ShaderValue, _ i: Int) -> ShaderValue {
            if case .vector(let parts) = v { return i < parts.count ? parts[i] : v }
            return v
        }
        return .vector((0..<count).map { body(component(a, $0), component(b, $0), component(c, $0)) })
    }

    /// A floating-point function of one scalar, giving a result of the operand's type (half rounds).
    static func floating(_ value: ShaderValue, _ body: (Float) -> Float) -> ShaderValue {
        map(value) { scalar in
            switch scalar {
            case .half(let h): .half(Float16(body(Float(h))))
            default: .float(body(scalar.floatValue ?? 0))
            }
        }
    }

    /// A floating-point function of two scalars of one type.
    static func floating2(_ a: ShaderValue, _ b: ShaderValue, _ body: (Float, Float) -> Float) -> ShaderValue {
        zip(a, b) { x, y in
            if case .half = x { return .half(Float16(body(x.floatValue ?? 0, y.floatValue ?? 0))) }
            return .float(body(x.floatValue ?? 0, y.floatValue ?? 0))
        }
    }

    /// A floating-point function of three scalars of one type.
    static func floating3(_ a: ShaderValue, _ b: ShaderValue, _ c: ShaderValue,
                          _ body: (Float, Float, Float) -> Float) -> ShaderValue {
        zip3(a, b, c) { x, y, z in
            let result = body(x.floatValue ?? 0, y.floatValue ?? 0, z.floatValue ?? 0)
            if case .half = x { return .half(Float16(result)) }
            return .float(result)
        }
    }

    // MARK: Operators

    /// A unary operator.
    static func unary(_ op: UnaryOperator, _ value: ShaderValue) -> ShaderValue {
        map(value) { scalar in
            switch (op, scalar) {
            case (.negate, .int(let i)): .int(0 &- i)
            case (.negate, .uint(let u)): .uint(0 &- u)
            case (.negate, .float(let f)): .float(-f)
            case (.negate, .half(let h)): .half(-h)
            case (.logicalNot, .bool(let b)): .bool(!b)
            case (.bitwiseNot, .int(let i)): .int(~i)
            case (.bitwiseNot, .uint(let u)): .uint(~u)
            default: scalar
            }
        }
    }

    /// A binary operator on operands of the types the checker guarantees (see `TypedExpression`).
    static func binary(_ op: BinaryOperator, _ a: ShaderValue, _ b: ShaderValue) -> ShaderValue {
        if op == .multiply, let product = linearAlgebraProduct(a, b) { return product }
        return zip(a, b) { scalar(op, $0, $1) }
    }

    /// One scalar operation.
    static func scalar(_ op: BinaryOperator, _ a: ShaderValue, _ b: ShaderValue) -> ShaderValue {
        switch (a, b) {
        case (.float(let x), .float(let y)):
            return floatOperation(op, x, y).map { .float($0) } ?? .bool(compare(op, x, y))
        case (.half(let x), .half(let y)):
            return floatOperation(op, Float(x), Float(y)).map { .half(Float16($0)) } ?? .bool(compare(op, x, y))
        case (.int(let x), .int(let y)):
            return integerOperation(op, x, y).map { .int($0) } ?? .bool(compare(op, x, y))
        case (.uint(let x), .uint(let y)):
            return integerOperation(op, x, y).map { .uint($0) } ?? .bool(compare(op, x, y))
        case (.bool(let x), .bool(let y)):
            switch op {
            case .equal: return .bool(x == y)
            case .notEqual, .bitwiseXor: return .bool(x != y)
            case .logicalAnd, .bitwiseAnd: return .bool(x && y)
            case .logicalOr, .bitwiseOr: return .bool(x || y)
            default: return .bool(false)
            }
        default:
            return a
        }
    }

    static func floatOperation(_ op: BinaryOperator, _ x: Float, _ y: Float) -> Float? {
        switch op {
        case .add: x + y
        case .subtract: x - y
        case .multiply: x * y
        case .divide: x / y
        default: nil
        }
    }

    static func integerOperation<I: FixedWidthInteger>(_ op: BinaryOperator, _ x: I, _ y: I) -> I? {
        switch op {
        case .add: return x &+ y
        case .subtract: return x &- y
        case .multiply: return x &* y
        case .divide: return y == 0 ? 0 : x.dividedReportingOverflow(by: y).partialValue
        case .remainder: return y == 0 ? 0 : x.remainderReportingOverflow(dividingBy: y).partialValue
        case .shiftLeft: return x << (y & 31)
        case .shiftRight: return x >> (y & 31)
        case .bitwiseAnd: return x & y
        case .bitwiseOr: return x | y
        case .bitwiseXor: return x ^ y
        default: return nil
        }
    }

    static func compare<T: Comparable>(_ op: BinaryOperator, _ x: T, _ y: T) -> Bool {
        switch op {
        case .less: x < y
        case .lessEqual: x <= y
        case .greater: x > y
        case .greaterEqual: x >= y
        case .equal: x == y
        case .notEqual: x != y
        default: false
        }
    }

    /// Matrix × matrix, matrix × vector and vector × matrix, each result component a sum of products
    /// computed in `Float` (rounded once for `half`); `nil` for other operands.
    static func linearAlgebraProduct(_ a: ShaderValue, _ b: ShaderValue) -> ShaderValue? {
        switch (a, b) {
        case (.matrix(let columns), .vector(let v)):
            // Component i is Σ_k column[k][i] · v[k].
            guard case .vector(let first) = columns.first else { return nil }
            return .vector((0..<first.count).map { i in
                dotProduct(columns.map { column in
                    if case .vector(let c) = column, i < c.count { return c[i] }
                    return .float(0)
                }, v, like: first[i])
            })
        case (.vector(let v), .matrix(let columns)):
            // Component j is dot(v, column j).
            return .vector(columns.map { column in
                guard case .vector(let c) = column else { return .float(0) }
                return dotProduct(v, c, like: c.first ?? .float(0))
            })
        case (.matrix, .matrix(let right)):
            return .matrix(right.map { linearAlgebraProduct(a, $0) ?? $0 })
        default:
            return nil
        }
    }

    /// `dot` of two component lists, computed in `Float`; a `half` (rounded once) when `like` is one.
    static func dotProduct(_ a: [ShaderValue], _ b: [ShaderValue], like: ShaderValue) -> ShaderValue {
        var sum: Float = 0
        for (x, y) in Swift.zip(a, b) { sum += (x.floatValue ?? 0) * (y.floatValue ?? 0) }
        if case .half = like { return .half(Float16(sum)) }
        return .float(sum)
    }
}
