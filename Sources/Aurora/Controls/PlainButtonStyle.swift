/// `PlainButtonStyle`: a button style that doesn't style or decorate its content while idle, but fades it while pressed or disabled.

/// A button style that doesn't style or decorate its content while idle, but fades it while
/// pressed or disabled.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// Creates a plain button style.
    public init() {}
    /// Creates a view that represents the body of a button.
    public func makeBody(configuration: Configuration) -> some View { configuration.pressable(with: PlainButtonLook()) }
}
