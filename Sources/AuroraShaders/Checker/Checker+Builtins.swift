/// `Checker+Builtins`: overload resolution for the Metal standard library functions.

extension Checker {
    /// A call of `function`, its arguments converted to the chosen overload (see `BuiltinFunction`).
    mutating func checkBuiltin(_ function: BuiltinFunction, name: String, _ arguments: [TypedExpression],
                               at location: SourceLocation) throws(Failure) -> TypedExpression {
        let types = arguments.map { "\($0.type)" }.joined(separator: ", ")
        let noMatch = "no matching function for call to '\(TypeNames.unqualified(name))'"
        let note = "arguments are (\(types))"
        func fail(_ checker: inout Checker) -> Failure { checker.error(noMatch, at: location, note: note) }

        let arity: Int
        switch function {
        case .atan2, .pow, .fmod, .step, .copysign, .min, .max, .distance, .dot, .cross, .reflect: arity = 2
        case .clamp, .mix, .smoothstep, .fma, .refract, .faceforward, .select: arity = 3
        default: arity = 1
        }
        guard arguments.count == arity else { throw fail(&self) }

        /// The arguments brought to one scalar or vector type, or `nil`.
        func unified(_ values: [TypedExpression], floating: Bool) -> (args: [TypedExpression], type: ShaderType)? {
            var vector: ShaderType?
            var scalar: ScalarType?
            for value in values {
                switch value.type {
                case .vector:
                    if let existing = vector, existing != value.type { return nil }
                    vector = value.type
                case .scalar(let s):
                    scalar = scalar.map { Self.commonScalar($0, s) } ?? s
                default:
                    return nil
                }
            }
            var type = vector ?? .scalar(scalar ?? .float)
            guard let element = type.scalarType else { return nil }
            if floating, !element.isFloatingPoint {
                guard element != .bool else { return nil }
                type = type.withScalar(.float)
            }
            return (values.map { convert($0, to: type) }, type)
        }

        let result: (args: [TypedExpression], type: ShaderType)
        switch function {
        case .sin, .cos, .tan, .asin, .acos, .atan, .sinh, .cosh, .tanh, .exp, .exp2, .exp10, .log, .log2, .log10,
             .sqrt, .rsqrt, .floor, .ceil, .round, .trunc, .fract, .sign, .saturate,
             .atan2, .pow, .fmod, .step, .copysign, .mix, .smoothstep, .fma:
            guard let u = unified(arguments, floating: true) else { throw fail(&self) }
            result = u
        case .min, .max, .clamp:
            guard let u = unified(arguments, floating: false), u.type.scalarType != .bool else { throw fail(&self) }
            result = u
        case .abs:
            guard let u = unified(arguments, floating: false), u.type.scalarType != .bool else { throw fail(&self) }
            result = u
        case .length:
            guard let u = unified(arguments, floating: true), let s = u.type.scalarType else { throw fail(&self) }
            result = (u.args, .scalar(s))
        case .distance, .dot:
            guard let u = unified(arguments, floating: true), let s = u.type.scalarType,
                  function == .distance || u.type.isVector else { throw fail(&self) }
            result = (u.args, .scalar(s))
        case .normalize:
            guard let u = unified(arguments, floating: true), u.type.isVector else { throw fail(&self) }
            result = u
        case .cross:
            guard let u = unified(arguments, floating: true), u.type.componentCount == 3, u.type.isVector else { throw fail(&self) }
            result = u
        case .reflect, .faceforward:
            guard let u = unified(arguments, floating: true), u.type.isVector else { throw fail(&self) }
            result = u
        case .refract:
            guard let u = unified(Array(arguments.prefix(2)), floating: true), u.type.isVector, let s = u.type.scalarType,
                  arguments[2].type.isScalar else { throw fail(&self) }
            result = (u.args + [convert(arguments[2], to: .scalar(s))], u.type)
        case .any, .all:
            guard arguments[0].type.scalarType == .bool, arguments[0].type.isScalarOrVector else { throw fail(&self) }
            result = (arguments, .bool)
        case .select:
            guard let u = unified(Array(arguments.prefix(2)), floating: false) else { throw fail(&self) }
            let condition = arguments[2]
            guard condition.type.scalarType == .bool,
                  condition.type.isScalar || condition.type.componentCount == u.type.componentCount && u.type.isVector else {
                throw fail(&self)
            }
            // A scalar condition with vector values selects whole vectors (zip broadcasts it).
            result = (u.args + [condition], u.type)
        case .isnan, .isinf:
            guard let u = unified(arguments, floating: true) else { throw fail(&self) }
            result = (u.args, u.type.withScalar(.bool))
        case .transpose:
            guard case .matrix(let s, let c, let r) = arguments[0].type else { throw fail(&self) }
            result = (arguments, .matrix(s, columns: r, rows: c))
        case .determinant:
            guard case .matrix(let s, let c, let r) = arguments[0].type, c == r else { throw fail(&self) }
            result = (arguments, .scalar(s))
        }
        let call = TypedExpression(.builtin(function, result.args), type: result.type, location: location)
        if result.args.allSatisfy({ if case .literal = $0.kind { true } else { false } }),
           let value = ConstantFolder(constants: constants).fold(call) {
            return TypedExpression(.literal(value), type: result.type, location: location)
        }
        return call
    }
}
