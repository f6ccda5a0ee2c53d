/// `BorderedProminentButtonStyle`: a button style that applies standard border prominent artwork.

/// A button style that applies standard border prominent artwork: a rounded bezel filled with the
/// tint, and a white label.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// Creates a bordered prominent button style.
    public init() {}
    /// Creates a view that represents the body of a button.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.pressable(with: BezelButtonLook(isProminent: true))
    }
}
