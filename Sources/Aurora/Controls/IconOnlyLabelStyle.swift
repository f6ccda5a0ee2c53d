/// `IconOnlyLabelStyle`: a label style that only displays the icon of the label.

/// A label style that only displays the icon of the label.
public struct IconOnlyLabelStyle: LabelStyle {
    /// Creates an icon-only label style.
    public init() {}
    /// Creates a view that represents the body of a label.
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}
