/// `TwoPointerRecognizer`: the shared life of pinch and rotation — two pointers down, a change past a threshold.
import AuroraGeometry
import Foundation

/// What a two-pointer gesture measures: how the two positions have moved relative to where they
/// started (a scale, an angle), when that is enough to start, and the gesture's value.
@MainActor
protocol TwoPointerMeasure {
    associatedtype Value
    /// The measure of the two positions relative to the start: 1 (a scale) or 0 (an angle) at the start.
    func measure(from start: (CGPoint, CGPoint), to current: (CGPoint, CGPoint)) -> Double
    /// Whether the measure has moved far enough from its start value to begin.
    func passesThreshold(_ measure: Double) -> Bool
    /// The gesture's value for a measure.
    func value(measure: Double, velocity: Double, startAnchor: UnitPoint, startLocation: CGPoint, date: Date) -> Value
}

/// Follows the first two pointers of an interaction with a `TwoPointerMeasure`. The gesture
/// starts once the measure passes its threshold, and ends when one of the two lifts; it fails if
/// a pointer lifts first.
final class TwoPointerRecognizer<Measure: TwoPointerMeasure>: GestureRecognizer<Measure.Value> {
    let measure: Measure
    let space: GestureSpace
    private(set) var pointerIDs: [Int] = []
    /// The two pointers' positions when the second went down, in screen points.
    private(set) var start: (CGPoint, CGPoint)?
    /// The clock time of the last sample and the measure then, for velocity.
    private var lastSample: (time: TimeInterval, measure: Double)?
    private(set) var measureVelocity: Double = 0

    init(_ measure: Measure, space: GestureSpace) {
        self.measure = measure
        self.space = space
    }

    override func receive(_ event: GestureEvent) {
        switch event.kind {
        case .down:
            if pointerIDs.count < 2 { pointerIDs.append(event.pointerID) }
            if pointerIDs.count == 2, start == nil, let a = event.pointers[pointerIDs[0]], let b = event.pointers[pointerIDs[1]] {
                start = (a, b)
                lastSample = (event.time, measure.measure(from: (a, b), to: (a, b)))
            }
        case .move:
            guard let start, pointerIDs.contains(event.pointerID),
                  let a = event.pointers[pointerIDs[0]], let b = event.pointers[pointerIDs[1]] else { return }
            let current = measure.measure(from: start, to: (a, b))
            guard current.isFinite else { return }
            if let lastSample, event.time > lastSample.time {
                measureVelocity = (current - lastSample.measure) / (event.time - lastSample.time)
            }
            lastSample = (event.time, current)
            if phase == .active || measure.passesThreshold(current) {
                let centre = CGPoint(x: (start.0.x + start.1.x) / 2, y: (start.0.y + start.1.y) / 2)
                let local = space.convert(centre, to: .local)
                let size = space.size
                let anchor = UnitPoint(x: size.width > 0 ? local.x / size.width : 0.5, y: size.height > 0 ? local.y / size.height : 0.5)
                update(.active, measure.value(measure: current, velocity: measureVelocity, startAnchor: anchor, startLocation: local, date: event.date))
            }
        case .up, .cancel:
            guard pointerIDs.contains(event.pointerID) else { return }
            if phase == .active, event.kind == .up {
                update(.ended, value)
            } else {
                update(.failed, nil)
            }
        case .clock:
            break
        }
    }
}
