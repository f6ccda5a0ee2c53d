/// `onSubmit(of:_:)`: actions a text field runs when the user presses return.
import Foundation

private enum SubmitActionsKey: EnvironmentKey {
    static var defaultValue: [() -> Void] { [] }
}

extension EnvironmentValues {
    /// The submit actions of text fields below, innermost first.
    var submitActions: [() -> Void] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }
}

extension View {
    /// Adds an action to perform when the user submits a value to this view (return in a text field).
    /// Default triggers: `.text`. Text fields run every enclosing `onSubmit` action, innermost first.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        transformEnvironment(\.submitActions) { actions in
            if triggers.contains(.text) { actions.append(action) }
        }
    }
}
