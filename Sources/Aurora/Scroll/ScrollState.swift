/// `ScrollState`: one scroll view's offset over time — dragged, flung, bounced, wheeled — kept across updates.
import AuroraGeometry
import Foundation

/// The offset of one scroll view, kept at its graph position, as a function of the frame clock.
///
/// Layout tells it the viewport, the content's size and the content margins each pass; gestures
/// and wheels move it; the scroll view's node reads `offset(at:)` when it places its content. The
/// offset is the content's point shown at the viewport's top-leading corner, so scrolling down
/// makes `y` grow; at rest it stays within `range`, from minus the leading content margin to the
/// content's far end.
@MainActor
final class ScrollState: AttributeSlot, FrameAdvancing {
    weak var graph: ViewGraph?
    var axes: Axis.Set = .vertical
    var viewport: CGSize = .zero
    /// The scroll view's frame in the last layout, in global coordinates.
    var frame: CGRect = .zero
    var contentSize: CGSize = .zero
    var margins = EdgeInsets()
    var behavior: (any ScrollTargetBehavior)?
    /// The axes a drag moves the content along now: the scroll axes, less a `.basedOnSize` one
    /// whose content fits (set at each layout).
    var movableAxes: Axis.Set = []
    /// The frames of the scroll target layout's views, in content coordinates.
    var targetFrames: [CGRect] = []
    var isScheduled = false
    /// A `scrollTo` of a lazy row that was not built: the scroll went to its estimated frame and
    /// goes to its real one once the row is built (after the animation, if it animates).
    var pendingReveal: PendingReveal?

    /// A view to show once it is built.
    struct PendingReveal {
        let id: AnyHashable
        let anchor: UnitPoint?
        let animated: Bool
        let registry: ScrollTargetRegistry
    }

    private var x = ScrollAxisMotion.rest(0)
    private var y = ScrollAxisMotion.rest(0)
    /// Where a drag started, as finger travel (past an edge, more than the content moved).
    private var dragOrigin: (x: Double, y: Double)?
    private var dragStartOffset: CGPoint = .zero

    init(graph: ViewGraph) { self.graph = graph }

    func cancel() -> [() -> Void] { [] }
    /// Whether the offset is moving by itself (decelerating, bouncing, animating to a target).
    var isMoving: Bool { x.isMoving || y.isMoving }
    /// Whether a later frame may differ: the offset moves, or the indicators are fading out.
    var isAnimating: Bool {
        isMoving || (drawsIndicators && restedAt.map { ScrollIndicatorFade.isFading(after: (graph?.time ?? 0) - $0) } ?? false)
    }
    var isDragging: Bool { dragOrigin != nil }
    /// Whether the scroll view draws an indicator while scrolling (set at each layout).
    var drawsIndicators = false
    /// The clock time the content last came to rest after a scroll showed the indicators; they fade from then.
    private var restedAt: TimeInterval?

    /// The indicators' opacity at `time`: 1 while the content is dragged or moves, then fading out
    /// after it rests (`ScrollIndicatorFade`), 0 when nothing scrolled it.
    func indicatorOpacity(at time: TimeInterval) -> Double {
        if isDragging || isMoving { return 1 }
        return restedAt.map { ScrollIndicatorFade.opacity(after: time - $0) } ?? 0
    }
    /// Whether the user moved the content (a drag, a wheel) since it was last moved by the program.
    private(set) var isPositionedByUser = false
    /// Whether the content is decelerating after a fling (not springing).
    var isDecelerating: Bool {
        if case .decay = x.kind { return true }
        if case .decay = y.kind { return true }
        return false
    }

    func advance(to time: TimeInterval) -> [() -> Void] {
        _ = offset(at: time)
        return []
    }

    /// The range of offsets along `axis` the content rests in.
    func range(_ axis: Axis) -> ClosedRange<Double> {
        let lower = -(axis == .horizontal ? margins.leading : margins.top)
        let content = axis == .horizontal ? contentSize.width + margins.leading + margins.trailing : contentSize.height + margins.top + margins.bottom
        let length = axis == .horizontal ? viewport.width : viewport.height
        let upper = lower + max(0, content - length)
        return lower...(upper.isFinite ? upper : lower)
    }

    /// Takes the layout's facts; the first time, the content rests at its `anchor` (`defaultScrollAnchor`;
    /// nil is the top-leading end, at the leading margin), and a resting offset a smaller content
    /// no longer reaches is brought back.
    func laidOut(viewport: CGSize, contentSize: CGSize, margins: EdgeInsets, anchor: UnitPoint?) {
        self.viewport = viewport
        self.contentSize = contentSize
        self.margins = margins
        guard !isDragging else { return }
        if !hasLaidOut {
            hasLaidOut = true
            func start(_ range: ClosedRange<Double>, _ unit: Double?) -> Double {
                let fraction = unit.map { $0.isFinite ? min(max($0, 0), 1) : 0 } ?? 0
                return range.lowerBound + (range.upperBound - range.lowerBound) * fraction
            }
            x = .rest(start(range(.horizontal), anchor.map { Double($0.x) }))
            y = .rest(start(range(.vertical), anchor.map { Double($0.y) }))
        }
        if case .rest = x.kind, let end = x.position.clampedIfOutside(range(.horizontal)) { x = .rest(end) }
        if case .rest = y.kind, let end = y.position.clampedIfOutside(range(.vertical)) { y = .rest(end) }
    }

