/// `Lexer`: cuts a `.metal` source into tokens, running the preprocessor lines on the way.

/// Turns source bytes into tokens: skips comments, runs `#include`/`#define`/`#ifdef` lines and
/// substitutes object-like macros.
///
/// Accepted preprocessing: `#include` of the Metal standard library and SwiftUI headers (ignored),
/// `#define NAME tokens` and `#undef`, `#ifdef`/`#ifndef`/`#if 0|1|defined(NAME)`/`#else`/`#endif`,
/// `#pragma` (ignored) and `#error`. Anything else is reported as outside the subset.
struct Lexer {
    /// The most tokens a source may expand to.
    static let maximumTokens = 200_000
    /// The deepest `#if` nesting accepted.
    static let maximumConditionalDepth = 64
    /// The deepest chain of macros expanding inside each other.
    static let maximumMacroDepth = 64

    let source: SourceFile
    private(set) var diagnostics = DiagnosticList()
    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var lineStart = 0
    private var macros: [String: [Token]] = [:]
    /// The `#if` stack: for each level, whether its current branch is taken and whether any was.
    private var conditionals: [(active: Bool, taken: Bool, location: SourceLocation)] = []
    private var tokens: [Token] = []
    private var tooMany = false

    /// A lexer over `source`.
    init(source: SourceFile) {
        self.source = source
        bytes = source.bytes
    }

    /// Whether tokens are currently kept (no enclosing `#if` branch is skipped).
    private var isActive: Bool { conditionals.isEmpty || conditionals.allSatisfy(\.active) }

    private var location: SourceLocation { SourceLocation(line: line, column: offset - lineStart + 1) }

    private func peek(_ ahead: Int = 0) -> UInt8 {
        let index = offset + ahead
        return index < bytes.count ? bytes[index] : 0
    }

    private mutating func error(_ message: String, at location: SourceLocation, note: String? = nil) {
        guard isActive else { return }
        diagnostics.append(source.diagnostic(message, at: location, note: note))
    }

    /// Lexes the whole source; the last token is `.end`.
    mutating func tokenize() -> [Token] {
        guard bytes.count <= SourceFile.maximumSize else {
            diagnostics.append(source.diagnostic(
                "source is \(bytes.count) bytes; Aurora accepts shader sources up to \(SourceFile.maximumSize) bytes",
                at: SourceLocation(line: 1, column: 1)))
            return [Token(kind: .end, text: "", location: SourceLocation(line: 1, column: 1))]
        }
        var atLineStart = true
        while offset < bytes.count, !tooMany {
            let byte = bytes[offset]
            switch byte {
            case 0x0A:
                offset += 1
                line += 1
                lineStart = offset
                atLineStart = true
                continue
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
                offset += 1
                continue
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                skipLineComment()
                continue
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
                continue
            case UInt8(ascii: "#") where atLineStart:
                directive()
                continue
            default:
                break
            }
            atLineStart = false
            if let token = lexToken(), isActive { emit(token, expanding: []) }
        }
        if let open = conditionals.last {
            diagnostics.append(source.diagnostic("unterminated conditional directive", at: open.location))
        }
        tokens.append(Token(kind: .end, text: "", location: location))
        return tokens
    }

    /// Appends `token`, replacing a macro name by its expansion (a macro is not expanded inside itself).
    private mutating func emit(_ token: Token, expanding active: Set<String>) {
        guard tokens.count < Self.maximumTokens else {
            if !tooMany {
                tooMany = true
                diagnostics.append(source.diagnostic(
                    "source expands to more than \(Self.maximumTokens) tokens, the most Aurora accepts",
                    at: token.location))
            }
            return
        }
        if token.kind == .identifier, let body = macros[token.text], !active.contains(token.text) {
            guard active.count < Self.maximumMacroDepth else {
                error("macro '\(token.text)' expands more than \(Self.maximumMacroDepth) macros deep", at: token.location)
                return
            }
            let inner = active.union([token.text])
            for var part in body where !tooMany {
                part.location = token.location
                emit(part, expanding: inner)
            }
            return
        }
        tokens.append(token)
    }

    // MARK: Comments and whitespace

