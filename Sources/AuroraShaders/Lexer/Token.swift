/// `Token`: one word of a shader source, as the lexer cuts it.

/// A token of Metal source: what kind it is, its text and where it starts.
struct Token: Hashable, Sendable, CustomStringConvertible {
    /// What kind of token it is.
    enum Kind: Hashable, Sendable {
        /// A name or keyword (`float4`, `return`, `amplitude`).
        case identifier
        /// An integer literal; `isUnsigned` for a `u` suffix.
        case integer(UInt64, isUnsigned: Bool)
        /// A floating-point literal; `isHalf` for an `h` suffix (otherwise `float`, with or without `f`).
        case floating(Double, isHalf: Bool)
        /// An operator or punctuation (`+=`, `::`, `{`).
        case punctuation
        /// The end of the source.
        case end
    }

    /// What kind of token it is.
    var kind: Kind
    /// The token's text as written (a macro's expansion keeps its own text).
    var text: String
    /// Where the token starts (for a macro's expansion, where the macro was used).
    var location: SourceLocation

    var description: String { kind == .end ? "end of file" : "'\(text)'" }

    /// Whether the token is the punctuation `text`.
    func isPunctuation(_ text: String) -> Bool { kind == .punctuation && self.text == text }
    /// Whether the token is the identifier or keyword `text`.
    func isIdentifier(_ text: String) -> Bool { kind == .identifier && self.text == text }
    /// Whether the token is an identifier.
    var isIdentifier: Bool { kind == .identifier }
}
