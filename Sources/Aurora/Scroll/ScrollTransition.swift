/// `scrollTransition`: effects a view takes as it scrolls into and out of its scroll view's visible region.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// A view whose effect comes from where it is in its scroll view's visible region, computed when
/// the display list is built (so it follows the scroll every frame).
///
/// The transition closure is evaluated for `.identity` and for the edge the view is nearer
/// (`.topLeading` when its centre is before the container's, else `.bottomTrailing`); the effect
/// drawn is the identity effect moved towards the edge effect by how far the view is from the
/// configuration's threshold: eased by the timing curve (interactive), or flipped at the threshold
/// and animated (animated).
final class ScrollTransitionNode: WrapperLayoutNode {
    let topLeading: ScrollTransitionConfiguration
    let bottomTrailing: ScrollTransitionConfiguration
    let axis: Axis?
    let transition: (ScrollTransitionPhase) -> [VisualOperation]
    let motion: ScrollTransitionMotion

    init(child: LayoutNode, topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis?,
         motion: ScrollTransitionMotion, transition: @escaping (ScrollTransitionPhase) -> [VisualOperation]) {
        self.topLeading = topLeading
        self.bottomTrailing = bottomTrailing
        self.axis = axis
        self.motion = motion
        self.transition = transition
        super.init(child: child)
    }

    /// The edge phase the view is near and how far towards it the effect is (0 = identity).
    func phase() -> (edge: ScrollTransitionPhase, fraction: Double) {
        guard let container = placement.scrollContainer else { return (.identity, 0) }
        let along: Axis = axis ?? (container.axes == .horizontal ? .horizontal : .vertical)
        let drawn = frame.applying(placement.geometryEffects)
        let viewCentre = along == .horizontal ? drawn.midX : drawn.midY
        let containerCentre = along == .horizontal ? container.visibleRect.midX : container.visibleRect.midY
        let edge: ScrollTransitionPhase = viewCentre < containerCentre ? .topLeading : .bottomTrailing
        let configuration = edge == .topLeading ? topLeading : bottomTrailing
        let progress = configuration.progress(distance: abs(viewCentre - containerCentre),
                                              length: along == .horizontal ? drawn.width : drawn.height,
                                              container: along == .horizontal ? container.visibleRect.width : container.visibleRect.height)
        let target: Double
        switch configuration.mode {
        case .identity: return (.identity, 0)
        case .interactive(let curve): target = 1 - curve.value(at: progress)
        case .animated: target = progress >= 1 ? 0 : 1
        }
        let animation: Animation?
        switch configuration.mode {
        case .animated(let a): animation = a
        default: animation = configuration.smoothing
        }
        return (edge, motion.fraction(towards: target, animation: animation))
    }

    override func appendDisplayItems(to items: inout [DisplayList.Item], origin: CGPoint) {
        let (edge, fraction) = phase()
        let identity = transition(.identity)
        let operations = fraction > 0 ? VisualOperation.interpolate(identity, transition(edge), fraction: fraction) : identity
        let effects = operations.reversed().compactMap { $0.effect(size: frame.size) }
        let wrapper = EffectNode(child: child, effects: { _ in effects })
        wrapper.frame = frame
        wrapper.appendDisplayItems(to: &items, origin: origin)
    }
}

/// The shown fraction of a scroll transition over time, kept at the view's graph position: it
/// jumps to its target, or, with an animation, moves there on the frame clock.
@MainActor
final class ScrollTransitionMotion: AttributeSlot, FrameAdvancing {
    weak var graph: ViewGraph?
    private var target: Double?
    private var from = 0.0
    private var start = 0.0
    private var animation: Animation?
    private var context = AnimationContext<Double>()
    private(set) var isAnimating = false
    var isScheduled = false

    init(graph: ViewGraph) { self.graph = graph }

    func cancel() -> [() -> Void] { [] }

    /// Evaluates the animation at `time`, so it stops counting as running once it has ended even
    /// when its view is not drawn.
    func advance(to time: TimeInterval) -> [() -> Void] {
        _ = value(at: time)
        return []
    }

    /// The fraction to show now for `target`, animating a change of target with `animation`.
    func fraction(towards target: Double, animation: Animation?) -> Double {
        let time = graph?.time ?? 0
        guard let animation else {
            self.target = target
            isAnimating = false
            return target
        }
        let current = value(at: time)
        if self.target == nil { self.target = target; return target }
        if target != self.target {
            from = current
            self.target = target
            start = time
            self.animation = animation
            context = AnimationContext<Double>()
        }
        let shown = value(at: time)
        if isAnimating, let graph { graph.scheduleAdvance(self) }
        return shown
    }

    private func value(at time: Double) -> Double {
        guard let target else { return 0 }
        guard let animation else { return target }
        var context = self.context
        guard let covered = animation.animate(value: target - from, time: time - start, context: &context) else {
            isAnimating = false
            return target
        }
        isAnimating = true
        return from + covered
    }
}

struct ScrollTransitionModifier<Effect: VisualEffect>: NodeWrappingModifier {
    let topLeading: ScrollTransitionConfiguration
    let bottomTrailing: ScrollTransitionConfiguration
    let axis: Axis?
    let transition: @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect

    func wrap(_ node: LayoutNode, inputs: ResolveInputs) -> LayoutNode {
        let transition = transition
        let motion = inputs.attachment { ScrollTransitionMotion(graph: inputs.graph) }
        return ScrollTransitionNode(child: node, topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis, motion: motion) { phase in
            (transition(EmptyVisualEffect(), phase) as? any VisualOperationChain)?.operations ?? []
        }
    }
}

extension View {
    /// Applies the given transition, animating between the phases of the transition as this view
    /// appears and disappears within the visible region of the containing scroll view. Defaults:
    /// `.interactive`, the scroll view's axis.
    public func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        modifier(ScrollTransitionModifier(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition))
    }

    /// Applies the given transition, with one configuration near the top or leading edge and
    /// another near the bottom or trailing edge. Default axis: the scroll view's.
    public func scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        modifier(ScrollTransitionModifier(topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis, transition: transition))
    }
}
