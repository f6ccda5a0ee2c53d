/// `RoundedBorderTextFieldStyle`: a text field style with a system-defined rounded border.

/// A text field style with a system-defined rounded border: a white (black in dark mode) bezel with
/// 5-point corners, a hairline border, 7 points of padding.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// Creates a rounded border text field style.
    public init() {}
}
