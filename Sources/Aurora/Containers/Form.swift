/// `Form`: a container for grouping controls used for data entry, drawn as an inset grouped list.
import Foundation

/// A container for grouping controls used for data entry, such as in settings or inspectors.
///
/// Drawn as iOS draws its automatic form style: an inset grouped `List` of its sections and rows.
public struct Form<Content: View>: View {
    let content: Content

    /// Creates a form with the provided content.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The content and behavior of the view.
    public var body: some View {
        ListBody(content: content).environment(\.listAppearance, .insetGrouped)
    }
}
