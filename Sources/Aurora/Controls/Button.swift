/// `Button`: a control that initiates an action, drawn by the button style in the environment.
import Foundation

/// A control that initiates an action.
///
/// The button style in the environment (`buttonStyle(_:)`; default `.automatic`, which on iOS
/// draws the label in the tint colour) makes its body. With the built-in styles, the button shows
/// its pressed look while a finger is down inside it and runs `action` when the finger lifts
/// inside; a `disabled(true)` button is dimmed and ignores touches.
public struct Button<Label: View>: View {
    let role: ButtonRole?
    let action: () -> Void
    let label: Label
    @Environment(\.buttonStyleChoice) private var style

    /// Creates a button that displays a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// Creates a button with a specified role that displays a custom label.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }

    /// The content and behavior of the view.
    public var body: some View { styledBody }

    /// The body the style in the environment makes.
    private var styledBody: AnyView {
        let configuration = PrimitiveButtonStyleConfiguration(
            role: role, label: PrimitiveButtonStyleConfiguration.Label(content: AnyView(label)), action: action)
        switch style ?? .primitive(DefaultButtonStyle()) {
        case .primitive(let style): return AnyView(style.makeBody(configuration: configuration))
        case .style(let style): return AnyView(configuration.pressable(with: style))
        }
    }
}

extension Button where Label == Text {
    /// Creates a button that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(titleKey) }
    }

    /// Creates a button that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(title) }
    }

    /// Creates a button with a specified role that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// Creates a button with a specified role that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == Aurora.Label<Text, Image> {
    /// Creates a button with a specified role that generates its label from a localized string
    /// key and a system image. Default role: none.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Aurora.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button with a specified role that generates its label from a string and a system
    /// image. Default role: none.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Aurora.Label(title, systemImage: systemImage) }
    }
}
