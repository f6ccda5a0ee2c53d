/// `ToolbarItemGroup`: a model that represents a group of toolbar items sharing one placement.

/// A model that represents a group of toolbar items sharing one placement.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content
    /// The group's body; a toolbar item group is primitive.
    public var body: Never { return fatalError("ToolbarItemGroup has no body") }

    /// Creates a toolbar item group with the specified placement and content. Default placement: `.automatic`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    var entries: [ToolbarEntry] { [ToolbarEntry(placement: placement, content: AnyView(HStack(spacing: 16) { content }))] }
}
