/// `ToolbarContent`, `ToolbarItem`, `ToolbarItemGroup` and `ToolbarContentBuilder`: the items a view puts in its page's bars.
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

/// Toolbar content made of other toolbar content (what `ToolbarContentBuilder` builds).
public struct TupleToolbarContent: ToolbarContent, PrimitiveToolbarContent {
    let entries: [ToolbarEntry]
    /// The content's body; tuple content is primitive.
    public var body: Never { return fatalError("TupleToolbarContent has no body") }
}

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
