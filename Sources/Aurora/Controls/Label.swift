/// `Label`: a title with an icon, drawn by the label style in the environment.
import Foundation

/// A standard label for user interface items, consisting of an icon with a title.
///
/// The label style in the environment (`labelStyle(_:)`; default `.automatic`, title and icon)
/// makes its body.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyle) private var style

    /// Creates a label with a custom title and icon.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The content and behavior of the view.
    public var body: some View { styledBody }

    /// The body the style in the environment makes.
    private var styledBody: AnyView {
        let configuration = LabelStyleConfiguration(title: LabelStyleConfiguration.Title(content: AnyView(title)),
                                                    icon: LabelStyleConfiguration.Icon(content: AnyView(icon)))
        let style: any LabelStyle = style ?? DefaultLabelStyle()
        return AnyView(style.makeBody(configuration: configuration))
    }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label with a system icon image and a title generated from a localized string.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init { Text(titleKey) } icon: { Image(systemName: name) }
    }

    /// Creates a label with a system icon image and a title generated from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init { Text(title) } icon: { Image(systemName: name) }
    }
}
