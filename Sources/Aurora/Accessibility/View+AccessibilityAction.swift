/// `accessibilityAction`: actions an assistive technology can perform on a view's elements.
import Foundation

extension View {
    /// Adds an accessibility action to the view. Actions allow assistive technologies, such as
    /// VoiceOver, to interact with the view by invoking the action. Default: `.default`, activation.
    /// An outer action of a kind replaces an inner one.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default,
                                    _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(AccessibilityAttachment(action: AccessibilityAction(kind: actionKind, handler: handler)))
    }

    /// Adds an accessibility action with a custom name to the view.
    public func accessibilityAction(named name: Text,
                                    _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAction(AccessibilityActionKind(named: name), handler)
    }

    /// Adds an accessibility action with a custom name to the view.
    public func accessibilityAction(named nameKey: LocalizedStringKey,
                                    _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAction(AccessibilityActionKind(named: Text(nameKey)), handler)
    }

    /// Adds an accessibility action with a custom name to the view.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(
        named name: S, _ handler: @escaping () -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAction(AccessibilityActionKind(named: Text(name)), handler)
    }
}
