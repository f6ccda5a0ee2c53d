/// `Checker+Expressions`: types expressions, inserting the conversions Metal makes implicitly.

extension Checker {
    /// The typed form of an expression.
    mutating func checkExpression(_ syntax: ExpressionSyntax) throws(Failure) -> TypedExpression {
        let location = syntax.location
        switch syntax.kind {
        case .integer(let value, let isUnsigned):
            if isUnsigned || value > UInt64(Int32.max) {
                return TypedExpression(.literal(.uint(UInt32(truncatingIfNeeded: value))), type: .uint, location: location)
            }
            return TypedExpression(.literal(.int(Int32(truncatingIfNeeded: value))), type: .int, location: location)
        case .floating(let value, let isHalf):
            if isHalf { return TypedExpression(.literal(.half(Float16(Float(value)))), type: .half, location: location) }
            return TypedExpression(.literal(.float(Float(value))), type: .float, location: location)
        case .boolean(let value):
            return TypedExpression(.literal(.bool(value)), type: .bool, location: location)
        case .name(let name):
            return try checkName(name, at: location)
        case .prefix(let op, let operand):
            return try checkPrefix(op, operand, at: location)
        case .postfix(let op, let operand):
            let target = try checkLValue(operand)
            try checkIncrementable(target.lvalue, op: op)
            return TypedExpression(.increment(target.lvalue, delta: op == "++" ? 1 : -1, isPrefix: false),
                                   type: target.lvalue.type, location: location)
        case .binary(",", let left, let right):
            var parts: [TypedExpression] = []
            for part in [left, right] {
                let typed = try checkExpression(part)
                if case .sequence(let inner) = typed.kind { parts += inner } else { parts.append(typed) }
            }
            return TypedExpression(.sequence(parts), type: parts.last?.type ?? .void, location: location)
        case .binary(let op, let left, let right):
            return try checkBinary(op, try checkExpression(left), try checkExpression(right), at: location)
        case .assign(let op, let left, let right):
            return try checkAssignment(op, left, right, at: location)
        case .conditional(let conditionSyntax, let then, let otherwise):
            let test = try condition(conditionSyntax)
            let a = try checkExpression(then), b = try checkExpression(otherwise)
            let (x, y, type) = try commonBranches(a, b, at: location)
            return TypedExpression(.conditional(test, then: x, else: y), type: type, location: location)
        case .call(let callee, let arguments):
            return try checkCall(callee, arguments, at: location)
        case .member(let base, let name):
            return try checkMember(try checkExpression(base), name, at: location)
        case .index(let base, let index):
            return try checkIndex(try checkExpression(base), index, at: location)
        case .cast(let typeSyntax, let operand):
            let type = try resolveType(typeSyntax, context: .cast)
            let value = try checkExpression(operand)
            guard let converted = explicitConversion(value, to: type) else {
                throw error("C-style cast from '\(value.type)' to '\(type)' is not allowed", at: location)
            }
            return converted
        case .initializerList:
            throw error("an initializer list is only allowed to initialize a variable", at: location)
        }
    }

    // MARK: Names

    mutating func checkName(_ name: String, at location: SourceLocation) throws(Failure) -> TypedExpression {
        if let variable = lookupLocal(name) {
            if variable.isPoisoned { throw Failure() }
            // A `const` local with a constant value is that value (so `const int n = 4; float a[n];` works).
            if variable.isConst, let value = variable.value, variable.type.isScalarOrVector {
                return TypedExpression(.literal(value), type: variable.type, location: location)
            }
            return TypedExpression(.local(slot: variable.slot), type: variable.type, location: location)
        }
        if let index = constantIndex[name] {
            return TypedExpression(.constant(index: index), type: constants[index].type, location: location)
        }
        let bare = name.hasPrefix("metal::") ? String(name.dropFirst(7)) : name
        if let value = BuiltinConstants.values[bare] {
            return TypedExpression(.literal(value), type: BuiltinConstants.type(of: value), location: location)
        }
        if signatures[name] != nil || BuiltinFunction(sourceName: TypeNames.unqualified(name)) != nil {
            throw error("reference to function '\(name)' must be called", at: location)
        }
        if TypeNames.isBuiltinType(name) || structs[name] != nil {
            throw error("unexpected type name '\(name)': expected expression", at: location)
        }
        let suggestion = diagnostics.isFull ? nil : NameSuggestion.closest(to: name, among: visibleNames())
        throw error("use of undeclared identifier '\(name)'", at: location, note: suggestion.map { "did you mean '\($0)'?" })
    }

    // MARK: Operators

