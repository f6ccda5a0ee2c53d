/// `ShaderFrontEnd`: lexes, parses and checks a `.metal` source in one call.

/// The front end of Aurora's Metal subset: source text in, a `CheckedProgram` or diagnostics out.
public enum ShaderFrontEnd {
    /// Lex, parse and type-check a whole .metal file.
    ///
    /// Never traps on any input: sizes and nesting are bounded, and every problem becomes a
    /// `ShaderDiagnostic` (at most 50, in source order).
    public static func check(source: String, file: String) -> Result<CheckedProgram, ShaderCompileError> {
        let sourceFile = SourceFile(text: source, name: file)
        var lexer = Lexer(source: sourceFile)
        let tokens = lexer.tokenize()
        var diagnostics = lexer.diagnostics
        guard !diagnostics.hasErrors || tokens.count > 1 else {
            return .failure(ShaderCompileError(diagnostics: diagnostics.sorted))
        }
        var parser = Parser(source: sourceFile, tokens: tokens)
        let declarations = parser.parseFile()
        for diagnostic in parser.diagnostics.items { diagnostics.append(diagnostic) }
        var checker = Checker(source: sourceFile)
        let program = checker.check(declarations)
        // After syntax errors, only the checker's errors on lines the parser found fine are kept,
        // so one typo does not cascade.
        let syntaxLines = Set(diagnostics.items.map(\.location.line))
        for diagnostic in checker.diagnostics.items where !syntaxLines.contains(diagnostic.location.line) {
            diagnostics.append(diagnostic)
        }
        if diagnostics.hasErrors {
            return .failure(ShaderCompileError(diagnostics: diagnostics.sorted))
        }
        return .success(program)
    }

    /// The names of the functions `source` defines with a body, in source order, as the parser
    /// reads them: a function inside a comment or a string is not one, and a file with syntax
    /// errors still gives the functions parsed around them. Never traps.
    package static func definedFunctionNames(in source: String) -> [String] {
        let sourceFile = SourceFile(text: source, name: "")
        var lexer = Lexer(source: sourceFile)
        var parser = Parser(source: sourceFile, tokens: lexer.tokenize())
        return parser.parseFile().compactMap { declaration in
            guard case .function(let function) = declaration, function.body != nil else { return nil }
            return function.name
        }
    }
}
