/// `accessibilityAddTraits` and `accessibilityRemoveTraits`: what kind of element a view is.
import Foundation

extension View {
    /// Adds the given traits to the view's elements (a text is `.isStaticText`, an image `.isImage`
    /// to begin with).
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(AccessibilityAttachment(addedTraits: traits))
    }

    /// Removes the given traits from the view's elements.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(AccessibilityAttachment(removedTraits: traits))
    }
}