    private mutating func skipLineComment() {
        while offset < bytes.count, bytes[offset] != 0x0A { offset += 1 }
    }

    private mutating func skipBlockComment() {
        let start = location
        offset += 2
        while offset < bytes.count {
            if bytes[offset] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                offset += 2
                return
            }
            if bytes[offset] == 0x0A {
                line += 1
                lineStart = offset + 1
            }
            offset += 1
        }
        error("unterminated /* comment", at: start)
    }

    // MARK: Tokens

    /// Two-character operators, as their two bytes (first byte high).
    private static let punctuation2: Set<UInt16> = Set([
        "::", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||",
        "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=",
    ].map { (text: String) -> UInt16 in
        let bytes = Array(text.utf8)
        return UInt16(bytes[0]) << 8 | UInt16(bytes[1])
    })
    private static let punctuation1: Set<UInt8> = Set("+-*/%<>=!~&|^?:;,.()[]{}".utf8)

    /// Lexes the token at `offset` (not whitespace, a comment or a directive); `nil` after an error.
    private mutating func lexToken() -> Token? {
        let start = location
        let byte = bytes[offset]
        if isIdentifierStart(byte) {
            let begin = offset
            while offset < bytes.count, isIdentifierPart(bytes[offset]) { offset += 1 }
            return Token(kind: .identifier, text: String(decoding: bytes[begin..<offset], as: UTF8.self), location: start)
        }
        if isDigit(byte) || (byte == UInt8(ascii: ".") && isDigit(peek(1))) {
            return lexNumber()
        }
        let second = peek(1)
        if (byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")), second == byte, peek(2) == UInt8(ascii: "=") {
            offset += 3
            return Token(kind: .punctuation, text: byte == UInt8(ascii: "<") ? "<<=" : ">>=", location: start)
        }
        if Self.punctuation2.contains(UInt16(byte) << 8 | UInt16(second)) {
            offset += 2
            return Token(kind: .punctuation, text: String(decoding: [byte, second], as: UTF8.self), location: start)
        }
        if Self.punctuation1.contains(byte) {
            offset += 1
            return Token(kind: .punctuation, text: String(UnicodeScalar(byte)), location: start)
        }
        // Skip one whole UTF-8 character so the message quotes it.
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80, end - offset < 4 { end += 1 }
        let character = String(decoding: bytes[offset..<end], as: UTF8.self)
        offset = end
        if byte == UInt8(ascii: "#") {
            error("'#' is only allowed at the start of a preprocessor line", at: start)
        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            error("string and character literals are not supported by Aurora's Metal subset", at: start)
            skipQuoted(byte)
        } else {
            error("unexpected character '\(character)'", at: start)
        }
        return nil
    }

    private mutating func skipQuoted(_ quote: UInt8) {
        while offset < bytes.count, bytes[offset] != quote, bytes[offset] != 0x0A { offset += 1 }
        if offset < bytes.count, bytes[offset] == quote { offset += 1 }
    }

    private func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F
    }

    private func isIdentifierPart(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66)
    }

    /// Lexes an integer or floating-point literal with its suffix.
    private mutating func lexNumber() -> Token? {
        let start = location
        let begin = offset
        if bytes[offset] == UInt8(ascii: "0"), peek(1) | 0x20 == UInt8(ascii: "x") {
            offset += 2
            let digitsStart = offset
            while offset < bytes.count, isHexDigit(bytes[offset]) { offset += 1 }
            let digits = String(decoding: bytes[digitsStart..<offset], as: UTF8.self)
            return integerToken(digits: digits, radix: 16, begin: begin, start: start)
        }
        while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
        var isFloating = false
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            isFloating = true
            offset += 1
            while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
        }
        if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
            let sign = peek(1) == UInt8(ascii: "+") || peek(1) == UInt8(ascii: "-") ? 1 : 0
            if isDigit(peek(1 + sign)) {
                isFloating = true
                offset += 1 + sign
                while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
            }
        }
        let digits = String(decoding: bytes[begin..<offset], as: UTF8.self)
        if !isFloating {
            if digits.count > 1, digits.hasPrefix("0") {
                return integerToken(digits: String(digits.dropFirst()), radix: 8, begin: begin, start: start)
            }
            return integerToken(digits: digits, radix: 10, begin: begin, start: start)
        }
        var isHalf = false
        if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "f") {
            offset += 1
        } else if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "h") {
            offset += 1
            isHalf = true
        }
        guard checkNoSuffix(begin: begin, kind: "floating", start: start) else { return nil }
        let text = String(decoding: bytes[begin..<offset], as: UTF8.self)
        var number = digits
        if number.hasSuffix(".") { number += "0" }
        if number.hasPrefix(".") { number = "0" + number }
        guard let value = Double(number) else {
            error("invalid floating constant '\(text)'", at: start)
            return nil
        }
        return Token(kind: .floating(value, isHalf: isHalf), text: text, location: start)
    }

    private mutating func integerToken(digits: String, radix: Int, begin: Int, start: SourceLocation) -> Token? {
        var isUnsigned = false
        if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "u") {
            offset += 1
            isUnsigned = true
        }
        guard checkNoSuffix(begin: begin, kind: "integer", start: start) else { return nil }
        let text = String(decoding: bytes[begin..<offset], as: UTF8.self)
        if radix == 16, digits.isEmpty {
            error("expected hexadecimal digits after '0x'", at: start)
            return nil
        }
        if radix == 8, let bad = digits.first(where: { $0 == "8" || $0 == "9" }) {
            error("invalid digit '\(bad)' in octal constant", at: start)
            return nil
        }
        guard let value = UInt64(digits.isEmpty ? "0" : digits, radix: radix), value <= UInt64(UInt32.max) else {
            error("integer literal '\(text)' is too large for a 32-bit integer", at: start)
            return nil
        }
        return Token(kind: .integer(value, isUnsigned: isUnsigned), text: text, location: start)
    }

    /// Reports letters or digits glued to a literal after its suffix (`1.0x`, `2ul`).
    private mutating func checkNoSuffix(begin: Int, kind: String, start: SourceLocation) -> Bool {
        guard offset < bytes.count, isIdentifierPart(bytes[offset]) || bytes[offset] == UInt8(ascii: ".") else {
            return true
        }
        let suffixStart = offset
        while offset < bytes.count, isIdentifierPart(bytes[offset]) || bytes[offset] == UInt8(ascii: ".") { offset += 1 }
        let suffix = String(decoding: bytes[suffixStart..<offset], as: UTF8.self)
        error("invalid suffix '\(suffix)' on \(kind) constant", at: start)
        return false
    }

    // MARK: Preprocessor lines

    /// The tokens of the rest of the current line (joined over `\` line continuations).
    private mutating func directiveTokens() -> [Token] {
        var result: [Token] = []
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == 0x0A { break }
            if byte == UInt8(ascii: "\\"), peek(1) == 0x0A || (peek(1) == 0x0D && peek(2) == 0x0A) {
                offset += peek(1) == 0x0D ? 3 : 2
                line += 1
                lineStart = offset
                continue
            }
            if byte == 0x20 || byte == 0x09 || byte == 0x0D { offset += 1; continue }
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") { skipLineComment(); break }
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") { skipBlockComment(); continue }
            if byte == UInt8(ascii: "<"), result.count == 1, result[0].isIdentifier("include") {
                // `<metal_stdlib>`: a header name, one token.
                let start = location
                let begin = offset
                while offset < bytes.count, bytes[offset] != UInt8(ascii: ">"), bytes[offset] != 0x0A { offset += 1 }
                if offset < bytes.count, bytes[offset] == UInt8(ascii: ">") { offset += 1 }
                result.append(Token(kind: .punctuation, text: String(decoding: bytes[begin..<offset], as: UTF8.self), location: start))
                continue
            }
            if byte == UInt8(ascii: "\"") {
                let start = location
                let begin = offset
                offset += 1
                skipQuoted(byte)
                result.append(Token(kind: .punctuation, text: String(decoding: bytes[begin..<offset], as: UTF8.self), location: start))
                continue
            }
            if let token = lexToken() { result.append(token) }
        }
        return result
    }

    /// Runs the preprocessor line starting at the `#` under `offset`.
    private mutating func directive() {
        let hash = location
        offset += 1
        let parts = directiveTokens()
        guard let name = parts.first else { return }  // the null directive
        let rest = Array(parts.dropFirst())
        switch name.text {
        case "ifdef", "ifndef":
            let defined = rest.first.map { macros[$0.text] != nil } ?? false
            if rest.first?.kind != .identifier { error("macro name missing", at: name.location) }
            pushConditional(name.text == "ifdef" ? defined : !defined, at: hash)
        case "if":
            pushConditional(evaluateCondition(rest, at: name.location), at: hash)
        case "elif":
            guard let top = conditionals.popLast() else { error("#elif without #if", at: hash); return }
            let take = !top.taken && evaluateCondition(rest, at: name.location)
            conditionals.append((take, top.taken || take, top.location))
        case "else":
            guard let top = conditionals.popLast() else { error("#else without #if", at: hash); return }
            conditionals.append((!top.taken, true, top.location))
        case "endif":
            if conditionals.popLast() == nil { error("#endif without #if", at: hash) }
        default:
            guard isActive else { return }
            activeDirective(name, rest, hash: hash)
        }
    }

    private mutating func activeDirective(_ name: Token, _ rest: [Token], hash: SourceLocation) {
        switch name.text {
        case "include":
            include(rest, at: name.location)
        case "define":
            guard let macro = rest.first, macro.kind == .identifier else {
                error("macro name must be an identifier", at: rest.first?.location ?? name.location)
                return
            }
            if rest.count > 1, rest[1].isPunctuation("("),
               rest[1].location.column == macro.location.column + macro.text.utf8.count {
                error("function-like macros are not supported by Aurora's Metal subset", at: macro.location)
                return
            }
            macros[macro.text] = Array(rest.dropFirst())
        case "undef":
            if let macro = rest.first { macros[macro.text] = nil }
        case "pragma":
            break
        case "error":
            error("#error " + rest.map(\.text).joined(separator: " "), at: hash)
        default:
            error("#\(name.text) is not supported by Aurora's Metal subset", at: name.location)
        }
    }

    private mutating func pushConditional(_ condition: Bool, at location: SourceLocation) {
        guard conditionals.count < Self.maximumConditionalDepth else {
            error("#if nesting deeper than \(Self.maximumConditionalDepth) levels", at: location)
            return
        }
        let parentActive = isActive
        conditionals.append((condition && parentActive, condition || !parentActive, location))
    }

    /// `#if 0`, `#if 1`, `#if defined(NAME)`, `#if !defined NAME`; anything else is outside the subset.
    private mutating func evaluateCondition(_ tokens: [Token], at location: SourceLocation) -> Bool {
        var parts = tokens[...]
        var negate = false
        while parts.first?.isPunctuation("!") == true { negate.toggle(); parts = parts.dropFirst() }
        var result: Bool?
        if parts.count == 1, case .integer(let value, _) = parts.first?.kind {
            result = value != 0
        } else if parts.first?.isIdentifier("defined") == true {
            let names = parts.dropFirst().filter { !$0.isPunctuation("(") && !$0.isPunctuation(")") }
            if names.count == 1, let macro = names.first, macro.kind == .identifier {
                result = macros[macro.text] != nil
            }
        }
        guard let result else {
            if isActive {
                error("#if expressions other than 0, 1 and defined(NAME) are not supported by Aurora's Metal subset",
                      at: location)
            }
            return false
        }
        return result != negate
    }

    private mutating func include(_ rest: [Token], at location: SourceLocation) {
        guard let header = rest.first, header.text.count >= 2 else {
            error("expected \"FILENAME\" or <FILENAME>", at: location)
            return
        }
        let name = String(header.text.dropFirst().dropLast())
        let accepted = name.hasPrefix("metal_") || name == "simd/simd.h"
            || name == "SwiftUI/SwiftUI.h" || name == "SwiftUI/SwiftUI_Metal.h"
        if !accepted {
            error("#include \(header.text) is not supported by Aurora's Metal subset",
                  at: header.location, note: "only <metal_stdlib> and <SwiftUI/SwiftUI.h> headers can be included")
        }
    }
}
