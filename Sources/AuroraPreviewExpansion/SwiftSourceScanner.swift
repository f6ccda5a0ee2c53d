/// `SwiftSourceScanner`: finds the structure of Swift source text that a `#Preview` expansion needs —
/// matching brackets and top-level lines — stepping over string literals and comments.

/// Reads Swift source as UTF-8 bytes and answers bracket and statement questions about it.
///
/// It is not a parser: it knows exactly enough of the lexical grammar to never mistake a bracket or
/// a newline inside a string literal (plain, multi-line, raw, with interpolations) or a comment
/// (line, nested block) for structure.
struct SwiftSourceScanner {
    let bytes: [UInt8]

    init(_ text: String) { bytes = Array(text.utf8) }

    /// The text of `range`.
    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// The index just past the comment or string literal starting at `index`, or nil when neither
    /// starts there. An unterminated literal or comment runs to the end of the text.
    func endOfLiteralOrComment(at index: Int) -> Int? {
        guard index < bytes.count else { return nil }
        let byte = bytes[index]
        if byte == .slash, index + 1 < bytes.count {
            if bytes[index + 1] == .slash {
                var end = index + 2
                while end < bytes.count, bytes[end] != .newline { end += 1 }
                return end
            }
            if bytes[index + 1] == .star { return endOfBlockComment(from: index + 2) }
        }
        if byte == .quote || byte == .hash {
            var hashes = 0
            var quote = index
            while quote < bytes.count, bytes[quote] == .hash { hashes += 1; quote += 1 }
            guard quote < bytes.count, bytes[quote] == .quote else { return nil }
            return endOfString(openingQuote: quote, hashes: hashes)
        }
        return nil
    }

    private func endOfBlockComment(from start: Int) -> Int {
        var depth = 1
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == .slash, bytes[index + 1] == .star {
                depth += 1
                index += 2
            } else if bytes[index] == .star, bytes[index + 1] == .slash {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else {
                index += 1
            }
        }
        return bytes.count
    }

