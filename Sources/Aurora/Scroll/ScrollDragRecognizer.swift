/// `ScrollDragRecognizer`: a finger dragging a scroll view's content, and the fling when it lifts.
import AuroraGeometry
import Foundation

/// The scroll view's own gesture: it starts once the finger has moved `slop` points mostly along
/// a scrollable axis (so a child's tap wins on a resting scroll view, and a nested scroll view
/// across the other axis fails and lets its parent scroll); from then the content follows the
/// finger's travel past the slop, and the release velocity flings it. On a moving scroll view a touch catches the
/// content at once (the gesture is high priority then, so the touch does not tap a row).
final class ScrollDragRecognizer: GestureRecognizer<Bool> {
    /// How far the finger moves before scrolling starts, in points.
    static let slop: CGFloat = 10

    let state: ScrollState
    let space: GestureSpace
    let scrollable: () -> Axis.Set
    private var pointerID: Int?
    private var start: CGPoint = .zero
    private var anchor: CGPoint = .zero
    private var velocity = VelocitySampler()

    init(state: ScrollState, space: GestureSpace, scrollable: @escaping () -> Axis.Set) {
        self.state = state
        self.space = space
        self.scrollable = scrollable
    }

    override func receive(_ event: GestureEvent) {
        switch event.kind {
        case .down:
            guard pointerID == nil else { return }
            pointerID = event.pointerID
            start = event.location
            velocity.add(event.location, at: event.time)
            if state.isMoving {
                state.beginDrag(at: event.time)
                anchor = event.location
                update(.active, true)
            }
        case .move:
            guard event.pointerID == pointerID else { return }
            velocity.add(event.location, at: event.time)
            if phase == .possible {
                let axes = scrollable()
                let dx = abs(event.location.x - start.x), dy = abs(event.location.y - start.y)
                let along = (axes.contains(.horizontal) ? dx : 0) + (axes.contains(.vertical) ? dy : 0)
                let across = (axes.contains(.horizontal) ? 0 : dx) + (axes.contains(.vertical) ? 0 : dy)
                if across >= Self.slop, across > along { return update(.failed, nil) }
                guard along >= Self.slop else { return }
                state.beginDrag(at: event.time)
                // The content moves by the travel past the slop, so a long first move still scrolls.
                let moveX = axes.contains(.horizontal) ? event.location.x - start.x : 0
                let moveY = axes.contains(.vertical) ? event.location.y - start.y : 0
                let length = max(hypot(moveX, moveY), .ulpOfOne)
                anchor = CGPoint(x: start.x + moveX * Self.slop / length, y: start.y + moveY * Self.slop / length)
                update(.active, true)
            }
            state.drag(by: CGSize(width: event.location.x - anchor.x, height: event.location.y - anchor.y))
            update(.active, true)
        case .up, .cancel:
            guard event.pointerID == pointerID else { return }
            guard phase == .active else { return update(.failed, nil) }
            if event.kind == .up { velocity.add(event.location, at: event.time) }
            let finger = event.kind == .up ? velocity.velocity : .zero
            state.endDrag(velocity: CGVector(dx: -finger.width, dy: -finger.height), at: event.time)
            update(.ended, true)
        case .clock:
            break
        }
    }

    override func cancel() {
        if phase == .active { state.endDrag(velocity: CGVector(dx: 0, dy: 0), at: state.graph?.time ?? 0) }
        super.cancel()
    }
}
