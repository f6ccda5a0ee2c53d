/// `DisplayListParseError`: why a display list's text form was rejected, and where.
import AuroraGeometry

/// An error in a display list's text form, at a 1-based line and column (of Unicode scalars).
public struct DisplayListParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public enum Reason: Equatable, Sendable {
        /// The text ended inside an expression.
        case unexpectedEnd
        /// A character that cannot start or continue a token here.
        case unexpectedCharacter(Character)
        /// A string literal without its closing quote.
        case unterminatedString
        /// A backslash escape other than `\"`, `\\`, `\n` and `\t`.
        case invalidEscape(Character)
        /// Something other than what the grammar allows here; the string says what was expected.
        case expected(String)
        /// An expression or keyword the grammar does not know in this place.
        case unknownName(String)
        /// A token that is not a number where a number is needed.
        case invalidNumber(String)
        /// A whole number outside the range `what` can take.
        case outOfRange(what: String, value: Int, range: ClosedRange<Int>)
        /// The same `key=` twice in one expression.
        case duplicateKey(String)
        /// Expressions nested deeper than the parser accepts.
        case nestingTooDeep(limit: Int)
        /// Text longer than the parser accepts, in bytes.
        case inputTooLong(limit: Int)
        /// Image pixels that do not decode or do not match their size.
        case invalidImage(String)
        /// A font file that cannot be loaded, with the font error.
        case fontUnavailable(path: String, reason: String)
    }

    /// What was wrong.
    public var reason: Reason
    /// The line of the offending token, from 1.
    public var line: Int
    /// The column of the offending token, from 1.
    public var column: Int

    /// Creates an error.
    public init(_ reason: Reason, line: Int, column: Int) {
        self.reason = reason
        self.line = line
        self.column = column
    }

    public var description: String {
        let text: String
        switch reason {
        case .unexpectedEnd: text = "unexpected end of text"
        case .unexpectedCharacter(let c): text = "unexpected character \(String(reflecting: String(c)))"
        case .unterminatedString: text = "string without a closing quote"
        case .invalidEscape(let c): text = "invalid escape \\\(c) (allowed: \\\" \\\\ \\n \\t)"
        case .expected(let what): text = "expected \(what)"
        case .unknownName(let name): text = "unknown name '\(name.echoed())'"
        case .invalidNumber(let token): text = "'\(token.echoed())' is not a number"
        case .outOfRange(let what, let value, let range):
            text = "\(what) \(value) is out of range: it must be from \(range.lowerBound) to \(range.upperBound)"
        case .duplicateKey(let key): text = "duplicate key '\(key.echoed())='"
        case .nestingTooDeep(let limit): text = "expressions nested deeper than \(limit)"
        case .inputTooLong(let limit): text = "text longer than \(limit) bytes"
        case .invalidImage(let why): text = "invalid image: \(why)"
        case .fontUnavailable(let path, let why): text = "cannot load font '\(path.echoed())': \(why)"
        }
        return "\(line):\(column): \(text)"
    }
}
