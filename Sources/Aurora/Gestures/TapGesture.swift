/// `TapGesture`: one or more taps on a view.
import AuroraGeometry
import Foundation

/// A gesture that recognizes one or more taps.
public struct TapGesture: Gesture, Sendable {
    /// The required number of tap events.
    public var count: Int
    /// A primitive gesture.
    public typealias Body = Never
    /// A tap has no value.
    public typealias Value = Void

    /// Creates a tap gesture with the number of required taps. Default: 1.
    public init(count: Int = 1) { self.count = count }
}

extension TapGesture: PrimitiveGesture {
    func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Void> {
        WrappingGestureRecognizer(TapRecognizer(count: count, space: space, coordinateSpace: .local)) { _ in () }
    }
}

/// Recognises `count` taps of one pointer: each a down and an up less than `TapRecognizer.slop` from
/// the first down, each down within `TapRecognizer.interval` of the previous up.
final class TapRecognizer: GestureRecognizer<SpatialTapGesture.Value> {
    /// How far a finger may move during the taps, in points. Aurora's choice, equal to
    /// `DragGesture`'s default minimum distance: a movement that starts a drag ends a tap.
    static let slop: CGFloat = 10
    /// How long the next tap of a multi-tap may wait after the previous one lifted, in seconds.
    /// Aurora's choice, close to the system's double-tap interval.
    static let interval: TimeInterval = 0.35

    let count: Int
    let space: GestureSpace
    let coordinateSpace: CoordinateSpace
    private var pointerID: Int?
    private var firstDown: CGPoint?
    private var taps = 0
    private var lastUp: TimeInterval?

    init(count: Int, space: GestureSpace, coordinateSpace: CoordinateSpace) {
        self.count = max(1, count)
        self.space = space
        self.coordinateSpace = coordinateSpace
    }

    override var deadline: TimeInterval? { lastUp.map { $0 + Self.interval } }

    override func receive(_ event: GestureEvent) {
        switch event.kind {
        case .down:
            guard pointerID == nil, event.pointers.count == 1 else { return update(.failed, nil) }
            if let lastUp, event.time - lastUp > Self.interval { return update(.failed, nil) }
            if let firstDown, firstDown.distance(to: event.location) >= Self.slop { return update(.failed, nil) }
            pointerID = event.pointerID
            firstDown = firstDown ?? event.location
            lastUp = nil
        case .move:
            guard event.pointerID == pointerID, let firstDown else { return }
            if firstDown.distance(to: event.location) >= Self.slop { update(.failed, nil) }
        case .up:
            guard event.pointerID == pointerID else { return }
            pointerID = nil
            taps += 1
            if taps >= count {
                update(.ended, SpatialTapGesture.Value(location: space.convert(event.location, to: coordinateSpace)))
            } else {
                lastUp = event.time
            }
        case .cancel:
            if event.pointerID == pointerID { update(.failed, nil) }
        case .clock:
            if let deadline, pointerID == nil, event.time > deadline { update(.failed, nil) }
        }
    }
}

extension CGPoint {
    /// The straight-line distance to `other`.
    func distance(to other: CGPoint) -> CGFloat { hypot(other.x - x, other.y - y) }
}
