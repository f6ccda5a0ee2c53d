/// `NavigationLink`: a view that pushes a value or a view onto the enclosing navigation stack when tapped.
import Foundation

/// A view that controls a navigation presentation.
///
/// Tapping it pushes its value (the page is what the stack's `navigationDestination(for:)` makes of
/// it) or its destination view. In a `List` it is a row with a trailing grey chevron; elsewhere a
/// tinted button. Outside a navigation stack it is drawn disabled.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let target: Target
    @Environment(\.navigationContext) private var context
    @Environment(\.isInListRow) private var isInListRow

    enum Target {
        case value(AnyHashable?)
        case view(Destination)
    }

    /// The content and behavior of the view.
    public var body: some View {
        Button(action: push) {
            if isInListRow {
                HStack(spacing: 0) {
                    label.frame(maxWidth: .infinity, alignment: .leading)
                    Image(systemName: "chevron.right")
                        .font(.system(size: 14, weight: .semibold))
                        .foregroundStyle(SystemColor.gray3)
                }
                .contentShape(Rectangle())
            } else {
                label
            }
        }
        .buttonStyle(NavigationLinkButtonStyle(isInListRow: isInListRow))
        .disabled(context == nil)
    }

    private func push() {
        guard let context else { return }
        switch target {
        case .value(let value): if let value { context.pushValue(value) }
        case .view(let destination): context.pushView(AnyView(destination))
        }
    }
}

extension NavigationLink where Destination == Never {
    /// Creates a navigation link that presents the view corresponding to a value; a nil value makes the link do nothing.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .value(value.map { AnyHashable($0) })
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// Creates a navigation link that presents the view corresponding to a value, with a text label.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    /// Creates a navigation link that presents the view corresponding to a value, with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink {
    /// Creates a navigation link that presents the destination view.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(destination())
    }
}

extension NavigationLink where Label == Text {
    /// Creates a navigation link that presents a destination view, with a text label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a navigation link that presents a destination view, with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

/// A link's look: in a list row, the row's label colour with a grey highlight across the row while
/// pressed; elsewhere the default tinted button.
struct NavigationLinkButtonStyle: ButtonStyle {
    let isInListRow: Bool

    func makeBody(configuration: Configuration) -> some View {
        if isInListRow {
            configuration.label
                .foregroundStyle(Color.primary)
                .listRowHighlight(configuration.isPressed)
        } else {
            configuration.label
                .foregroundStyle(Color.accentColor)
                .opacity(configuration.isPressed ? 0.2 : 1)
        }
    }
}
