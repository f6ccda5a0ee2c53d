/// `ToggleStyleConfiguration`: the properties of a toggle instance.

/// The properties of a toggle instance.
public struct ToggleStyleConfiguration {
    /// A type-erased label of a toggle.
    public struct Label: View {
        let content: AnyView
        /// The label's content.
        public var body: AnyView { content }
    }

    /// A view that describes the effect of switching the toggle between states.
    public let label: ToggleStyleConfiguration.Label
    /// A binding to a state property that indicates whether the toggle is on.
    @Binding public var isOn: Bool

    init(label: ToggleStyleConfiguration.Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}
