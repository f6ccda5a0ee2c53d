/// `TupleToolbarContent`: toolbar content made of other toolbar content (what `ToolbarContentBuilder` builds).

/// Toolbar content made of other toolbar content (what `ToolbarContentBuilder` builds).
public struct TupleToolbarContent: ToolbarContent, PrimitiveToolbarContent {
    let entries: [ToolbarEntry]
    /// The content's body; tuple content is primitive.
    public var body: Never { return fatalError("TupleToolbarContent has no body") }
}
