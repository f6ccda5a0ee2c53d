/// Building the accessibility tree: the laid-out nodes walked in drawing order into elements.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// Turns the laid-out layout nodes into accessibility elements, as iOS makes them from SwiftUI views.
///
/// - A `Text` with characters is a `.isStaticText` element labelled with its string; an `Image` is an
///   `.isImage` element, a symbol labelled with its name ("heart.fill" reads "Heart fill": Aurora has
///   no SF Symbols label table), a bitmap unlabelled.
/// - Other views are not elements: their elements join their parent's list, in drawing order
///   (a background's before its view's, an overlay's after; a mask's and a canvas's symbols never).
/// - An accessibility modifier applies to every element of its content (an outer one replacing an
///   inner one's label, value, hint or identifier); content with no element (a shape, a colour, a
///   canvas) becomes one element of the modified view's frame when the modifier describes something.
/// - `accessibilityElement(children:)` makes one element of the modified view's frame: `.ignore`
///   empty, `.contain` holding the elements as children, `.combine` merging them (labels, values
///   and hints joined with ", ", traits and actions together, no identifier).
/// - `accessibilityHidden(true)` and `opacity(0)` remove their subtree; a single-tap `onTapGesture`
///   gives its elements a default action (activation, at the element's centre) and no trait.
/// - `accessibilityChildren(children:)` makes the view's element (or a new one, if it has none or
///   several) a container of the synthetic views' elements.
///
/// Frames are the views' laid-out frames through their geometry effects, in screen points; a frame
/// that is not finite becomes `.zero`.
@MainActor
enum AccessibilityTreeBuilder {
    /// The elements of the laid-out tree below `root`, in reading order.
    static func elements(of root: LayoutNode) -> [AccessibilityElement] {
        AccessibilityElement.sorted(contents(of: root) ?? [])
    }

    /// The elements `node` adds to its parent's list, or nil when it is hidden (with all it contains).
    private static func contents(of node: LayoutNode) -> [AccessibilityElement]? {
        switch node {
        case let attached as AccessibilityAttachmentNode: return attachedContents(of: attached)
        case let synthetic as AccessibilityChildrenNode: return [container(of: synthetic)]
        case let tap as GestureNode where tap.activation != nil: return tappableContents(of: tap)
        case let effect as EffectNode where isInvisible(effect): return nil
        case let text as TextNode:
            let string = text.attributed.string
            return string.isEmpty ? [] : [AccessibilityElement(label: string, traits: .isStaticText, frame: screenFrame(of: text))]
        case let image as ImageNode:
            return [AccessibilityElement(traits: .isImage, frame: screenFrame(of: image))]
        case let symbol as SymbolImageNode:
            return [AccessibilityElement(label: symbol.image.systemName.flatMap(symbolLabel), traits: .isImage,
                                         frame: screenFrame(of: symbol))]
        default:
            let children = HitTesting.children(of: node)
            guard !children.isEmpty else { return [] }
            let contents = children.compactMap(contents(of:))
            return contents.isEmpty ? nil : contents.flatMap { $0 }
        }
    }

    private static func attachedContents(of node: AccessibilityAttachmentNode) -> [AccessibilityElement]? {
        let attachment = node.attachment
        guard !attachment.isHidden else { return nil }
        let inner = contents(of: node.child)
        var elements: [AccessibilityElement]
        if let behavior = attachment.childBehavior {
            elements = [element(of: node, grouping: inner ?? [], as: behavior)]
        } else if let inner {
            elements = inner.isEmpty && attachment.describesElement ? [AccessibilityElement(frame: screenFrame(of: node))] : inner
        } else {
            return nil
        }
        for index in elements.indices { elements[index].apply(attachment) }
        return elements
    }

    /// The elements of a single-tap gesture's content (one of its frame if it has none), each
    /// activated by running the gesture at its centre unless it has a default action already.
    private static func tappableContents(of node: GestureNode) -> [AccessibilityElement]? {
        guard let inner = contents(of: node.child) else { return nil }
        var elements = inner.isEmpty ? [AccessibilityElement(frame: screenFrame(of: node))] : inner
        for index in elements.indices where !elements[index].offers(.default) {
            let center = CGPoint(x: elements[index].frame.midX, y: elements[index].frame.midY)
            elements[index].add(AccessibilityAction(kind: .default) { node.activate(at: center) })
        }
        return elements
    }

    /// The one element `accessibilityElement(children:)` makes of `node` and the elements inside it.
    private static func element(of node: LayoutNode, grouping inner: [AccessibilityElement],
                                as behavior: AccessibilityChildBehavior) -> AccessibilityElement {
        var element = AccessibilityElement(frame: screenFrame(of: node))
        switch behavior.kind {
        case .ignore:
            break
        case .contain:
            element.children = AccessibilityElement.sorted(inner)
        case .combine:
            var labels: [String] = [], values: [String] = [], hints: [String] = []
            func merge(_ child: AccessibilityElement) {
                labels += child.label.map { [$0] } ?? []
                values += child.value.map { [$0] } ?? []
                hints += child.hint.map { [$0] } ?? []
                element.traits.formUnion(child.traits)
                for action in child.actions where !element.offers(action.kind) { element.add(action) }
                child.children.forEach(merge)
            }
            AccessibilityElement.sorted(inner).forEach(merge)
            element.label = labels.isEmpty ? nil : labels.joined(separator: ", ")
            element.value = values.isEmpty ? nil : values.joined(separator: ", ")
            element.hint = hints.isEmpty ? nil : hints.joined(separator: ", ")
        }
        return element
    }

    /// The view's element (a new one of its frame if it has none or several), holding the elements
    /// of the synthetic children in place of its own children.
    private static func container(of node: AccessibilityChildrenNode) -> AccessibilityElement {
        let inner = contents(of: node.child) ?? []
        var element = inner.count == 1 ? inner[0] : AccessibilityElement(frame: screenFrame(of: node))
        element.children = AccessibilityElement.sorted(node.accessibilityChildren.compactMap(contents(of:)).flatMap { $0 })
        return element
    }

    /// Whether the effect makes its view fully transparent.
    private static func isInvisible(_ node: EffectNode) -> Bool {
        node.effects(EffectGeometry(node: node)).contains { effect in
            if case .opacity(let value) = effect { return value <= 0 }
            return false
        }
    }

    /// Where `node` is drawn, in screen points: its frame through the geometry effects applied to
    /// its content (those of the innermost node it wraps), or `.zero` when that is not finite.
    static func screenFrame(of node: LayoutNode) -> CGRect {
        var innermost = node
        while let wrapper = innermost as? WrapperLayoutNode { innermost = wrapper.child }
        let frame = node.frame.applying(innermost.placement.geometryEffects)
        let isFinite = frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite
        return isFinite ? frame : .zero
    }

    /// A symbol's label from its name: dots as spaces, the first letter capitalised ("heart.fill" → "Heart fill").
    static func symbolLabel(_ name: String) -> String? {
        let words = name.split(separator: ".").joined(separator: " ")
        guard let first = words.first else { return nil }
        return first.uppercased() + words.dropFirst()
    }
}
