/// `ListStack`: the lazy stack inside a list's scroll view, listing the list's rows and sections in the list style.
import Foundation

/// The list's content as a lazy stack (`ListStackNode`): rows, headers and footers are built, laid
/// out and drawn only near the scroll view's visible region. The content resolves inside a list
/// (`isInList`), its rows as rows (`isInListRow`, a `Section` turns it off for its header and
/// footer), in the body font unless one is set.
struct ListStack<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let appearance: ListAppearance
    let isEditing: Bool

    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        // `ListBody` puts the stack in its own vertical scroll view.
        guard let scroll = inputs.environment.enclosingScrollState else { return [] }
        let parking = inputs.attachment { LazyRowParking() }
        let content = content, chrome = ListSectionChrome(appearance: appearance), isEditing = isEditing
        let node = LazyContainerNode.makeLazyNode(inputs, scroll: scroll, axis: .vertical, resolveContent: { inputs in
            var rows = inputs
            rows.environment.isInList = true
            rows.environment.isInListRow = true
            rows.environment.font = rows.environment.font ?? .body
            _ = rows.resolve(content, at: .content)
        }) { storage, inputs, resolve in
            ListStackNode(chrome: chrome, isEditing: isEditing, parking: parking, storage: storage, inputs: inputs, resolveContent: resolve)
        }
        return [node]
    }
}
