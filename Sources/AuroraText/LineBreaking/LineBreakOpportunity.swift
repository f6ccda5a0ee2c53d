/// `LineBreakOpportunity`: a place where a line may or must end, as a UTF-16 offset into the text.

/// A place where a line may or must end, as a UTF-16 offset into the text.
public struct LineBreakOpportunity: Hashable, Sendable {
    /// The UTF-16 offset the next line would start at.
    public var offset: Int
    /// Whether the line must end here (a hard break or the end of the text).
    public var isMandatory: Bool

    /// An opportunity at `offset`.
    public init(offset: Int, isMandatory: Bool) {
        self.offset = offset
        self.isMandatory = isMandatory
    }
}
