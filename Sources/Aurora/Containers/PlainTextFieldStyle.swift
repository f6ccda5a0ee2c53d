/// `PlainTextFieldStyle`: a text field style with no decoration.

/// A text field style with no decoration.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// Creates a plain text field style.
    public init() {}
}
