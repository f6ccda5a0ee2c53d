/// `Parser`: recursive descent over the tokens, building the untyped syntax tree.

/// Parses file-scope declarations and statements; expressions are in `Parser+Expressions.swift`.
///
/// An error is recorded and the parser skips to the next `;` or `}`, so one source reports
/// several problems. Nesting is bounded (`maximumExpressionDepth`, `maximumStatementDepth`).
struct Parser {
    /// The deepest expression tree accepted.
    static let maximumExpressionDepth = 96
    /// The deepest statement nesting accepted.
    static let maximumStatementDepth = 48

    /// Thrown after a syntax error has been recorded, to unwind to the recovery point.
    struct Failure: Error {}

    let source: SourceFile
    let tokens: [Token]
    var position = 0
    var diagnostics = DiagnosticList()
    /// The names of the structs declared so far (they start declarations).
    var structNames: Set<String> = []
    var statementDepth = 0
    var expressionNesting = 0

    /// A parser over `tokens` (ending in `.end`) of `source`.
    init(source: SourceFile, tokens: [Token]) {
        self.source = source
        self.tokens = tokens.isEmpty ? [Token(kind: .end, text: "", location: SourceLocation(line: 1, column: 1))] : tokens
    }

    // MARK: Token access

    var current: Token { tokens[min(position, tokens.count - 1)] }

    func peek(_ ahead: Int) -> Token { tokens[min(position + ahead, tokens.count - 1)] }

    mutating func advance() -> Token {
        let token = current
        if position < tokens.count - 1 { position += 1 }
        return token
    }

    /// Consumes the punctuation `text` if it is next.
    mutating func accept(_ text: String) -> Bool {
        guard current.isPunctuation(text) else { return false }
        position += 1
        return true
    }

    /// Where a missing token should have been: just after the previous token.
    var afterPrevious: SourceLocation {
        guard position > 0 else { return current.location }
        let previous = tokens[position - 1]
        return SourceLocation(line: previous.location.line, column: previous.location.column + previous.text.utf8.count)
    }

    /// Consumes the punctuation `text` or reports `expected 'text'` (with `context`, e.g. "after expression").
    mutating func expect(_ text: String, _ context: String? = nil) throws(Failure) {
        guard accept(text) else {
            let message = "expected '\(text)'" + (context.map { " \($0)" } ?? "")
            let location = text == ";" || text == ")" || text == "]" ? afterPrevious : current.location
            throw error(message, at: location)
        }
    }

    /// Consumes an identifier and returns it, or reports `expected identifier`.
    mutating func expectIdentifier(_ what: String = "identifier") throws(Failure) -> Token {
        guard current.isIdentifier, !Self.keywords.contains(current.text) else {
            throw error("expected \(what)", at: current.location)
        }
        return advance()
    }

    /// Records an error and returns the failure to throw.
    @discardableResult
    mutating func error(_ message: String, at location: SourceLocation, note: String? = nil) -> Failure {
        diagnostics.append(source.diagnostic(message, at: location, note: note))
        return Failure()
    }

    static let keywords: Set<String> = [
        "if", "else", "for", "while", "do", "break", "continue", "return", "struct", "const", "constexpr",
        "constant", "device", "thread", "threadgroup", "true", "false", "using", "namespace", "switch", "case",
        "default", "goto", "typedef", "template", "class", "enum", "union", "static", "inline", "kernel",
        "vertex", "fragment", "sizeof", "discard_fragment",
    ]
    static let qualifiers: Set<String> = ["const", "constexpr", "constant", "device", "thread", "threadgroup", "static", "inline"]
    static let unsupportedKeywords: [String: String] = [
        "switch": "'switch' statements", "case": "'case' labels", "default": "'default' labels",
        "goto": "'goto'", "typedef": "'typedef'", "template": "templates", "class": "classes",
        "enum": "enums", "union": "unions", "namespace": "namespace declarations",
        "kernel": "kernel functions", "vertex": "vertex functions", "fragment": "fragment functions",
        "sizeof": "'sizeof'", "discard_fragment": "'discard_fragment'",
    ]

    // MARK: File scope

    /// Parses the whole source.
    mutating func parseFile() -> [TopLevelSyntax] {
        var result: [TopLevelSyntax] = []
        while current.kind != .end {
            let start = position
            do throws(Failure) {
                if let declaration = try parseTopLevel() { result.append(declaration) }
            } catch {
                recoverAtFileScope()
            }
            if position == start { _ = advance() }
        }
        return result
    }

    /// Skips to just after the next `;` or balanced `}` at file scope.
    mutating func recoverAtFileScope() {
        var depth = 0
        while current.kind != .end {
            let token = advance()
            if token.isPunctuation("{") { depth += 1 }
            if token.isPunctuation("}") {
                depth -= 1
                if depth <= 0 { _ = accept(";"); return }
            }
            if token.isPunctuation(";"), depth <= 0 { return }
        }
    }

