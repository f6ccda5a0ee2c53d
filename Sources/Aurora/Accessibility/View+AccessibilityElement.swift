/// `accessibilityElement(children:)`, `accessibilityHidden(_:)`, `accessibilitySortPriority(_:)`: how views become elements.
import Foundation

extension View {
    /// Creates a new accessibility element of the view's frame, or changes how an existing one treats
    /// the elements inside. Default: `.ignore`, an element with only what outer modifiers give it.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibilityAttachment(AccessibilityAttachment(childBehavior: children))
    }

    /// Specifies whether to hide this view and everything inside it from system accessibility
    /// features. `false` leaves the view as it is (it does not reveal a hidden view inside).
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(AccessibilityAttachment(isHidden: hidden))
    }

    /// Sets the sort priority order for this view's elements among their siblings: higher first.
    /// Default: 0, elements then keep the views' order (NaN counts as 0).
    public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(AccessibilityAttachment(sortPriority: sortPriority.isNaN ? 0 : sortPriority))
    }
}
