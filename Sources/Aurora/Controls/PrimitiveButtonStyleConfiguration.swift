/// `PrimitiveButtonStyleConfiguration`: the properties of a button.

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