    mutating func checkPrefix(_ op: String, _ operandSyntax: ExpressionSyntax, at location: SourceLocation) throws(Failure) -> TypedExpression {
        if op == "++" || op == "--" {
            let target = try checkLValue(operandSyntax)
            try checkIncrementable(target.lvalue, op: op)
            return TypedExpression(.increment(target.lvalue, delta: op == "++" ? 1 : -1, isPrefix: true),
                                   type: target.lvalue.type, location: location)
        }
        var operand = try checkExpression(operandSyntax)
        let invalid = "invalid argument type '\(operand.type)' to unary expression"
        guard let scalar = operand.type.scalarType else { throw error(invalid, at: location) }
        switch op {
        case "-", "+":
            if scalar == .bool {
                guard !operand.type.isVector else { throw error(invalid, at: location) }
                operand = convert(operand, to: .int)
            }
            if op == "+" { return operand }
            if case .literal(let value) = operand.kind {
                return TypedExpression(.literal(ValueArithmetic.unary(.negate, value)), type: operand.type, location: location)
            }
            return TypedExpression(.unary(.negate, operand), type: operand.type, location: location)
        case "!":
            guard !operand.type.isMatrix else { throw error(invalid, at: location) }
            if operand.type.isScalar { operand = convert(operand, to: .bool) }
            guard operand.type.scalarType == .bool else { throw error(invalid, at: location) }
            return TypedExpression(.unary(.logicalNot, operand), type: operand.type, location: location)
        default:  // "~"
            guard scalar.isInteger, !operand.type.isMatrix else { throw error(invalid, at: location) }
            return TypedExpression(.unary(.bitwiseNot, operand), type: operand.type, location: location)
        }
    }

    mutating func checkIncrementable(_ target: TypedLValue, op: String) throws(Failure) {
        guard target.type.isScalarOrVector, let scalar = target.type.scalarType, scalar != .bool else {
            throw error("cannot \(op == "++" ? "increment" : "decrement") value of type '\(target.type)'", at: target.location)
        }
    }

    static let operatorNames: [String: BinaryOperator] = [
        "+": .add, "-": .subtract, "*": .multiply, "/": .divide, "%": .remainder, "<<": .shiftLeft,
        ">>": .shiftRight, "&": .bitwiseAnd, "|": .bitwiseOr, "^": .bitwiseXor, "<": .less, "<=": .lessEqual,
        ">": .greater, ">=": .greaterEqual, "==": .equal, "!=": .notEqual, "&&": .logicalAnd, "||": .logicalOr,
    ]

    /// A binary operation with its operands converted by the rules of `TypedExpression`.
    mutating func checkBinary(_ opText: String, _ a: TypedExpression, _ b: TypedExpression,
                              at location: SourceLocation) throws(Failure) -> TypedExpression {
        guard let op = Self.operatorNames[opText] else { throw error("unsupported operator '\(opText)'", at: location) }
        let invalid = "invalid operands to binary expression ('\(a.type)' and '\(b.type)')"
        if op == .logicalAnd || op == .logicalOr {
            if a.type.isVector || b.type.isVector, a.type.scalarType == .bool, b.type.scalarType == .bool {
                throw error("'\(opText)' on bool vectors is not supported by Aurora's Metal subset", at: location,
                            note: "use '\(op == .logicalAnd ? "&" : "|")', which is componentwise on bool vectors")
            }
            guard a.type.isScalar, b.type.isScalar else { throw error(invalid, at: location) }
            return TypedExpression(.binary(op, convert(a, to: .bool), convert(b, to: .bool)), type: .bool, location: location)
        }
        guard let sa = a.type.scalarType, let sb = b.type.scalarType else { throw error(invalid, at: location) }
        // Matrices: componentwise + - /, products, and scaling by a scalar.
        if a.type.isMatrix || b.type.isMatrix {
            return try matrixOperation(op, a, b, at: location, invalid: invalid)
        }
        // Scalars and vectors: one common type, a scalar broadcast to a vector.
        let type: ShaderType
        switch (a.type, b.type) {
        case (.vector, .vector):
            guard a.type == b.type else { throw error(invalid, at: location) }
            type = a.type
        case (.vector(let s, let n), .scalar), (.scalar, .vector(let s, let n)):
            type = .vector(s, count: n)
        default:
            var common = Self.commonScalar(sa, sb)
            if common == .bool, !Self.acceptsBool(op) { common = .int }
            type = .scalar(common)
        }
        guard let element = type.scalarType else { throw error(invalid, at: location) }
        switch op {
        case .remainder, .shiftLeft, .shiftRight:
            guard element.isInteger else {
                throw error(invalid, at: location, note: op == .remainder && element.isFloatingPoint ? "use fmod(x, y) for floating-point remainders" : nil)
            }
        case .bitwiseAnd, .bitwiseOr, .bitwiseXor:
            guard element.isInteger || element == .bool else { throw error(invalid, at: location) }
        case .add, .subtract, .multiply, .divide:
            guard element != .bool else { throw error(invalid, at: location) }
        default:
            break
        }
        let x = convert(a, to: type), y = convert(b, to: type)
        let resultType: ShaderType
        switch op {
        case .less, .lessEqual, .greater, .greaterEqual, .equal, .notEqual:
            resultType = type.withScalar(.bool)
        default:
            resultType = type
        }
        let node = TypedExpression(.binary(op, x, y), type: resultType, location: location)
        if case .literal(let p) = x.kind, case .literal(let q) = y.kind, op != .divide || element.isFloatingPoint {
            return TypedExpression(.literal(ValueArithmetic.binary(op, p, q)), type: resultType, location: location)
        }
        return node
    }

