/// `SExpressionReader`: text → `SExpression` trees, without recursion, with limits on depth and length.

/// Reads the generic S-expression syntax of the text form.
///
/// Tokens: `(` and `)`; strings in double quotes with `\"`, `\\`, `\n`, `\t`; bare tokens (any
/// run of characters other than white space, parentheses, quotes, `=` and `;`); `key=` followed
/// by a value; `;` starts a comment to the end of the line. Lists are read with an explicit
/// stack, so a deep input gives `nestingTooDeep` rather than exhausting the call stack.
struct SExpressionReader {
    /// The deepest list nesting accepted.
    static let maximumDepth = 1024
    /// The longest text accepted, in UTF-8 bytes (1 GiB).
    static let maximumLength = 1 << 30

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1

    /// Reads every top-level expression of `text`.
    static func read(_ text: String) throws(DisplayListParseError) -> [SExpression] {
        guard text.utf8.count <= maximumLength else {
            throw DisplayListParseError(.inputTooLong(limit: maximumLength), line: 1, column: 1)
        }
        var reader = SExpressionReader(scalars: Array(text.unicodeScalars))
        return try reader.readAll()
    }

    private init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    /// An open list: its elements so far, where it started, and the key it is the value of.
    private struct OpenList {
        var elements: [SExpression] = []
        var line: Int
        var column: Int
        var key: (String, Int, Int)?
    }

    private mutating func readAll() throws(DisplayListParseError) -> [SExpression] {
        var top: [SExpression] = []
        var stack: [OpenList] = []
        // A `key=` waiting for its value: the key and where it started.
        var pendingKey: (String, Int, Int)?

        func add(_ node: SExpression, key: (String, Int, Int)?) {
            var node = node
            if let (name, l, c) = key { node = SExpression(kind: .keyed(name, node), line: l, column: c) }
            if stack.isEmpty { top.append(node) } else { stack[stack.count - 1].elements.append(node) }
        }

        while true {
            skipSpaceAndComments()
            let (l, c) = (line, column)
            guard index < scalars.count else {
                if pendingKey != nil || !stack.isEmpty { throw DisplayListParseError(.unexpectedEnd, line: l, column: c) }
                return top
            }
            let ch = scalars[index]
            switch ch {
            case "(":
                guard stack.count < Self.maximumDepth else {
                    throw DisplayListParseError(.nestingTooDeep(limit: Self.maximumDepth), line: l, column: c)
                }
                advance()
                stack.append(OpenList(line: l, column: c, key: pendingKey))
                pendingKey = nil
            case ")":
                guard pendingKey == nil else { throw DisplayListParseError(.expected("a value after '='"), line: l, column: c) }
                guard let open = stack.popLast() else { throw DisplayListParseError(.unexpectedCharacter(")"), line: l, column: c) }
                advance()
                add(SExpression(kind: .list(open.elements), line: open.line, column: open.column), key: open.key)
            case "\"":
                let text = try readString()
                add(SExpression(kind: .string(text), line: l, column: c), key: pendingKey)
                pendingKey = nil
            case "=":
                throw DisplayListParseError(.unexpectedCharacter("="), line: l, column: c)
            default:
                let token = readToken()
                if index < scalars.count, scalars[index] == "=" {
                    guard pendingKey == nil else { throw DisplayListParseError(.expected("a value after '='"), line: l, column: c) }
                    advance()
                    pendingKey = (token, l, c)
                    if index >= scalars.count || Self.isSpace(scalars[index]) || scalars[index] == ")" {
                        throw DisplayListParseError(.expected("a value after '\(token)='"), line: line, column: column)
                    }
                } else {
                    add(SExpression(kind: .symbol(token), line: l, column: c), key: pendingKey)
                    pendingKey = nil
                }
            }
        }
    }

    private static func isSpace(_ s: Unicode.Scalar) -> Bool {
        s == " " || s == "\n" || s == "\t" || s == "\r"
    }

    private static func endsToken(_ s: Unicode.Scalar) -> Bool {
        isSpace(s) || s == "(" || s == ")" || s == "\"" || s == "=" || s == ";"
    }

    private mutating func advance() {
        if scalars[index] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    private mutating func skipSpaceAndComments() {
        while index < scalars.count {
            let s = scalars[index]
            if Self.isSpace(s) {
                advance()
            } else if s == ";" {
                while index < scalars.count, scalars[index] != "\n" { advance() }
            } else {
                return
            }
        }
    }

    private mutating func readToken() -> String {
        var token = String.UnicodeScalarView()
        while index < scalars.count, !Self.endsToken(scalars[index]) {
            token.append(scalars[index])
            advance()
        }
        return String(token)
    }

    private mutating func readString() throws(DisplayListParseError) -> String {
        let (l, c) = (line, column)
        advance()
        var text = String.UnicodeScalarView()
        while index < scalars.count {
            let s = scalars[index]
            if s == "\"" {
                advance()
                return String(text)
            }
            if s == "\\" {
                let (el, ec) = (line, column)
                advance()
                guard index < scalars.count else { break }
                switch scalars[index] {
                case "\"": text.append("\"")
                case "\\": text.append("\\")
                case "n": text.append("\n")
                case "t": text.append("\t")
                default: throw DisplayListParseError(.invalidEscape(Character(scalars[index])), line: el, column: ec)
                }
                advance()
                continue
            }
            text.append(s)
            advance()
        }
        throw DisplayListParseError(.unterminatedString, line: l, column: c)
    }
}
