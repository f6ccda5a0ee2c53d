/// `DefaultTextFieldStyle`: the default text field style, based on the text field's context: plain on iOS.

/// The default text field style, based on the text field's context: plain on iOS.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// Creates a default text field style.
    public init() {}
}
