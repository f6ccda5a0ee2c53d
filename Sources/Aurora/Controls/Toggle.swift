/// `Toggle`: a control that turns a Boolean binding on and off, drawn by the toggle style in the environment.
import Foundation

/// A control that toggles between on and off states.
///
/// The toggle style in the environment (`toggleStyle(_:)`; default `.automatic`, a switch on
/// iOS) makes its body. Write through an animated binding (`$flag.animation()`) and what the
/// flag drives animates with the toggle.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    @Environment(\.toggleStyle) private var style

    /// Creates a toggle that displays a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// The content and behavior of the view.
    public var body: some View { styledBody }

    /// The body the style in the environment makes, as one accessibility element: the label, the
    /// value `1` or `0` (as a UISwitch gives it), the button and toggle traits ("switch button"),
    /// and activation toggling it.
    private var styledBody: AnyView {
        let configuration = ToggleStyleConfiguration(label: ToggleStyleConfiguration.Label(content: AnyView(label)), isOn: isOn)
        let style: any ToggleStyle = style ?? DefaultToggleStyle()
        let isOn = isOn
        return AnyView(AnyView(style.makeBody(configuration: configuration))
            .accessibilityElement(children: .combine)
            .accessibilityValue(isOn.wrappedValue ? "1" : "0")
            .accessibilityAddTraits([.isButton, .isToggle])
            .accessibilityAction { isOn.wrappedValue.toggle() })
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// Creates a toggle that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == Aurora.Label<Text, Image> {
    /// Creates a toggle that generates its label from a localized string key and system image name.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Aurora.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a toggle that generates its label from a string and system image name.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Aurora.Label(title, systemImage: systemImage) }
    }
}
