/// `Checker+Calls`: function calls, constructors and the methods of layers and textures.

extension Checker {
    /// A call: a method (`layer.sample(p)`), a constructor (`float4(…)`), a builtin or a user function.
    mutating func checkCall(_ callee: ExpressionSyntax, _ argumentSyntax: [ExpressionSyntax],
                            at location: SourceLocation) throws(Failure) -> TypedExpression {
        if case .member(let baseSyntax, let method) = callee.kind {
            let base = try checkExpression(baseSyntax)
            var arguments: [TypedExpression] = []
            for argument in argumentSyntax { arguments.append(try checkExpression(argument)) }
            return try checkMethod(base, method, arguments, at: callee.location)
        }
        guard case .name(let name) = callee.kind else {
            let value = try checkExpression(callee)
            throw error("called object type '\(value.type)' is not a function or function pointer", at: location)
        }
        if let variable = lookupLocal(name) {
            throw error("called object type '\(variable.type)' is not a function or function pointer", at: location)
        }
        var arguments: [TypedExpression] = []
        for argument in argumentSyntax { arguments.append(try checkExpression(argument)) }
        var bare = name
        var isQualifiedMath = false
        for prefix in ["metal::", "precise::", "fast::"] where bare.hasPrefix(prefix) {
            bare.removeFirst(prefix.count)
            isQualifiedMath = isQualifiedMath || prefix != "metal::"
        }
        if bare.hasPrefix("precise::") || bare.hasPrefix("fast::") {
            bare = TypeNames.unqualified(bare)
            isQualifiedMath = true
        }
        if !isQualifiedMath, let type = numericType(bare) {
            return try checkConstructor(type, arguments, at: location)
        }
        if structs[name] != nil {
            throw error("constructor calls of structs are not supported by Aurora's Metal subset", at: location,
                        note: "initialize it with braces: '\(name) value = { … };'")
        }
        if !isQualifiedMath, name == bare, let signature = signatures[name] {
            return try checkUserCall(signature, arguments, at: location)
        }
        if let builtin = BuiltinFunction(sourceName: bare) {
            return try checkBuiltin(builtin, name: name, arguments, at: location)
        }
        if TypeNames.isBuiltinType(bare) {
            throw error("type '\(bare)' is not supported by Aurora's Metal subset", at: location)
        }
        let suggestion = diagnostics.isFull ? nil : NameSuggestion.closest(to: name, among: Array(signatures.keys) + BuiltinFunction.allCases.map(\.rawValue) + Self.typeSpellings)
        throw error("use of undeclared identifier '\(name)'", at: callee.location, note: suggestion.map { "did you mean '\($0)'?" })
    }

    mutating func checkUserCall(_ signature: Signature, _ arguments: [TypedExpression],
                                at location: SourceLocation) throws(Failure) -> TypedExpression {
        // A signature with an invalid parameter type was reported where it is declared.
        guard signature.invalidParameters.isEmpty else { throw Failure() }
        guard arguments.count == signature.parameters.count else {
            let relation = arguments.count < signature.parameters.count ? "few" : "many"
            throw error("too \(relation) arguments to function call, expected \(signature.parameters.count), have \(arguments.count)",
                        at: location)
        }
        var converted: [TypedExpression] = []
        for (argument, parameter) in zip(arguments, signature.parameters) {
            if argument.type == parameter.type {
                converted.append(argument)
                continue
            }
            converted.append(try implicitConversion(argument, to: parameter.type) { target, source in
                "no matching function for call to '\(signature.name)': cannot convert '\(source)' to '\(target)' for parameter '\(parameter.name)'"
            })
        }
        if let caller = currentFunction?.name {
            calls[caller, default: []].append((signature.name, location))
        }
        return TypedExpression(.call(function: signature.name, arguments: converted), type: signature.returnType, location: location)
    }

