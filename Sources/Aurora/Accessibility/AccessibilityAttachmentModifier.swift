/// `AccessibilityAttachmentModifier`: the accessibility properties a modifier gives the elements of its view.
import Foundation

/// What one accessibility modifier sets; nil and empty fields leave the elements as they are.
struct AccessibilityAttachment {
    /// The descriptions to set: nil leaves the element's, `.some(nil)` (an empty string) removes it.
    var label: String??
    var value: String??
    var hint: String??
    var identifier: String??
    var addedTraits: AccessibilityTraits = []
    var removedTraits: AccessibilityTraits = []
    var isHidden = false
    /// Set by `accessibilityElement(children:)`: the modified view becomes one element.
    var childBehavior: AccessibilityChildBehavior?
    var action: AccessibilityAction?
    var sortPriority: Double?

    /// Whether the modifier gives an element something to say or do, so that a view with no
    /// element becomes one.
    var describesElement: Bool {
        label.flatMap { $0 } != nil || value.flatMap { $0 } != nil || hint.flatMap { $0 } != nil
            || identifier.flatMap { $0 } != nil || !addedTraits.isEmpty || action != nil
    }

    /// A description as set: nil (none) when it is empty.
    static func nonEmpty(_ string: String) -> String? { string.isEmpty ? nil : string }
}

/// An action an element offers and the closure that performs it.
struct AccessibilityAction {
    let kind: AccessibilityActionKind
    let handler: () -> Void
}

/// A view modifier that adds accessibility properties to the view.
public struct AccessibilityAttachmentModifier: ViewModifier {
    let attachment: AccessibilityAttachment

    /// A primitive modifier.
    public typealias Body = Never
}

extension AccessibilityAttachmentModifier: NodeWrappingModifier {
    func wrap(_ node: LayoutNode, inputs: ResolveInputs) -> LayoutNode {
        AccessibilityAttachmentNode(child: node, attachment: attachment)
    }
}

/// A node that carries accessibility properties; layout and drawing pass through to its child.
final class AccessibilityAttachmentNode: WrapperLayoutNode {
    let attachment: AccessibilityAttachment

    init(child: LayoutNode, attachment: AccessibilityAttachment) {
        self.attachment = attachment
        super.init(child: child)
    }
}

extension View {
    /// The view with one accessibility attachment.
    func accessibilityAttachment(_ attachment: AccessibilityAttachment) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(attachment: attachment))
    }
}
