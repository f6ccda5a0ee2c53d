/// `accessibilityLabel`, `accessibilityValue`, `accessibilityHint`, `accessibilityIdentifier`: what an element says.
import Foundation

extension View {
    /// Adds a label to the view that describes its contents. An outer label replaces an inner one
    /// and a text's own string; an empty label removes it.
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(AccessibilityAttachment(label: .some(AccessibilityAttachment.nonEmpty(label.string))))
    }

    /// Adds a label to the view that describes its contents.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityLabel(Text(labelKey))
    }

    /// Adds a label to the view that describes its contents.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityLabel(Text(label))
    }

    /// Adds a textual description of the value that the view contains, such as "60%" for a volume slider.
    public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(AccessibilityAttachment(value: .some(AccessibilityAttachment.nonEmpty(valueDescription.string))))
    }

    /// Adds a textual description of the value that the view contains.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityValue(Text(valueKey))
    }

    /// Adds a textual description of the value that the view contains.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityValue(Text(value))
    }

    /// Communicates to the user what happens after performing the view's action.
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(AccessibilityAttachment(hint: .some(AccessibilityAttachment.nonEmpty(hint.string))))
    }

    /// Communicates to the user what happens after performing the view's action.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityHint(Text(hintKey))
    }

    /// Communicates to the user what happens after performing the view's action.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityHint(Text(hint))
    }

    /// Uses the string you specify to identify the view, for tests; it is never read out.
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(AccessibilityAttachment(identifier: .some(AccessibilityAttachment.nonEmpty(identifier))))
    }
}
