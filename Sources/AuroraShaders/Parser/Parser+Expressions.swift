/// `Parser+Expressions`: expressions by precedence climbing, with C's operators and precedences.

extension Parser {
    /// Binary operators by precedence (higher binds tighter); all left-associative.
    static let binaryPrecedence: [String: Int] = [
        "||": 1, "&&": 2, "|": 3, "^": 4, "&": 5, "==": 6, "!=": 6,
        "<": 7, ">": 7, "<=": 7, ">=": 7, "<<": 8, ">>": 8, "+": 9, "-": 9, "*": 10, "/": 10, "%": 10,
    ]
    static let assignmentOperators: Set<String> = ["=", "+=", "-=", "*=", "/=", "%=", "<<=", ">>=", "&=", "|=", "^="]

    /// Makes a node, checking the depth bound.
    mutating func node(_ kind: ExpressionSyntax.Kind, at location: SourceLocation,
                       children: [ExpressionSyntax]) throws(Failure) -> ExpressionSyntax {
        let depth = 1 + (children.map(\.depth).max() ?? 0)
        guard depth <= Self.maximumExpressionDepth else {
            throw error("expression nested more than \(Self.maximumExpressionDepth) deep", at: location)
        }
        return ExpressionSyntax(kind: kind, location: location, depth: depth)
    }

    /// A full expression, including the comma operator.
    mutating func parseExpression() throws(Failure) -> ExpressionSyntax {
        var left = try parseAssignment()
        while current.isPunctuation(",") {
            let comma = advance()
            let right = try parseAssignment()
            left = try node(.binary(",", left, right), at: comma.location, children: [left, right])
        }
        return left
    }

    /// An assignment expression (right-associative) or a conditional.
    mutating func parseAssignment() throws(Failure) -> ExpressionSyntax {
        try enterNesting()
        defer { expressionNesting -= 1 }
        let left = try parseConditional()
        if current.kind == .punctuation, Self.assignmentOperators.contains(current.text) {
            let op = advance()
            let right = try parseAssignment()
            return try node(.assign(op.text, left, right), at: op.location, children: [left, right])
        }
        return left
    }

    mutating func enterNesting() throws(Failure) {
        expressionNesting += 1
        if expressionNesting > Self.maximumExpressionDepth {
            expressionNesting -= 1
            throw error("expression nested more than \(Self.maximumExpressionDepth) deep", at: current.location)
        }
    }

    /// `condition ? a : b` or a binary expression.
    mutating func parseConditional() throws(Failure) -> ExpressionSyntax {
        let condition = try parseBinary(minimumPrecedence: 1)
        guard current.isPunctuation("?") else { return condition }
        _ = advance()
        let then = try parseExpression()
        try expect(":", "in conditional expression")
        let otherwise = try parseAssignment()
        return try node(.conditional(condition, then, otherwise), at: condition.location, children: [condition, then, otherwise])
    }

    /// Binary operators of at least `minimumPrecedence`, by precedence climbing.
    mutating func parseBinary(minimumPrecedence: Int) throws(Failure) -> ExpressionSyntax {
        var left = try parseUnary()
        while current.kind == .punctuation, let precedence = Self.binaryPrecedence[current.text],
              precedence >= minimumPrecedence {
            let op = advance()
            let right = try parseBinary(minimumPrecedence: precedence + 1)
            left = try node(.binary(op.text, left, right), at: op.location, children: [left, right])
        }
        return left
    }

    /// Prefix operators and casts, then a postfix expression.
    mutating func parseUnary() throws(Failure) -> ExpressionSyntax {
        try enterNesting()
        defer { expressionNesting -= 1 }
        let token = current
        if token.kind == .punctuation, ["-", "+", "!", "~", "++", "--"].contains(token.text) {
            _ = advance()
            let operand = try parseUnary()
            return try node(.prefix(token.text, operand), at: token.location, children: [operand])
        }
        if token.isPunctuation("&") || token.isPunctuation("*") {
            throw error("pointer operators ('\(token.text)') are not supported by Aurora's Metal subset", at: token.location)
        }
        if token.isPunctuation("("), isCastAhead() {
            _ = advance()
            let type = try parseType()
            try expect(")")
            let operand = try parseUnary()
            return try node(.cast(type, operand), at: token.location, children: [operand])
        }
        return try parsePostfix()
    }

