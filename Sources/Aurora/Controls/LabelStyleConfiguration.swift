/// `LabelStyleConfiguration`: the properties of a label.

/// The properties of a label.
public struct LabelStyleConfiguration {
    /// A type-erased title view of a label.
    public struct Title: View {
        let content: AnyView
        /// The title's content.
        public var body: AnyView { content }
    }

    /// A type-erased icon view of a label.
    public struct Icon: View {
        let content: AnyView
        /// The icon's content.
        public var body: AnyView { content }
    }

    /// A description of the labeled item.
    public var title: LabelStyleConfiguration.Title
    /// A symbolic representation of the labeled item.
    public var icon: LabelStyleConfiguration.Icon
}
