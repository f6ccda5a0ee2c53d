/// `BorderlessButtonStyle`: a button style that doesn't apply a border: the label in the tint colour.

/// A button style that doesn't apply a border: the label in the tint colour.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// Creates a borderless button style.
    public init() {}
    /// Creates a view that represents the body of a button.
    public func makeBody(configuration: Configuration) -> some View { configuration.pressable(with: BorderlessButtonLook()) }
}
