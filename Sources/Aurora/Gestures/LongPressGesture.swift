/// `LongPressGesture`: a press held for a minimum duration without moving far.
import AuroraGeometry
import Foundation

/// A gesture that succeeds when the user performs a long press.
///
/// Its value is `true` from the moment the finger goes down (`updating` and `onChanged` see the
/// press while it waits); it ends, with `true`, as soon as the press has lasted
/// `minimumDuration`, whether or not the finger is still down. Lifting earlier, or moving more
/// than `maximumDistance`, fails it.
public struct LongPressGesture: Gesture, Sendable {
    /// The minimum duration of the long press that must elapse before the gesture succeeds.
    public var minimumDuration: Double
    /// The maximum distance that the long press can move before the gesture fails.
    public var maximumDistance: CGFloat
    /// The type representing the gesture's value.
    public typealias Value = Bool
    /// A primitive gesture.
    public typealias Body = Never

    /// Creates a long-press gesture. Defaults: 0.5 seconds, 10 points.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

extension LongPressGesture: PrimitiveGesture {
    func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Bool> {
        LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    }
}

/// Recognises a press of the first pointer held for `minimumDuration` within `maximumDistance`.
final class LongPressRecognizer: GestureRecognizer<Bool> {
    let minimumDuration: Double
    let maximumDistance: CGFloat
    private var pointerID: Int?
    private var start: (location: CGPoint, time: TimeInterval)?

    init(minimumDuration: Double, maximumDistance: CGFloat) {
        self.minimumDuration = minimumDuration.isFinite || minimumDuration == .infinity ? max(0, minimumDuration) : 0.5
        self.maximumDistance = maximumDistance.isNaN ? 10 : max(0, maximumDistance)
    }

    override var deadline: TimeInterval? { start.map { $0.time + minimumDuration } }

    override func receive(_ event: GestureEvent) {
        switch event.kind {
        case .down:
            guard start == nil else { return }
            pointerID = event.pointerID
            start = (event.location, event.time)
            update(.possible, true)
        case .move:
            guard event.pointerID == pointerID, let start else { break }
            if start.location.distance(to: event.location) > maximumDistance { return update(.failed, nil) }
        case .up, .cancel:
            if event.pointerID == pointerID, !reachedDuration(at: event.time) { return update(.failed, nil) }
        case .clock:
            break
        }
        if reachedDuration(at: event.time) { update(.ended, true) }
    }

    private func reachedDuration(at time: TimeInterval) -> Bool {
        guard let deadline else { return false }
        return time >= deadline
    }
}
