/// `TextFieldStyle` and the built-in styles: plain (iOS's default) and rounded border.
import Foundation

/// A specification for the appearance and interaction of a text field.
public protocol TextFieldStyle {}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default text field style, based on the text field's context.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// A text field style with no decoration.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A text field style with a system-defined rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

private enum TextFieldIsRoundedBorderKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether text fields below draw the rounded border style. Default: false (plain).
    var textFieldIsRoundedBorder: Bool {
        get { self[TextFieldIsRoundedBorderKey.self] }
        set { self[TextFieldIsRoundedBorderKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for text fields within this view.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldIsRoundedBorder, style is RoundedBorderTextFieldStyle)
    }
}