    mutating func parseTopLevel() throws(Failure) -> TopLevelSyntax? {
        if accept(";") { return nil }
        let token = current
        if token.isIdentifier("using") {
            _ = advance()
            guard current.isIdentifier("namespace") else { throw error("'using' declarations are not supported by Aurora's Metal subset", at: token.location) }
            _ = advance()
            let name = try parseQualifiedName()
            if name.text != "metal" && name.text != "SwiftUI" {
                error("'using namespace \(name.text)' is not supported by Aurora's Metal subset", at: name.location,
                      note: "only 'using namespace metal;' is accepted")
            }
            try expect(";", "after namespace name")
            return nil
        }
        if token.isIdentifier("struct") { return .structure(try parseStruct()) }
        if let what = Self.unsupportedKeywords[token.text], token.kind == .identifier {
            throw error("\(what) are not supported by Aurora's Metal subset", at: token.location)
        }
        var attributes: [AttributeSyntax] = []
        while current.isPunctuation("["), peek(1).isPunctuation("[") {
            attributes += try parseAttributes()
        }
        // An unknown type name before a function or constant name is the checker's to report.
        let unknownType = current.isIdentifier && !Self.keywords.contains(current.text) && peek(1).isIdentifier
            && !Self.keywords.contains(peek(1).text)
        guard isTypeStart(current) || unknownType else {
            throw error("expected a function, struct or 'constant' declaration", at: current.location)
        }
        let type = try parseType()
        let name = try expectIdentifier()
        if current.isPunctuation("(") {
            return .function(try parseFunction(returnType: type, name: name, attributes: attributes))
        }
        if let attribute = attributes.first {
            error("attribute '\(attribute.name)' only applies to functions", at: attribute.location)
        }
        var declaration = VariableDeclarationSyntax(type: type, declarators: [])
        declaration.declarators = try parseDeclarators(first: name)
        try expect(";", "after top level declarator")
        if type.addressSpace != "constant" && !(type.isConst && type.name == "sampler") {
            throw error("program scope variable must reside in constant address space", at: name.location,
                        note: "declare it 'constant'")
        }
        return .global(declaration)
    }

    /// `[[ stitchable ]]` (any attribute names; the checker judges them).
    mutating func parseAttributes() throws(Failure) -> [AttributeSyntax] {
        _ = advance(); _ = advance()
        var result: [AttributeSyntax] = []
        repeat {
            let name = try parseQualifiedName()
            result.append(AttributeSyntax(name: name.text, location: name.location))
            if accept("(") {
                while !current.isPunctuation(")"), current.kind != .end { _ = advance() }
                try expect(")")
            }
        } while accept(",")
        try expect("]", "to close the attribute")
        try expect("]", "to close the attribute")
        return result
    }

    mutating func parseStruct() throws(Failure) -> StructSyntax {
        _ = advance()
        let name = try expectIdentifier("struct name")
        structNames.insert(name.text)
        try expect("{", "after struct name")
        var fields: [VariableDeclarationSyntax] = []
        while !current.isPunctuation("}"), current.kind != .end {
            let type = try parseType()
            let first = try expectIdentifier("field name")
            fields.append(VariableDeclarationSyntax(type: type, declarators: try parseDeclarators(first: first)))
            try expect(";", "at end of declaration list")
        }
        try expect("}")
        try expect(";", "after struct")
        return StructSyntax(name: name.text, location: name.location, fields: fields)
    }

    mutating func parseFunction(returnType: TypeSyntax, name: Token, attributes: [AttributeSyntax]) throws(Failure) -> FunctionSyntax {
        try expect("(")
        var parameters: [ParameterSyntax] = []
        if current.isIdentifier("void"), peek(1).isPunctuation(")") { _ = advance() }
        if !current.isPunctuation(")") {
            repeat {
                let type = try parseType()
                // A declaration may leave parameters unnamed: `float g(float);`.
                let unnamed = current.isPunctuation(",") || current.isPunctuation(")")
                let parameterName = unnamed ? Token(kind: .identifier, text: "", location: current.location)
                                            : try expectIdentifier("parameter name")
                if current.isPunctuation("["), peek(1).isPunctuation("[") {
                    let attribute = try parseAttributes()
                    error("parameter attribute '\(attribute.first?.name ?? "")' is not supported by Aurora's Metal subset",
                          at: attribute.first?.location ?? parameterName.location)
                }
                parameters.append(ParameterSyntax(type: type, name: parameterName.text, location: parameterName.location))
            } while accept(",")
        }
        try expect(")", "after parameters")
        var function = FunctionSyntax(attributes: attributes, returnType: returnType, name: name.text,
                                      location: name.location, parameters: parameters, body: nil)
        if accept(";") { return function }
        guard current.isPunctuation("{") else { throw error("expected function body", at: current.location) }
        function.body = parseBlockBody()
        return function
    }

    // MARK: Types and declarators