    /// Whether `op` keeps two `bool` operands as `bool` (instead of promoting them to `int`).
    static func acceptsBool(_ op: BinaryOperator) -> Bool {
        switch op {
        case .equal, .notEqual, .bitwiseAnd, .bitwiseOr, .bitwiseXor, .logicalAnd, .logicalOr: true
        default: false
        }
    }

    /// The usual arithmetic conversions: bool < int < uint < half < float.
    static func commonScalar(_ a: ScalarType, _ b: ScalarType) -> ScalarType {
        let rank: [ScalarType: Int] = [.bool: 0, .int: 1, .uint: 2, .half: 3, .float: 4]
        return (rank[a] ?? 0) >= (rank[b] ?? 0) ? a : b
    }

    mutating func matrixOperation(_ op: BinaryOperator, _ a: TypedExpression, _ b: TypedExpression,
                                  at location: SourceLocation, invalid: String) throws(Failure) -> TypedExpression {
        switch (a.type, b.type) {
        case (.matrix(let s, let c, let r), .matrix(let s2, let c2, let r2)):
            guard s == s2 else { throw error(invalid, at: location) }
            if op == .multiply {
                guard c == r2 else { throw error(invalid, at: location) }
                return TypedExpression(.binary(op, a, b), type: .matrix(s, columns: c2, rows: r), location: location)
            }
            guard [.add, .subtract, .divide].contains(op), c == c2, r == r2 else { throw error(invalid, at: location) }
            return TypedExpression(.binary(op, a, b), type: a.type, location: location)
        case (.matrix(let s, let c, let r), .vector(let s2, let n)):
            guard op == .multiply, s == s2, n == c else { throw error(invalid, at: location) }
            return TypedExpression(.binary(op, a, b), type: .vector(s, count: r), location: location)
        case (.vector(let s2, let n), .matrix(let s, let c, let r)):
            guard op == .multiply, s == s2, n == r else { throw error(invalid, at: location) }
            return TypedExpression(.binary(op, a, b), type: .vector(s, count: c), location: location)
        case (.matrix(let s, _, _), .scalar(let scalar)):
            guard op == .multiply || op == .divide, scalar != .bool else { throw error(invalid, at: location) }
            return TypedExpression(.binary(op, a, convert(b, to: .scalar(s))), type: a.type, location: location)
        case (.scalar(let scalar), .matrix(let s, _, _)):
            guard op == .multiply, scalar != .bool else { throw error(invalid, at: location) }
            return TypedExpression(.binary(op, convert(a, to: .scalar(s)), b), type: b.type, location: location)
        default:
            throw error(invalid, at: location)
        }
    }

    /// The two sides of `?:` brought to one type.
    mutating func commonBranches(_ a: TypedExpression, _ b: TypedExpression,
                                 at location: SourceLocation) throws(Failure) -> (TypedExpression, TypedExpression, ShaderType) {
        if a.type == b.type { return (a, b, a.type) }
        let type: ShaderType
        switch (a.type, b.type) {
        case (.scalar(let x), .scalar(let y)): type = .scalar(Self.commonScalar(x, y))
        case (.vector, .scalar): type = a.type
        case (.scalar, .vector): type = b.type
        default: throw error("incompatible operand types ('\(a.type)' and '\(b.type)')", at: location)
        }
        return (convert(a, to: type), convert(b, to: type), type)
    }

    /// A condition (`if`, loops, `?:`): a scalar, converted to `bool`.
    mutating func condition(_ syntax: ExpressionSyntax) throws(Failure) -> TypedExpression {
        let value = try checkExpression(syntax)
        guard value.type.isScalar else {
            throw error("statement requires expression of scalar type ('\(value.type)' invalid)", at: value.location)
        }
        return convert(value, to: .bool)
    }

    // MARK: Conversions

    /// `expression` converted to `type` (a literal is converted at once); no validity check.
    func convert(_ expression: TypedExpression, to type: ShaderType) -> TypedExpression {
        if expression.type == type { return expression }
        if case .literal(let value) = expression.kind {
            return TypedExpression(.literal(ValueArithmetic.convert(value, to: type)), type: type, location: expression.location)
        }
        return TypedExpression(.convert(expression), type: type, location: expression.location)
    }

