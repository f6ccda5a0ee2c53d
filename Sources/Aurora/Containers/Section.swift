/// `Section`: rows under an optional header and above an optional footer; a `List` or `Form` draws it as a group.
import Foundation

/// A container view that you can use to add hierarchy within certain views.
///
/// In a `List` or `Form` its content are rows of one group, its header and footer drawn in the
/// list style's section look. In a lazy stack or grid its header, content and footer follow each
/// other, and with `pinnedViews` its header (footer) sticks to the top (bottom) of the scroll view's
/// visible region while the section scrolls under it. Elsewhere the three stack vertically.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer
    /// A primitive view.
    public typealias Body = Never

    /// Creates a section with a header, footer, and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        if let collector = inputs.lazyItems { return makeLazily(inputs, collector: collector) }
        var chrome = inputs
        chrome.environment.isInListRow = false
        var rows = inputs
        rows.environment.isInListRow = inputs.environment.isInList
        let header = chrome.resolve(self.header, at: .index(0))
        let content = rows.resolve(self.content, at: .index(1))
        let footer = chrome.resolve(self.footer, at: .index(2))
        return [ListSectionNode(header: header, rows: content, footer: footer)]
    }
}

extension Section {
    /// Creates a section with a header, footer, and the provided section content.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}

extension Section where Parent == EmptyView {
    /// Creates a section with a footer and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// Creates a section with a footer and the provided section content.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section where Footer == EmptyView {
    /// Creates a section with a header and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// Creates a section with a header and the provided section content.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// Creates a section with the provided section content.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// Creates a section with the provided section content, with a text header from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) })
    }

    /// Creates a section with the provided section content, with a text header from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) })
    }
}

/// A section's resolved header, rows and footer; outside a list it lays them out as a `VStack`.
final class ListSectionNode: WrapperLayoutNode {
    let header: [LayoutNode]
    let rows: [LayoutNode]
    let footer: [LayoutNode]

    init(header: [LayoutNode], rows: [LayoutNode], footer: [LayoutNode]) {
        self.header = header
        self.rows = rows
        self.footer = footer
        super.init(child: LayoutContainerNode(layout: VStackLayout(), children: header + rows + footer))
    }
}

extension LayoutNode {
    /// The section this node is (through the wrappers of modifiers on it), if any.
    var listSection: ListSectionNode? { wrappedNodes(ListSectionNode.self).first }
}
