/// `ToolbarItem`: a model that represents an item which can be placed in the toolbar or navigation bar.

/// A model that represents an item which can be placed in the toolbar or navigation bar.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content
    /// The item's body; a toolbar item is primitive.
    public var body: Never { return fatalError("ToolbarItem has no body") }

    var entries: [ToolbarEntry] { [ToolbarEntry(placement: placement, content: AnyView(content))] }
}

extension ToolbarItem where ID == () {
    /// Creates a toolbar item with the specified placement and content. Default placement: `.automatic`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// Creates a toolbar item with the specified identifier, placement and content. Default placement: `.automatic`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}
