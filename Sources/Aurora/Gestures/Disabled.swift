/// `disabled(_:)` and `isEnabled`: views whose controls and gestures do not respond.
import Foundation

private enum IsEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// A Boolean value that indicates whether the view associated with this environment allows
    /// user interaction. Default: true.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

/// A view whose gestures, and those of every view inside it, take no part in interactions.
final class DisabledNode: WrapperLayoutNode {}

/// Sets `isEnabled` to false below it and wraps each node so interactions skip its gestures.
struct DisabledModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let disabled: Bool

    func apply(inputs: ResolveInputs, content: @escaping (ResolveInputs) -> [LayoutNode]) -> [LayoutNode] {
        guard disabled else { return content(inputs) }
        var inner = inputs
        inner.environment.isEnabled = false
        return content(inner).map { DisabledNode(child: $0) }
    }
}

extension View {
    /// Adds a condition that controls whether users can interact with this view: when true, its
    /// gestures and controls (and those inside it) do not respond, and `isEnabled` is false for it.
    public func disabled(_ disabled: Bool) -> some View {
        modifier(DisabledModifier(disabled: disabled))
    }
}