    mutating func checkMethod(_ base: TypedExpression, _ method: String, _ arguments: [TypedExpression],
                              at location: SourceLocation) throws(Failure) -> TypedExpression {
        let types = arguments.map { "\($0.type)" }.joined(separator: ", ")
        switch (base.type, method) {
        case (.layer, "sample"):
            guard arguments.count == 1, arguments[0].type == .float2 else {
                throw error("no matching member function for call to 'sample'", at: location,
                            note: "'SwiftUI::Layer::sample' takes a 'float2' position (arguments: (\(types)))")
            }
            return TypedExpression(.layerSample(layer: base, position: arguments[0]), type: .half4, location: location)
        case (.texture, "sample"):
            guard arguments.count == 2, arguments[0].type == .sampler, arguments[1].type == .float2 else {
                throw error("no matching member function for call to 'sample'", at: location,
                            note: "'texture2d<half>::sample' takes a 'sampler' and 'float2' coordinates (arguments: (\(types)))")
            }
            return TypedExpression(.textureSample(texture: base, sampler: arguments[0], coordinates: arguments[1]),
                                   type: .half4, location: location)
        case (.texture, "get_width"), (.texture, "get_height"):
            guard arguments.isEmpty else {
                throw error("too many arguments to function call, expected 0, have \(arguments.count)", at: location)
            }
            return TypedExpression(.textureSize(texture: base, dimension: method == "get_width" ? 0 : 1), type: .uint, location: location)
        case (.layer, _), (.texture, _):
            throw error("no member named '\(method)' in '\(base.type)'", at: location)
        default:
            throw error("member reference base type '\(base.type)' is not a structure or union", at: location)
        }
    }

    // MARK: Constructors

    /// `float(x)`, `float4(a, b)`, `float3x3(…)`: explicit conversions and component lists.
    mutating func checkConstructor(_ type: ShaderType, _ arguments: [TypedExpression],
                                   at location: SourceLocation) throws(Failure) -> TypedExpression {
        if arguments.isEmpty {
            return TypedExpression(.literal(.zero(of: type)), type: type, location: location)
        }
        if arguments.count == 1, let converted = explicitConversion(arguments[0], to: type) {
            return TypedExpression(converted.kind, type: type, location: location)
        }
        switch type {
        case .scalar:
            if arguments.count == 1 {
                throw error("cannot convert '\(arguments[0].type)' to '\(type)'", at: location)
            }
            throw error("excess elements in scalar initializer", at: arguments[1].location)
        case .vector(let scalar, let count):
            let parts = try componentParts(arguments, scalar: scalar, allowMatrices: false, at: location)
            let total = parts.reduce(0) { $0 + $1.type.componentCount }
            guard total == count else {
                let kind = total < count ? "too few" : "excess"
                throw error("\(kind) elements in vector initialization (expected \(count) elements, have \(total))", at: location)
            }
            return foldedLiteral(TypedExpression(.construct(parts), type: type, location: location))
        case .matrix(let scalar, let columns, let rows):
            if arguments.count == 1, arguments[0].type.isScalar {
                let diagonal = convert(arguments[0], to: .scalar(scalar))
                return foldedLiteral(TypedExpression(.matrixDiagonal(diagonal), type: type, location: location))
            }
            let parts = try componentParts(arguments, scalar: scalar, allowMatrices: false, at: location)
            let total = parts.reduce(0) { $0 + $1.type.componentCount }
            guard total == columns * rows else {
                throw error("matrix '\(type)' needs \(columns) columns of \(rows) components (\(columns * rows) in all), have \(total)",
                            at: location)
            }
            return foldedLiteral(TypedExpression(.construct(parts), type: type, location: location))
        default:
            throw error("cannot construct '\(type)'", at: location)
        }
    }

    /// Constructor arguments converted to the element type (`half3` → `float3` for a `float4`).
    mutating func componentParts(_ arguments: [TypedExpression], scalar: ScalarType, allowMatrices: Bool,
                                 at location: SourceLocation) throws(Failure) -> [TypedExpression] {
        var parts: [TypedExpression] = []
        for argument in arguments {
            switch argument.type {
            case .scalar: parts.append(convert(argument, to: .scalar(scalar)))
            case .vector(_, let n): parts.append(convert(argument, to: .vector(scalar, count: n)))
            default: throw error("cannot use a value of type '\(argument.type)' as a constructor component", at: argument.location)
            }
        }
        return parts
    }

    /// `expression` replaced by a literal when all its parts are literals.
    func foldedLiteral(_ expression: TypedExpression) -> TypedExpression {
        switch expression.kind {
        case .construct(let parts) where parts.allSatisfy({ if case .literal = $0.kind { true } else { false } }):
            if let value = ConstantFolder(constants: constants).fold(expression) {
                return TypedExpression(.literal(value), type: expression.type, location: expression.location)
            }
        case .matrixDiagonal(let part):
            if case .literal = part.kind, let value = ConstantFolder(constants: constants).fold(expression) {
                return TypedExpression(.literal(value), type: expression.type, location: expression.location)
            }
        default:
            break
        }
        return expression
    }
}

extension ShaderType {
    /// Whether the type is a fixed-size array.
    var isArray: Bool { if case .array = self { true } else { false } }
}
