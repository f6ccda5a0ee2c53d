/// `ToolbarContentBuilder`: constructs a toolbar item set from multi-expression closures.

/// Constructs a toolbar item set from multi-expression closures.
@resultBuilder
@MainActor
public enum ToolbarContentBuilder {
    /// Passes a single toolbar content through unmodified.
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> TupleToolbarContent {
        TupleToolbarContent(entries: content.toolbarEntries)
    }

    /// Builds toolbar content from the content of each line, in order.
    public static func buildBlock(_ components: TupleToolbarContent...) -> TupleToolbarContent {
        TupleToolbarContent(entries: components.flatMap(\.entries))
    }

    /// Builds content that may be absent (an `if` without `else`).
    public static func buildOptional(_ component: TupleToolbarContent?) -> TupleToolbarContent {
        component ?? TupleToolbarContent(entries: [])
    }

    /// Builds the first branch of an `if`/`else`.
    public static func buildEither(first component: TupleToolbarContent) -> TupleToolbarContent { component }

    /// Builds the second branch of an `if`/`else`.
    public static func buildEither(second component: TupleToolbarContent) -> TupleToolbarContent { component }
}
