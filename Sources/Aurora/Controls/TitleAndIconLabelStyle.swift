/// `TitleAndIconLabelStyle`: a label style that shows both the title and icon of the label.

/// A label style that shows both the title and icon of the label: the icon first, on the
/// title's first baseline, 8 points apart.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// Creates a label style that shows both the title and icon of the label.
    public init() {}
    /// Creates a view that represents the body of a label.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .firstTextBaseline, spacing: 8) {
            configuration.icon
            configuration.title
        }
    }
}
