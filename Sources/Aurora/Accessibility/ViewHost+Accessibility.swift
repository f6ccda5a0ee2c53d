/// The host's accessibility entry points: the tree of the last layout, and performing an element's action.
import Foundation

extension ViewHost {
    /// The accessibility elements of the current frame, in reading order: what a screen reader would
    /// find on screen.
    public func accessibilityTree() -> [AccessibilityNode] {
        accessibilityElements().map(\.node)
    }

    /// Performs the action of `kind` of the first element (depth first, in reading order) labelled
    /// `label` that offers it; returns whether one did. Like an event, it returns once the views are
    /// up to date. Default kind: `.default` (activation).
    @discardableResult
    public func performAccessibilityAction(_ kind: AccessibilityActionKind = .default, onElementWithLabel label: String) -> Bool {
        performAccessibilityAction(kind) { $0.label == label }
    }

    /// Performs the action of `kind` of the first element whose identifier is `identifier` and that
    /// offers it; returns whether one did. Default kind: `.default` (activation).
    @discardableResult
    public func performAccessibilityAction(_ kind: AccessibilityActionKind = .default,
                                            onElementWithIdentifier identifier: String) -> Bool {
        performAccessibilityAction(kind) { $0.identifier == identifier }
    }

    /// Performs the custom action named `name` of the first element labelled `label` that offers it.
    @discardableResult
    public func performAccessibilityAction(named name: String, onElementWithLabel label: String) -> Bool {
        performAccessibilityAction(AccessibilityActionKind(named: Text(name)), onElementWithLabel: label)
    }

    /// Performs the custom action named `name` of the first element whose identifier is `identifier`.
    @discardableResult
    public func performAccessibilityAction(named name: String, onElementWithIdentifier identifier: String) -> Bool {
        performAccessibilityAction(AccessibilityActionKind(named: Text(name)), onElementWithIdentifier: identifier)
    }

    private func performAccessibilityAction(_ kind: AccessibilityActionKind,
                                            where matches: (AccessibilityElement) -> Bool) -> Bool {
        guard let action = AccessibilityElement.firstAction(kind, in: accessibilityElements(), where: matches) else { return false }
        action.handler()
        refresh()
        return true
    }

    private func accessibilityElements() -> [AccessibilityElement] {
        ensureLaidOut()
        return rootNode.map(AccessibilityTreeBuilder.elements(of:)) ?? []
    }
}
