/// `PrimitiveButtonStyle`: a style that makes a button's whole body, interaction included, and calls `trigger()` to act.
import Foundation

/// A type that applies custom interaction behavior and a custom appearance to all buttons within
/// a view hierarchy.
///
/// Implement `makeBody(configuration:)` to make the button, calling `configuration.trigger()`
/// when it should perform its action (from a gesture of your choice).
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View
    /// Creates a view that represents the body of a button.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a button.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// The button style set in the environment: a primitive style or a standard-interaction one.
enum ButtonStyleChoice {
    case primitive(any PrimitiveButtonStyle)
    case style(any ButtonStyle)
}

private enum ButtonStyleKey: EnvironmentKey {
    static var defaultValue: ButtonStyleChoice? { nil }
}

extension EnvironmentValues {
    /// The style of buttons below, set by `buttonStyle(_:)`; nil: `.automatic`.
    var buttonStyleChoice: ButtonStyleChoice? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for buttons within this view to a button style with a custom appearance and
    /// custom interaction behavior.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyleChoice, .primitive(style))
    }
}
