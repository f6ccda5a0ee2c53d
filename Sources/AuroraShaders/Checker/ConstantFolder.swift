/// `ConstantFolder`: the value of an expression made only of literals, constants and builtins.

/// Folds constant expressions with the reference interpreter, so folding and running agree.
struct ConstantFolder {
    /// The program's constants so far.
    let constants: [CheckedConstant]

    /// The value of `expression`, or `nil` when it uses a variable, a user function or a sample.
    func fold(_ expression: TypedExpression) -> ShaderValue? {
        if case .literal(let value) = expression.kind { return value }
        var interpreter = Interpreter(functions: [:], constantValues: constants.map { $0.value ?? .zero(of: $0.type) },
                                      layer: nil, budget: 0, isFolding: true)
        var locals: [ShaderValue] = []
        return try? interpreter.evaluate(expression, &locals)
    }
}
