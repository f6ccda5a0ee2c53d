/// `onSubmit(of:_:)` and `SubmitTriggers`: actions a text field runs when the user presses return.
import Foundation

/// A type that defines various triggers that result in the firing of a submission action.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Creates a set of submit triggers.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Defines triggers originating from text input controls like `TextField`.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Defines triggers originating from search fields.
    public static let search = SubmitTriggers(rawValue: 2)
}

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
