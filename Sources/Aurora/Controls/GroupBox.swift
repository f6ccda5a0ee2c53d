/// `GroupBox`: content (and an optional label) in a rounded box of the secondary system background.
import Foundation

/// A stylized view, with an optional label, that visually collects a logical grouping of content.
///
/// Drawn as iOS's default group box: the label in the headline font above the content, both
/// leading-aligned with 16 points of padding, on a rounded rectangle (radius 8) of
/// `secondarySystemBackground` (rgb(242, 242, 247) light, rgb(28, 28, 30) dark), as wide as offered.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// Creates a group box with the provided label and view content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// The content and behavior of the view.
    public var body: some View {
        VStack(alignment: .leading) {
            label.font(.headline)
            content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(SystemColor.secondaryBackground, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
    }
}

extension GroupBox where Label == EmptyView {
    /// Creates an unlabeled group box with the provided view content.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// Creates a group box with the provided view content and title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a group box with the provided view content and title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}
