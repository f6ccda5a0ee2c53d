/// Objects a modifier keeps at its graph position across updates (gesture and hover attachments).
import Foundation

extension ResolveInputs {
    /// The object in the node's next attribute slot, made by `make` the first time (or when the
    /// slot held another type).
    func attachment<T: AttributeSlot>(_ make: () -> T) -> T {
        let slot = node.nextAttributeSlot()
        if let existing = node.attribute(at: slot, as: T.self) { return existing }
        let made = make()
        node.setAttribute(made, at: slot, graph: graph)
        return made
    }
}
