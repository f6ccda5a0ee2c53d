/// `TitleOnlyLabelStyle`: a label style that only displays the title of the label.

/// A label style that only displays the title of the label.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// Creates a title-only label style.
    public init() {}
    /// Creates a view that represents the body of a label.
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}
