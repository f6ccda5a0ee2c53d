/// `FocusCoordinator`: which text field of a view graph has keyboard focus (at most one), and so whether the software keyboard is up.
import Foundation

/// The graph's keyboard focus: the editor of the focused text field, if any.
///
/// Focusing a field resigns the previous one (clearing its focus state); a field removed from the
/// graph resigns. The software keyboard is shown while some field has focus.
@MainActor
final class FocusCoordinator {
    private(set) weak var focused: TextFieldEditor?

    /// Whether a field has focus, so the software keyboard is up.
    var isKeyboardVisible: Bool { focused != nil }

    /// Gives `editor` the focus; the previously focused editor resigns. `notifyLink`: whether to
    /// write the new state to `editor`'s focus binding (not when the binding asked for it).
    func focus(_ editor: TextFieldEditor, notifyLink: Bool) {
        guard focused !== editor else { return }
        let previous = focused
        focused = editor
        previous?.didResign(notifyLink: true)
        editor.didFocus(notifyLink: notifyLink)
    }

    /// Takes the focus from `editor` if it has it.
    func resign(_ editor: TextFieldEditor, notifyLink: Bool) {
        guard focused === editor else { return }
        focused = nil
        editor.didResign(notifyLink: notifyLink)
    }
}