    /// The index past a string literal whose first quote is at `openingQuote`, with `hashes` `#`
    /// before it (a raw string) — skipping escapes and interpolations.
    private func endOfString(openingQuote: Int, hashes: Int) -> Int {
        let isMultiline = openingQuote + 2 < bytes.count && bytes[openingQuote + 1] == .quote && bytes[openingQuote + 2] == .quote
        var index = openingQuote + (isMultiline ? 3 : 1)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == .backslash, hasHashes(hashes, at: index + 1) {
                let afterEscape = index + 1 + hashes
                if afterEscape < bytes.count, bytes[afterEscape] == .openParen {
                    index = (matchingClose(of: afterEscape) ?? bytes.count - 1) + 1
                } else {
                    index = afterEscape + 1
                }
                continue
            }
            if byte == .quote {
                let quotes = isMultiline ? 3 : 1
                if (0..<quotes).allSatisfy({ index + $0 < bytes.count && bytes[index + $0] == .quote }),
                   hasHashes(hashes, at: index + quotes) {
                    return index + quotes + hashes
                }
            }
            if byte == .newline, !isMultiline { return index }
            index += 1
        }
        return bytes.count
    }

    private func hasHashes(_ count: Int, at index: Int) -> Bool {
        guard index + count <= bytes.count else { return false }
        return (0..<count).allSatisfy { bytes[index + $0] == .hash }
    }

    /// The index of the bracket that closes the `(`, `[` or `{` at `open`, or nil when it is not closed.
    func matchingClose(of open: Int) -> Int? {
        var stack: [UInt8] = []
        var index = open
        while index < bytes.count {
            if let end = endOfLiteralOrComment(at: index) {
                index = end
                continue
            }
            switch bytes[index] {
            case .openParen: stack.append(.closeParen)
            case .openBracket: stack.append(.closeBracket)
            case .openBrace: stack.append(.closeBrace)
            case .closeParen, .closeBracket, .closeBrace:
                guard stack.last == bytes[index] else { return nil }
                stack.removeLast()
                if stack.isEmpty { return index }
            default: break
            }
            index += 1
        }
        return nil
    }

    /// The index of the first byte in `range` that is not white space or a comment, or nil.
    func firstSignificant(in range: Range<Int>) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            if bytes[index].isWhitespace {
                index += 1
            } else if bytes[index] == .slash, let end = endOfLiteralOrComment(at: index) {
                index = end
            } else {
                return index
            }
        }
        return nil
    }

    /// Whether the text at `index` is `word` standing alone (not part of a longer identifier).
    func hasWord(_ word: String, at index: Int) -> Bool {
        let utf8 = Array(word.utf8)
        guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else { return false }
        let after = index + utf8.count
        return after == bytes.count || !bytes[after].isIdentifierByte
    }

    /// The top-level statements of `range` (the inside of a closure): each a range from its first
    /// significant byte to its end, split at newlines and semicolons outside brackets, literals and
    /// comments — except where the statement plainly goes on (a line that ends with an operator,
    /// `=` or `,`, or a next line that starts with `.` or an operator).
    func statements(in range: Range<Int>) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start: Int?
        var lastSignificant = range.lowerBound
        var index = range.lowerBound
        func close(at end: Int) {
            if let begin = start { result.append(begin..<end) }
            start = nil
        }
        while index < range.upperBound {
            let byte = bytes[index]
            if let end = endOfLiteralOrComment(at: index) {
                let isComment = byte == .slash
                if !isComment {
                    if start == nil { start = index }
                    lastSignificant = end - 1
                }
                index = min(end, range.upperBound)
                continue
            }
            if byte == .openParen || byte == .openBracket || byte == .openBrace {
                if start == nil { start = index }
                let end = matchingClose(of: index) ?? (range.upperBound - 1)
                lastSignificant = min(end, range.upperBound - 1)
                index = lastSignificant + 1
                continue
            }
            if byte == .semicolon {
                close(at: lastSignificant + 1)
            } else if byte == .newline {
                if let begin = start, !continues(lastSignificant: lastSignificant, begin: begin, next: index + 1, limit: range.upperBound) {
                    close(at: lastSignificant + 1)
                }
            } else if !byte.isWhitespace {
                if start == nil { start = index }
                lastSignificant = index
            }
            index += 1
        }
        close(at: lastSignificant + 1)
        return result
    }

    private func continues(lastSignificant: Int, begin: Int, next: Int, limit: Int) -> Bool {
        // A line ending in `>`, `!` or `?` is most often a generic type, a force unwrap or an
        // optional type, which end a statement; the other operators, `=` and `,` go on.
        let last = bytes[lastSignificant]
        let endsOpen = last.isContinuationOperator && last != UInt8(ascii: ">") && last != .exclamation && last != UInt8(ascii: "?")
        if lastSignificant >= begin, endsOpen || last == .comma { return true }
        guard let following = firstSignificant(in: next..<limit) else { return false }
        let first = bytes[following]
        return first == .dot || (first.isContinuationOperator && first != .exclamation)
    }
}

extension UInt8 {
    static let newline = UInt8(ascii: "\n")
    static let quote = UInt8(ascii: "\"")
    static let hash = UInt8(ascii: "#")
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let backslash = UInt8(ascii: "\\")
    static let openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let semicolon = UInt8(ascii: ";")
    static let equals = UInt8(ascii: "=")
    static let comma = UInt8(ascii: ",")
    static let dot = UInt8(ascii: ".")
    static let exclamation = UInt8(ascii: "!")
    static let at = UInt8(ascii: "@")

    var isWhitespace: Bool { self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D }

    /// Letters, digits, `_` and any byte of a multi-byte UTF-8 character.
    var isIdentifierByte: Bool {
        (self >= 0x30 && self <= 0x39) || (self >= 0x41 && self <= 0x5A) || (self >= 0x61 && self <= 0x7A) || self == 0x5F || self >= 0x80
    }

    /// An operator character that, ending a line or starting the next, joins the two lines.
    var isContinuationOperator: Bool {
        switch self {
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"),
             UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
             UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: "!"), UInt8(ascii: "="):
            true
        default: false
        }
    }
}