    /// Whether `token` can start a type (a qualifier, a builtin type name, or a declared struct).
    func isTypeStart(_ token: Token) -> Bool {
        guard token.isIdentifier else { return false }
        return Self.qualifiers.contains(token.text) || TypeNames.isBuiltinType(token.text)
            || structNames.contains(token.text) || token.text == "metal" || token.text == "SwiftUI"
            || token.text == "struct"
    }

    /// Whether the tokens at the current position are a declaration (`type name …`).
    func looksLikeDeclaration() -> Bool {
        var index = 0
        var sawQualifier = false
        while Self.qualifiers.contains(peek(index).text), peek(index).isIdentifier { index += 1; sawQualifier = true }
        if peek(index).isIdentifier("struct") { index += 1 }
        guard peek(index).isIdentifier else { return false }
        let first = peek(index)
        index += 1
        var name = first.text
        while peek(index).isPunctuation("::"), peek(index + 1).isIdentifier {
            name += "::" + peek(index + 1).text
            index += 2
        }
        guard sawQualifier || TypeNames.isBuiltinType(name) || structNames.contains(name) else {
            // `vec3 v = …;`: an unknown type name, which the checker reports by name.
            let next = peek(index + 1)
            return peek(index).isIdentifier && !Self.keywords.contains(peek(index).text) && !Self.keywords.contains(name)
                && (next.isPunctuation("=") || next.isPunctuation(";") || next.isPunctuation(",") || next.isPunctuation("["))
        }
        if peek(index).isPunctuation("<") {
            while !peek(index).isPunctuation(">"), peek(index).kind != .end, index < 16 { index += 1 }
            index += 1
        }
        while peek(index).isIdentifier("const") || peek(index).isPunctuation("*") || peek(index).isPunctuation("&") { index += 1 }
        return peek(index).isIdentifier && !Self.keywords.contains(peek(index).text)
    }

    /// `a::b::c` as one name.
    mutating func parseQualifiedName() throws(Failure) -> Token {
        guard current.isIdentifier else { throw error("expected identifier", at: current.location) }
        var token = advance()
        while current.isPunctuation("::") {
            _ = advance()
            guard current.isIdentifier else { throw error("expected identifier after '::'", at: current.location) }
            token.text += "::" + advance().text
        }
        return token
    }

    /// A type with its qualifiers: `constant float`, `device const half4 *`, `texture2d<half, access::sample>`.
    mutating func parseType() throws(Failure) -> TypeSyntax {
        let start = current.location
        var type = TypeSyntax(name: "", templateArgument: nil, addressSpace: nil, isConst: false, isPointer: false,
                              isReference: false, location: start)
        while current.isIdentifier, Self.qualifiers.contains(current.text) {
            let qualifier = advance().text
            switch qualifier {
            case "const", "constexpr": type.isConst = true
            case "static", "inline": break
            default: type.addressSpace = qualifier
            }
        }
        _ = current.isIdentifier("struct") ? advance() : current
        guard current.isIdentifier else { throw error("expected a type", at: current.location) }
        let name = try parseQualifiedName()
        if Self.keywords.contains(name.text) { throw error("expected a type", at: name.location) }
        type.name = name.text
        type.location = name.location
        if accept("<") {
            var parts: [String] = []
            while !current.isPunctuation(">"), current.kind != .end, parts.count < 8 {
                let part = try parseQualifiedName()
                parts.append(part.text)
                if !accept(",") { break }
            }
            try expect(">", "after template arguments")
            type.templateArgument = parts.first
        }
        while true {
            if current.isIdentifier("const") { _ = advance(); type.isConst = true; continue }
            if accept("*") {
                if type.isPointer { throw error("pointers to pointers are not supported by Aurora's Metal subset", at: afterPrevious) }
                type.isPointer = true
                continue
            }
            if accept("&") { type.isReference = true; continue }
            break
        }
        return type
    }

    /// `first [size] = value, name2 …` after the type and the first name.
    mutating func parseDeclarators(first: Token) throws(Failure) -> [DeclaratorSyntax] {
        var result: [DeclaratorSyntax] = []
        var name = first
        while true {
            var declarator = DeclaratorSyntax(name: name.text, location: name.location)
            if accept("[") {
                if current.isPunctuation("]") { throw error("arrays need a size in Aurora's Metal subset", at: current.location) }
                declarator.arraySize = try parseAssignment()
                try expect("]")
            }
            if accept("=") {
                declarator.initializer = try parseAssignment()
            } else if current.isPunctuation("(") {
                _ = advance()
                var arguments: [ExpressionSyntax] = []
                if !current.isPunctuation(")") {
                    repeat { arguments.append(try parseAssignment()) } while accept(",")
                }
                try expect(")")
                declarator.constructorArguments = arguments
            } else if current.isPunctuation("{") {
                declarator.initializer = try parsePrimary()
            }
            result.append(declarator)
            guard accept(",") else { return result }
            name = try expectIdentifier()
        }
    }
}
