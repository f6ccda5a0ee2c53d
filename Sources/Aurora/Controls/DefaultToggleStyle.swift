/// `DefaultToggleStyle`: the default toggle style: a switch on iOS.

/// The default toggle style: a switch on iOS.
public struct DefaultToggleStyle: ToggleStyle {
    /// Creates a default toggle style.
    public init() {}
    /// Creates a view that represents the body of a toggle.
    public func makeBody(configuration: Configuration) -> some View { SwitchToggleStyle().makeBody(configuration: configuration) }
}
