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

/// The properties of a button.
public struct PrimitiveButtonStyleConfiguration {
    /// A type-erased label of a button.
    public struct Label: View {
        let content: AnyView
        /// The label's content.
        public var body: AnyView { content }
    }

    /// An optional semantic role describing the button's purpose.
    public let role: ButtonRole?
    /// A view that describes the effect of calling the button's action.
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: () -> Void

    /// Performs the button's action.
    public func trigger() { action() }
}

extension PrimitiveButtonStyleConfiguration {
    /// The button as a standard press-tracking view drawn by `style`: the pressed state follows the
    /// finger and the action runs when it lifts inside. The built-in styles are made this way.
    @MainActor
    func pressable(with style: some ButtonStyle) -> some View {
        let label = ButtonStyleConfiguration.Label(content: label.content)
        return PressableView(action: action) { isPressed in
            style.makeBody(configuration: ButtonStyleConfiguration(role: role, label: label, isPressed: isPressed))
        }
    }
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
