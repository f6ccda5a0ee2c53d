/// `DefaultLabelStyle`: the default label style in the current context: title and icon.

/// The default label style in the current context: title and icon.
public struct DefaultLabelStyle: LabelStyle {
    /// Creates an automatic label style.
    public init() {}
    /// Creates a view that represents the body of a label.
    public func makeBody(configuration: Configuration) -> some View { TitleAndIconLabelStyle().makeBody(configuration: configuration) }
}