    private var hasLaidOut = false

    /// The offset at `time` (moving motions settle into rest as they finish).
    func offset(at time: TimeInterval) -> CGPoint {
        let h = x.evaluated(at: time, range: range(.horizontal))
        let v = y.evaluated(at: time, range: range(.vertical))
        let wasMoving = isMoving
        x = h.next
        y = v.next
        if wasMoving, !isMoving { restedAt = min(time, [h.settledAt, v.settledAt].compactMap { $0 }.max() ?? time) }
        return CGPoint(x: h.offset, y: v.offset)
    }

    /// The offset velocity at `time`, in points per second.
    func velocity(at time: TimeInterval) -> CGVector {
        CGVector(dx: x.evaluated(at: time, range: range(.horizontal)).velocity, dy: y.evaluated(at: time, range: range(.vertical)).velocity)
    }

    /// A finger took hold of the content at `time`: any motion stops where it is.
    func beginDrag(at time: TimeInterval) {
        isPositionedByUser = true
        let now = offset(at: time)
        x = .rest(now.x)
        y = .rest(now.y)
        dragStartOffset = now
        dragOrigin = (travel(for: now.x, axis: .horizontal), travel(for: now.y, axis: .vertical))
    }

    /// The finger has moved `translation` since the drag began: the content follows it 1:1
    /// inside its range and by the rubber band past the ends.
    func drag(by translation: CGSize) {
        guard let dragOrigin else { return }
        if movableAxes.contains(.horizontal) { x = .rest(shown(travel: dragOrigin.x - translation.width, axis: .horizontal)) }
        if movableAxes.contains(.vertical) { y = .rest(shown(travel: dragOrigin.y - translation.height, axis: .vertical)) }
    }

    /// The finger lifted at `time`, moving the content at `velocity` (points per second): the
    /// content decelerates, springs back from past an end, or goes to where the target behavior says.
    func endDrag(velocity: CGVector, at time: TimeInterval) {
        dragOrigin = nil
        release(velocity: velocity, at: time, originalOffset: dragStartOffset)
    }

    /// Sends the content on from where it is at `time` with `velocity`.
    private func release(velocity: CGVector, at time: TimeInterval, originalOffset: CGPoint) {
        let now = CGPoint(x: x.position, y: y.position)
        var natural = now
        if axes.contains(.horizontal) { natural.x += ScrollPhysics.projectedDistance(velocity: velocity.dx) }
        if axes.contains(.vertical) { natural.y += ScrollPhysics.projectedDistance(velocity: velocity.dy) }
        var target = ScrollTarget(rect: CGRect(origin: natural, size: viewport))
        if let behavior {
            var context = ScrollTargetBehaviorContext(originalTarget: ScrollTarget(rect: CGRect(origin: originalOffset, size: viewport)),
                                                      velocity: velocity, contentSize: contentSize, containerSize: containerSize, axes: axes)
            context.targetFrames = targetFrames
            context.minimumOffset = CGPoint(x: range(.horizontal).lowerBound, y: range(.vertical).lowerBound)
            behavior.updateTarget(&target, context: context)
        }
        x = motion(from: now.x, velocity: velocity.dx, natural: natural.x, target: target.rect.minX, axis: .horizontal, at: time)
        y = motion(from: now.y, velocity: velocity.dy, natural: natural.y, target: target.rect.minY, axis: .vertical, at: time)
        if !isMoving { restedAt = time }
        if isAnimating { graph?.scheduleAdvance(self) }
    }

    private func motion(from position: Double, velocity: Double, natural: Double, target: Double, axis: Axis, at time: Double) -> ScrollAxisMotion {
        guard movableAxes.contains(axis == .horizontal ? .horizontal : .vertical) else { return .rest(position) }
        let range = range(axis)
        if let end = position.clampedIfOutside(range) { return .spring(from: position, to: end, velocity: velocity, at: time) }
        // A target the behavior moved is reached by a spring (inside the range); the natural end by
        // decelerating, bouncing off an end it crosses.
        if target.isFinite, abs(target - natural) > 1e-9 {
            return .spring(from: position, to: min(max(target, range.lowerBound), range.upperBound), velocity: velocity, at: time)
        }
        guard velocity.isFinite, abs(velocity) > ScrollPhysics.restingSpeed else { return .rest(position) }
        return ScrollAxisMotion(kind: .decay(velocity: velocity), position: position, start: time)
    }

    /// The container a target behavior sees: the viewport less the content margins.
    var containerSize: CGSize {
        CGSize(width: max(0, viewport.width - margins.leading - margins.trailing), height: max(0, viewport.height - margins.top - margins.bottom))
    }

