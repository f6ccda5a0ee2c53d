/// `SExpression`: the generic tree of the text form — symbols, strings, lists and `key=value` pairs — with positions.

/// One node of the text form with the line and column where it starts.
struct SExpression: Sendable {
    /// The node kinds.
    enum Kind: Sendable {
        /// A bare token: a name or a number.
        case symbol(String)
        /// A quoted string, escapes resolved.
        case string(String)
        /// A parenthesised list.
        case list([SExpression])
        /// `key=value`.
        indirect case keyed(String, SExpression)
    }

    var kind: Kind
    var line: Int
    var column: Int

    /// An error at this node.
    func error(_ reason: DisplayListParseError.Reason) -> DisplayListParseError {
        DisplayListParseError(reason, line: line, column: column)
    }

    /// A short name of the node's kind for messages.
    var summary: String {
        switch kind {
        case .symbol(let s): return "'\(s)'"
        case .string: return "a string"
        case .list(let items):
            if case .symbol(let head)? = items.first?.kind { return "(\(head) …)" }
            return "a list"
        case .keyed(let key, _): return "\(key)="
        }
    }
}
