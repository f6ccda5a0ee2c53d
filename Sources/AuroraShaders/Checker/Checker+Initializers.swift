/// `Checker+Initializers`: the initial values of declarations: `= value`, `= { … }`, sampler arguments.

extension Checker {
    /// The initial value of a declared variable: `= value`, `= { … }`, or a sampler's `(filter::linear, …)`.
    mutating func checkInitializer(_ declarator: DeclaratorSyntax, type: ShaderType, isConst: Bool) throws(Failure) -> TypedExpression? {
        if let arguments = declarator.constructorArguments {
            guard type == .sampler else {
                var typed: [TypedExpression] = []
                for argument in arguments { typed.append(try checkExpression(argument)) }
                return try initialValue(try checkConstructorLike(type, typed, at: declarator.location), type: type)
            }
            return TypedExpression(.literal(.sampler(try samplerState(arguments))), type: .sampler, location: declarator.location)
        }
        guard let syntax = declarator.initializer else {
            if isConst {
                throw error("default initialization of an object of const type 'const \(type)'", at: declarator.location)
            }
            if type == .sampler {
                return TypedExpression(.literal(.sampler(SamplerState())), type: .sampler, location: declarator.location)
            }
            return nil
        }
        if case .initializerList(let elements) = syntax.kind {
            return try checkInitializerList(elements, type: type, at: syntax.location)
        }
        return try initialValue(try checkExpression(syntax), type: type)
    }

    mutating func checkConstructorLike(_ type: ShaderType, _ arguments: [TypedExpression],
                                       at location: SourceLocation) throws(Failure) -> TypedExpression {
        guard type.scalarType != nil else { throw error("cannot construct '\(type)' with parentheses", at: location) }
        return try checkConstructor(type, arguments, at: location)
    }

    mutating func initialValue(_ value: TypedExpression, type: ShaderType) throws(Failure) -> TypedExpression {
        try implicitConversion(value, to: type) { target, source in
            "cannot initialize a variable of type '\(target)' with an rvalue of type '\(source)'"
        }
    }

    /// `{a, b, c}` for an array, struct, vector or matrix; missing trailing elements are zero.
    mutating func checkInitializerList(_ elements: [ExpressionSyntax], type: ShaderType,
                                       at location: SourceLocation) throws(Failure) -> TypedExpression {
        let elementTypes: [ShaderType]
        switch type {
        case .array(let element, let count): elementTypes = Array(repeating: element, count: count)
        case .structure(let structure): elementTypes = structure.fields.map(\.type)
        case .vector, .matrix, .scalar:
            var typed: [TypedExpression] = []
            for element in elements { typed.append(try checkExpression(element)) }
            if type.isScalar, typed.count == 1 { return try initialValue(typed[0], type: type) }
            return try checkConstructor(type, typed, at: location)
        default:
            throw error("cannot initialize a variable of type '\(type)' with an initializer list", at: location)
        }
        guard elements.count <= elementTypes.count else {
            throw error("excess elements in \(type.isArray ? "array" : "struct") initializer", at: elements[elementTypes.count].location)
        }
        var parts: [TypedExpression] = []
        for (index, elementType) in elementTypes.enumerated() {
            guard index < elements.count else {
                parts.append(TypedExpression(.literal(.zero(of: elementType)), type: elementType, location: location))
                continue
            }
            if case .initializerList(let inner) = elements[index].kind {
                parts.append(try checkInitializerList(inner, type: elementType, at: elements[index].location))
            } else {
                parts.append(try initialValue(try checkExpression(elements[index]), type: elementType))
            }
        }
        let construct = TypedExpression(.construct(parts), type: type, location: location)
        if let value = ConstantFolder(constants: constants).fold(construct) {
            return TypedExpression(.literal(value), type: type, location: location)
        }
        return construct
    }

    /// A sampler's settings from `filter::linear`, `address::repeat`, `s_address::…`, `coord::pixel`.
    mutating func samplerState(_ arguments: [ExpressionSyntax]) throws(Failure) -> SamplerState {
        var state = SamplerState()
        for argument in arguments {
            guard case .name(let name) = argument.kind else {
                throw error("sampler arguments must be names like 'filter::linear'", at: argument.location)
            }
            let parts = name.split(separator: ":").map(String.init)
            guard parts.count == 2 else {
                throw error("unknown sampler argument '\(name)'", at: argument.location)
            }
            switch (parts[0], parts[1]) {
            case ("filter", "nearest"), ("mag_filter", "nearest"), ("min_filter", "nearest"): state.filter = .nearest
            case ("filter", "linear"), ("mag_filter", "linear"), ("min_filter", "linear"): state.filter = .linear
            case ("coord", "normalized"): state.coordinates = .normalized
            case ("coord", "pixel"): state.coordinates = .pixel
            case ("address", let mode), ("s_address", let mode), ("t_address", let mode):
                guard let address = SamplerState.Address(rawValue: mode) else {
                    throw error("sampler address mode '\(mode)' is not supported by Aurora's Metal subset", at: argument.location)
                }
                if parts[0] != "t_address" { state.addressX = address }
                if parts[0] != "s_address" { state.addressY = address }
            case ("mip_filter", _), ("r_address", _):
                continue
            default:
                throw error("sampler argument '\(name)' is not supported by Aurora's Metal subset", at: argument.location)
            }
        }
        return state
    }
}