    /// `expression` converted to `type` as Metal converts implicitly (initialization, assignment,
    /// arguments, return): scalars to any scalar, a scalar broadcast to a vector; otherwise the types
    /// must match. `context` words the error: "initialize a variable of type", "assigning to" …
    mutating func implicitConversion(_ expression: TypedExpression, to type: ShaderType,
                                     message: (ShaderType, ShaderType) -> String) throws(Failure) -> TypedExpression {
        if expression.type == type { return expression }
        switch (expression.type, type) {
        case (.scalar, .scalar), (.scalar, .vector):
            return convert(expression, to: type)
        default:
            throw error(message(type, expression.type), at: expression.location)
        }
    }

    /// An explicit conversion (a cast or a one-argument constructor), or `nil` if none exists.
    func explicitConversion(_ expression: TypedExpression, to type: ShaderType) -> TypedExpression? {
        if expression.type == type { return expression }
        switch (expression.type, type) {
        case (.scalar, .scalar), (.scalar, .vector):
            return convert(expression, to: type)
        case (.vector(_, let n), .vector(_, let m)) where n == m:
            return convert(expression, to: type)
        case (.matrix(_, let c, let r), .matrix(_, let c2, let r2)) where c == c2 && r == r2:
            return convert(expression, to: type)
        default:
            return nil
        }
    }

    // MARK: Members and indexing

    /// The component indices of a swizzle (`xyz`, `rgba`) on a vector of `count` components.
    mutating func swizzleIndices(_ name: String, count: Int, type: ShaderType, at location: SourceLocation) throws(Failure) -> [Int] {
        let sets: [[Character]] = [["x", "y", "z", "w"], ["r", "g", "b", "a"]]
        guard let set = sets.first(where: { $0.contains(name.first ?? " ") }) else {
            throw error("no member named '\(name)' in '\(type)'", at: location)
        }
        var indices: [Int] = []
        for character in name {
            guard let index = set.firstIndex(of: character) else {
                throw error("illegal vector component name '\(character)'", at: location)
            }
            guard index < count else { throw error("vector component access exceeds type '\(type)'", at: location) }
            indices.append(index)
        }
        guard indices.count <= 4 else { throw error("vector swizzle of more than 4 components", at: location) }
        return indices
    }

    mutating func checkMember(_ base: TypedExpression, _ name: String, at location: SourceLocation) throws(Failure) -> TypedExpression {
        switch base.type {
        case .vector(let scalar, let count):
            let indices = try swizzleIndices(name, count: count, type: base.type, at: location)
            let type: ShaderType = indices.count == 1 ? .scalar(scalar) : .vector(scalar, count: indices.count)
            return TypedExpression(.swizzle(base, components: indices), type: type, location: location)
        case .structure(let structure):
            guard let field = structure.fieldIndex(named: name) else {
                let suggestion = diagnostics.isFull ? nil : NameSuggestion.closest(to: name, among: structure.fields.map(\.name))
                throw error("no member named '\(name)' in '\(structure.name)'", at: location, note: suggestion.map { "did you mean '\($0)'?" })
            }
            return TypedExpression(.member(base, field: field), type: structure.fields[field].type, location: location)
        case .layer, .texture:
            throw error("reference to non-static member function '\(name)' must be called", at: location)
        case .scalar:
            throw error("member reference base type '\(base.type)' is not a structure or union", at: location,
                        note: "Metal has no swizzles on scalars; use '\(base.type)\(name.count)(x)'")
        default:
            throw error("member reference base type '\(base.type)' is not a structure or union", at: location)
        }
    }

    /// The element type of `type[index]`, or `nil` when it cannot be indexed.
    func elementType(of type: ShaderType) -> ShaderType? {
        switch type {
        case .vector(let scalar, _): .scalar(scalar)
        case .matrix(let scalar, _, let rows): .vector(scalar, count: rows)
        case .array(let element, _), .deviceArray(let element): element
        default: nil
        }
    }

    mutating func checkIndex(_ base: TypedExpression, _ indexSyntax: ExpressionSyntax,
                             at location: SourceLocation) throws(Failure) -> TypedExpression {
        guard let element = elementType(of: base.type) else {
            throw error("subscripted value is not an array, pointer, or vector", at: location)
        }
        let index = try checkArrayIndex(indexSyntax)
        return TypedExpression(.index(base, index: index), type: element, location: location)
    }

    /// An index: an `int` or `uint` (a `bool` becomes an `int`).
    mutating func checkArrayIndex(_ syntax: ExpressionSyntax) throws(Failure) -> TypedExpression {
        let index = try checkExpression(syntax)
        switch index.type {
        case .scalar(.int), .scalar(.uint): return index
        case .scalar(.bool): return convert(index, to: .int)
        default: throw error("array subscript is not an integer", at: index.location)
        }
    }
}
