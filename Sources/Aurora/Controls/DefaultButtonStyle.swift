/// `DefaultButtonStyle`: the default button style, based on the button's context.

/// The default button style, based on the button's context: on iOS, outside lists and toolbars,
/// a borderless button.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// Creates a default button style.
    public init() {}
    /// Creates a view that represents the body of a button.
    public func makeBody(configuration: Configuration) -> some View { configuration.pressable(with: BorderlessButtonLook()) }
}