    /// Scrolls by a wheel's `delta` (the content's movement) at `time`: a mouse wheel stays inside
    /// the range; a trackpad's fingers pull past the ends like a drag and spring back when they lift.
    func wheel(_ delta: CGVector, phase: WheelEvent.Phase, at time: TimeInterval) {
        guard delta.dx.isFinite, delta.dy.isFinite else { return }
        isPositionedByUser = true
        switch phase {
        case .none, .momentum:
            let now = offset(at: time)
            let clampX = range(.horizontal), clampY = range(.vertical)
            if axes.contains(.horizontal) { x = .rest(min(max(now.x - delta.dx, clampX.lowerBound), clampX.upperBound)) }
            if axes.contains(.vertical) { y = .rest(min(max(now.y - delta.dy, clampY.lowerBound), clampY.upperBound)) }
            // A wheel that moved the content shows the indicators, which fade from this event on.
            if x.position != now.x || y.position != now.y {
                restedAt = time
                if isAnimating { graph?.scheduleAdvance(self) }
            }
        case .began, .changed:
            if dragOrigin == nil { beginDrag(at: time); wheelTravel = .zero }
            wheelTravel.width += delta.dx
            wheelTravel.height += delta.dy
            drag(by: wheelTravel)
        case .ended:
            guard dragOrigin != nil else { return }
            endDrag(velocity: CGVector(dx: 0, dy: 0), at: time)
        }
    }

    private var wheelTravel = CGSize.zero

    /// Moves to `offset` (clamped to the range) at `time`: at once, or with a spring when `animated`.
    func scroll(to offset: CGPoint, animated: Bool, at time: TimeInterval) {
        isPositionedByUser = false
        let now = self.offset(at: time)
        let hx = range(.horizontal), vy = range(.vertical)
        let targetX = offset.x.isFinite ? min(max(offset.x, hx.lowerBound), hx.upperBound) : now.x
        let targetY = offset.y.isFinite ? min(max(offset.y, vy.lowerBound), vy.upperBound) : now.y
        if animated {
            x = .spring(from: now.x, to: targetX, velocity: 0, at: time)
            y = .spring(from: now.y, to: targetY, velocity: 0, at: time)
            graph?.scheduleAdvance(self)
        } else {
            // A jump stops a motion at once; indicators it showed fade from here.
            if isMoving { restedAt = time }
            x = .rest(targetX)
            y = .rest(targetY)
        }
    }

    /// The offset at `edge` of the content (the start or end of the range along its axis), the other axis as at `time`.
    func offset(atEdge edge: Edge, at time: TimeInterval) -> CGPoint {
        var result = offset(at: time)
        switch edge {
        case .top: result.y = range(.vertical).lowerBound
        case .bottom: result.y = range(.vertical).upperBound
        case .leading: result.x = range(.horizontal).lowerBound
        case .trailing: result.x = range(.horizontal).upperBound
        }
        return result
    }

    /// The offset that shows `target` (a global frame in the last layout): its `anchor` at the same
    /// point of the visible region (the frame less the content margins), or, without an anchor,
    /// the nearest offset that shows it whole (its leading edge first when it is longer than the region).
    func offset(revealing target: CGRect, anchor: UnitPoint?, at time: TimeInterval) -> CGPoint {
        var result = offset(at: time)
        let visible = CGRect(x: frame.minX + margins.leading, y: frame.minY + margins.top,
                             width: max(0, frame.width - margins.leading - margins.trailing),
                             height: max(0, frame.height - margins.top - margins.bottom))
        func delta(_ start: Double, _ length: Double, _ viewStart: Double, _ viewLength: Double, _ unit: Double?) -> Double {
            if let unit { return (start + unit * length) - (viewStart + unit * viewLength) }
            if start < viewStart || length > viewLength { return start - viewStart }
            if start + length > viewStart + viewLength { return start + length - (viewStart + viewLength) }
            return 0
        }
        if axes.contains(.horizontal) { result.x += delta(target.minX, target.width, visible.minX, visible.width, anchor.map { Double($0.x) }) }
        if axes.contains(.vertical) { result.y += delta(target.minY, target.height, visible.minY, visible.height, anchor.map { Double($0.y) }) }
        return result
    }

    /// Finger travel for a shown offset: the inverse rubber band past the ends, 1:1 inside.
    private func travel(for shown: Double, axis: Axis) -> Double {
        let range = range(axis)
        let length = axis == .horizontal ? viewport.width : viewport.height
        if shown < range.lowerBound { return range.lowerBound + ScrollPhysics.rubberBandInverse(shown - range.lowerBound, length: length) }
        if shown > range.upperBound { return range.upperBound + ScrollPhysics.rubberBandInverse(shown - range.upperBound, length: length) }
        return shown
    }

    /// The shown offset for finger travel: 1:1 inside the range, the rubber band past the ends.
    private func shown(travel: Double, axis: Axis) -> Double {
        let range = range(axis)
        let length = axis == .horizontal ? viewport.width : viewport.height
        if travel < range.lowerBound { return range.lowerBound + ScrollPhysics.rubberBand(travel - range.lowerBound, length: length) }
        if travel > range.upperBound { return range.upperBound + ScrollPhysics.rubberBand(travel - range.upperBound, length: length) }
        return travel
    }
}
