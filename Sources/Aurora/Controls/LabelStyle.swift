/// `LabelStyle` and the built-in label styles: title and icon, title only, icon only.
import Foundation

/// A type that applies a custom appearance to all labels within a view.
@MainActor @preconcurrency
public protocol LabelStyle {
    /// A view that represents the body of a label.
    associatedtype Body: View
    /// Creates a view that represents the body of a label.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a label.
    typealias Configuration = LabelStyleConfiguration
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// A label style that resolves its appearance automatically based on the current context.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// A label style that shows both the title and icon of the label.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// A label style that only displays the title of the label.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// A label style that only displays the icon of the label.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

private enum LabelStyleKey: EnvironmentKey {
    static var defaultValue: (any LabelStyle)? { nil }
}

extension EnvironmentValues {
    /// The style of labels below, set by `labelStyle(_:)`; nil: `.automatic`.
    var labelStyle: (any LabelStyle)? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for labels within this view.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyle, style)
    }
}
