/// `onScrollVisibilityChange(threshold:_:)`: an action run when a view scrolls into or out of view.
import AuroraGeometry
import Foundation

/// A view that tells its action, after each layout, when the part of it inside its scroll view's
/// visible region crosses the threshold.
final class ScrollVisibilityNode: WrapperLayoutNode {
    let watch: ScrollVisibilityWatch

    init(child: LayoutNode, watch: ScrollVisibilityWatch) {
        self.watch = watch
        super.init(child: child)
    }

    override func placeChildren(in rect: CGRect, context: PlacementContext) {
        super.placeChildren(in: rect, context: context)
        guard let container = context.scrollContainer else { return }
        let drawn = rect.applying(context.geometryEffects)
        let area = drawn.width * drawn.height
        let visible = drawn.intersection(container.visibleRect)
        let fraction = area > 0 && !visible.isNull ? visible.width * visible.height / area : 0
        watch.saw(fraction: fraction)
    }
}

/// The last visibility one `onScrollVisibilityChange` saw, kept at its graph position.
@MainActor
final class ScrollVisibilityWatch: AttributeSlot {
    weak var graph: ViewGraph?
    var threshold = 0.5
    var action: (Bool) -> Void = { _ in }
    private var wasVisible: Bool?

    init(graph: ViewGraph) { self.graph = graph }

    func cancel() -> [() -> Void] { [] }
    var isAnimating: Bool { false }

    /// The view is `fraction` visible now: the action hears a change (and, the first time, that it is visible).
    func saw(fraction: Double) {
        let visible = fraction >= threshold && fraction > 0
        defer { wasVisible = visible }
        guard visible != (wasVisible ?? false) else { return }
        let action = action
        graph?.runAfterUpdate([{ action(visible) }])
    }
}

struct ScrollVisibilityModifier: NodeWrappingModifier {
    let threshold: Double
    let action: (Bool) -> Void

    func wrap(_ node: LayoutNode, inputs: ResolveInputs) -> LayoutNode {
        let watch = inputs.attachment { ScrollVisibilityWatch(graph: inputs.graph) }
        watch.threshold = threshold.isFinite ? min(max(threshold, 0), 1) : 0.5
        watch.action = action
        return ScrollVisibilityNode(child: node, watch: watch)
    }
}

extension View {
    /// Adds an action to be called when the view crosses the threshold to be considered on screen
    /// in its scroll view: `action(true)` when at least `threshold` of it is visible (also the
    /// first time it is), `action(false)` when it no longer is. Default threshold: 0.5.
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        modifier(ScrollVisibilityModifier(threshold: threshold, action: action))
    }
}
