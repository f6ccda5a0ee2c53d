/// `BorderedButtonStyle`: a button style that applies standard border artwork: a lightly tinted rounded bezel.

/// A button style that applies standard border artwork: a lightly tinted rounded bezel.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// Creates a bordered button style.
    public init() {}
    /// Creates a view that represents the body of a button.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.pressable(with: BezelButtonLook(isProminent: false))
    }
}