    /// Whether `(` starts a C-style cast: `(float)`, `(half4)`, `(MyStruct)`.
    func isCastAhead() -> Bool {
        var index = 1
        while peek(index).isIdentifier("const") { index += 1 }
        guard peek(index).isIdentifier else { return false }
        var name = peek(index).text
        index += 1
        while peek(index).isPunctuation("::"), peek(index + 1).isIdentifier {
            name += "::" + peek(index + 1).text
            index += 2
        }
        guard TypeNames.isBuiltinType(name) || structNames.contains(name) else { return false }
        return peek(index).isPunctuation(")")
    }

    /// A primary expression followed by calls, member accesses, indexing and `++`/`--`.
    mutating func parsePostfix() throws(Failure) -> ExpressionSyntax {
        var expression = try parsePrimary()
        while true {
            let token = current
            if accept("(") {
                var arguments: [ExpressionSyntax] = []
                if !current.isPunctuation(")") {
                    repeat { arguments.append(try parseAssignment()) } while accept(",")
                }
                try expect(")", "after call arguments")
                expression = try node(.call(expression, arguments), at: expression.location, children: [expression] + arguments)
            } else if accept(".") {
                let name = try expectIdentifier("member name")
                expression = try node(.member(expression, name.text), at: name.location, children: [expression])
            } else if token.isPunctuation("->") {
                throw error("pointer member access ('->') is not supported by Aurora's Metal subset", at: token.location)
            } else if accept("[") {
                let index = try parseExpression()
                try expect("]")
                expression = try node(.index(expression, index), at: token.location, children: [expression, index])
            } else if token.isPunctuation("++") || token.isPunctuation("--") {
                _ = advance()
                expression = try node(.postfix(token.text, expression), at: token.location, children: [expression])
            } else {
                return expression
            }
        }
    }

    /// A literal, a (qualified) name, a parenthesised expression or a braced initializer list.
    mutating func parsePrimary() throws(Failure) -> ExpressionSyntax {
        let token = current
        switch token.kind {
        case .integer(let value, let isUnsigned):
            _ = advance()
            return ExpressionSyntax(kind: .integer(value, isUnsigned: isUnsigned), location: token.location, depth: 1)
        case .floating(let value, let isHalf):
            _ = advance()
            return ExpressionSyntax(kind: .floating(value, isHalf: isHalf), location: token.location, depth: 1)
        case .end:
            throw error("expected expression", at: token.location)
        case .identifier:
            if token.text == "true" || token.text == "false" {
                _ = advance()
                return ExpressionSyntax(kind: .boolean(token.text == "true"), location: token.location, depth: 1)
            }
            if let what = Self.unsupportedKeywords[token.text] {
                throw error("\(what) are not supported by Aurora's Metal subset", at: token.location)
            }
            if Self.keywords.contains(token.text), !Self.qualifiers.contains(token.text) {
                throw error("expected expression", at: token.location)
            }
            let name = try parseQualifiedName()
            if current.isPunctuation("<") && name.text.hasSuffix("texture2d") {
                throw error("texture types are only supported as parameters", at: name.location)
            }
            return ExpressionSyntax(kind: .name(name.text), location: name.location, depth: 1)
        case .punctuation:
            if accept("(") {
                let inner = try parseExpression()
                try expect(")")
                return inner
            }
            if accept("{") {
                try enterNesting()
                defer { expressionNesting -= 1 }
                var elements: [ExpressionSyntax] = []
                while !current.isPunctuation("}") {
                    elements.append(try parseAssignment())
                    if !accept(",") { break }
                }
                try expect("}", "to close the initializer list")
                return try node(.initializerList(elements), at: token.location, children: elements)
            }
            throw error("expected expression", at: token.location)
        }
    }
}
