/// `Parser+Statements`: statements and blocks, with recovery at `;` and `}`.

extension Parser {
    /// The statements of a `{ … }` block at the current `{`; errors inside are recorded and skipped.
    mutating func parseBlockBody() -> [StatementSyntax] {
        let open = advance()
        var statements: [StatementSyntax] = []
        while !current.isPunctuation("}") {
            if current.kind == .end {
                error("expected '}'", at: current.location, note: "to match this '{' at \(open.location)")
                return statements
            }
            let start = position
            do throws(Failure) {
                statements.append(try parseStatement())
            } catch {
                recoverInBlock()
            }
            if position == start { _ = advance() }
        }
        _ = advance()
        return statements
    }

    /// Skips to just after the next `;`, or to the `}` closing the current block.
    mutating func recoverInBlock() {
        var depth = 0
        while current.kind != .end {
            if current.isPunctuation("}") {
                if depth == 0 { return }
                depth -= 1
            }
            if current.isPunctuation("{") { depth += 1 }
            let token = advance()
            if token.isPunctuation(";"), depth == 0 { return }
        }
    }

    /// One statement.
    mutating func parseStatement() throws(Failure) -> StatementSyntax {
        statementDepth += 1
        defer { statementDepth -= 1 }
        let start = current.location
        guard statementDepth <= Self.maximumStatementDepth else {
            throw error("statements nested more than \(Self.maximumStatementDepth) deep", at: start)
        }
        if current.isPunctuation("{") {
            return StatementSyntax(kind: .block(parseBlockBody()), location: start)
        }
        if accept(";") { return StatementSyntax(kind: .empty, location: start) }
        if current.isIdentifier {
            switch current.text {
            case "if":
                _ = advance()
                try expect("(", "after 'if'")
                let condition = try parseExpression()
                try expect(")")
                let then = try parseStatement()
                var otherwise: StatementSyntax?
                if current.isIdentifier("else") {
                    _ = advance()
                    otherwise = try parseStatement()
                }
                return StatementSyntax(kind: .ifElse(condition, then, otherwise), location: start)
            case "for":
                _ = advance()
                try expect("(", "after 'for'")
                var initializer: StatementSyntax?
                if !accept(";") {
                    let initStart = current.location
                    if looksLikeDeclaration() {
                        initializer = StatementSyntax(kind: .declaration(try parseDeclaration()), location: initStart)
                    } else {
                        initializer = StatementSyntax(kind: .expression(try parseExpression()), location: initStart)
                    }
                    try expect(";", "in 'for' statement specifier")
                }
                let condition = current.isPunctuation(";") ? nil : try parseExpression()
                try expect(";", "in 'for' statement specifier")
                let step = current.isPunctuation(")") ? nil : try parseExpression()
                try expect(")")
                let body = try parseStatement()
                return StatementSyntax(kind: .forLoop(initializer, condition, step, body), location: start)
            case "while":
                _ = advance()
                try expect("(", "after 'while'")
                let condition = try parseExpression()
                try expect(")")
                return StatementSyntax(kind: .whileLoop(condition, try parseStatement()), location: start)
            case "do":
                _ = advance()
                let body = try parseStatement()
                guard current.isIdentifier("while") else { throw error("expected 'while' in do/while loop", at: current.location) }
                _ = advance()
                try expect("(", "after 'while'")
                let condition = try parseExpression()
                try expect(")")
                try expect(";", "after do/while statement")
                return StatementSyntax(kind: .doWhile(body, condition), location: start)
            case "break":
                _ = advance()
                try expect(";", "after break statement")
                return StatementSyntax(kind: .breakStatement, location: start)
            case "continue":
                _ = advance()
                try expect(";", "after continue statement")
                return StatementSyntax(kind: .continueStatement, location: start)
            case "return":
                _ = advance()
                let value = current.isPunctuation(";") ? nil : try parseExpression()
                try expect(";", "after return statement")
                return StatementSyntax(kind: .returnStatement(value), location: start)
            case "else":
                throw error("'else' without a previous 'if'", at: start)
            case "struct":
                throw error("struct declarations inside functions are not supported by Aurora's Metal subset", at: start)
            default:
                if let what = Self.unsupportedKeywords[current.text] {
                    throw error("\(what) are not supported by Aurora's Metal subset", at: start)
                }
            }
        }
        if looksLikeDeclaration() {
            let declaration = try parseDeclaration()
            try expect(";", "at end of declaration")
            return StatementSyntax(kind: .declaration(declaration), location: start)
        }
        let expression = try parseExpression()
        try expect(";", "after expression")
        return StatementSyntax(kind: .expression(expression), location: start)
    }

    /// `type name [= value], …` (without the `;`).
    mutating func parseDeclaration() throws(Failure) -> VariableDeclarationSyntax {
        let type = try parseType()
        let first = try expectIdentifier()
        return VariableDeclarationSyntax(type: type, declarators: try parseDeclarators(first: first))
    }
}
