/// `ButtonStyleConfiguration`: the properties of a button.

/// The properties of a button.
public struct ButtonStyleConfiguration {
    /// A type-erased label of a button.
    public struct Label: View {
        let content: AnyView
        /// The label's content.
        public var body: AnyView { content }
    }

    /// An optional semantic role that describes the button's purpose.
    public let role: ButtonRole?
    /// A view that describes the effect of pressing the button.
    public let label: ButtonStyleConfiguration.Label
    /// A Boolean that indicates whether the user is currently pressing the button.
    public let isPressed: Bool
}
