/// `ToolbarContent`: the items a view puts in its page's bars.
import Foundation

/// Conforming types represent items that can be placed in various locations in a toolbar.
@MainActor
public protocol ToolbarContent {
    /// The type of content representing the body of this toolbar content.
    associatedtype Body: ToolbarContent
    /// The composition of content that comprise the toolbar content.
    @ToolbarContentBuilder var body: Body { get }
}

extension Never: ToolbarContent {}

/// One item of a toolbar: a view and where it goes.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let content: AnyView
}

/// Toolbar content that lists its entries itself (the built-in items and the builder's results).
@MainActor
protocol PrimitiveToolbarContent {
    var entries: [ToolbarEntry] { get }
}

extension ToolbarContent {
    /// The entries this content places, in order.
    var toolbarEntries: [ToolbarEntry] {
        if let primitive = self as? any PrimitiveToolbarContent { return primitive.entries }
        return body.toolbarEntries
    }
}

extension View {
    /// Populates the toolbar or navigation bar with the specified views, placed `.automatic` (trailing).
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(NavigationDeclarationModifier(kind: .toolbar, value: [ToolbarEntry(placement: .automatic, content: AnyView(content()))]))
    }

    /// Populates the toolbar or navigation bar with the specified items.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(NavigationDeclarationModifier(kind: .toolbar, value: content().toolbarEntries))
    }
}
