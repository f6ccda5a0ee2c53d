/// `AccessibilityElement`: an element while the tree is built — the public node's fields and its action closures.
import AuroraGeometry
import Foundation

/// One element of the tree being built: what becomes an `AccessibilityNode`, with the closures
/// that perform its actions and its sort priority among its siblings.
struct AccessibilityElement {
    var label: String?
    var value: String?
    var hint: String?
    var identifier: String?
    var traits: AccessibilityTraits = []
    var frame: CGRect
    /// The actions, one per kind, `.default` first.
    var actions: [AccessibilityAction] = []
    var sortPriority: Double = 0
    var children: [AccessibilityElement] = []

    /// The public value: the same fields, action kinds and children.
    var node: AccessibilityNode {
        AccessibilityNode(label: label, value: value, hint: hint, identifier: identifier, traits: traits, frame: frame,
                          actions: actions.map(\.kind), children: children.map(\.node))
    }

    /// Applies what a modifier sets: its descriptions replace the element's, its traits are added
    /// or removed, its action replaces one of the same kind.
    mutating func apply(_ attachment: AccessibilityAttachment) {
        if let label = attachment.label { self.label = label }
        if let value = attachment.value { self.value = value }
        if let hint = attachment.hint { self.hint = hint }
        if let identifier = attachment.identifier { self.identifier = identifier }
        traits.formUnion(attachment.addedTraits)
        traits.subtract(attachment.removedTraits)
        if let action = attachment.action { add(action) }
        if let priority = attachment.sortPriority { sortPriority = priority }
    }

    /// Adds `action`, replacing an action of the same kind.
    mutating func add(_ action: AccessibilityAction) {
        actions.removeAll { $0.kind == action.kind }
        if action.kind == .default {
            actions.insert(action, at: 0)
        } else {
            actions.append(action)
        }
    }

    /// Whether the element offers an action of `kind`.
    func offers(_ kind: AccessibilityActionKind) -> Bool { actions.contains { $0.kind == kind } }

    /// The action of `kind` of the first element (depth first, in reading order) that matches and offers it.
    static func firstAction(_ kind: AccessibilityActionKind, in elements: [AccessibilityElement],
                            where matches: (AccessibilityElement) -> Bool) -> AccessibilityAction? {
        for element in elements {
            if matches(element), let action = element.actions.first(where: { $0.kind == kind }) { return action }
            if let action = firstAction(kind, in: element.children, where: matches) { return action }
        }
        return nil
    }

    /// `elements` in reading order: higher sort priority first, the views' order among equals.
    static func sorted(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
        guard elements.contains(where: { $0.sortPriority != 0 }) else { return elements }
        return elements.enumerated()
            .sorted { $0.element.sortPriority != $1.element.sortPriority ? $0.element.sortPriority > $1.element.sortPriority
                : $0.offset < $1.offset }
            .map(\.element)
    }
}
