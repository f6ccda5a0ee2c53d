/// `RepeatingPressGesture`: a press that steps once when the finger goes down and again and again while it is held.
import AuroraGeometry
import Foundation

/// A press of one pointer whose value counts the steps due so far: 1 when the pointer goes down,
/// then one more every `interval` from `delay` after it, on the frame clock, while the pointer
/// stays down inside the view. It ends when the pointer lifts or leaves the view.
///
/// The timing is AppKit's documented stepper autorepeat (a step on press, then ten a second after
/// half a second); UIKit's stepper also speeds up after a while, which Aurora does not model.
struct RepeatingPressGesture: Gesture {
    typealias Value = Int
    typealias Body = Never
    /// How long the press is held before the second step, in seconds.
    static let delay: TimeInterval = 0.5
    /// The time between later steps, in seconds.
    static let interval: TimeInterval = 0.1
}

extension RepeatingPressGesture: PrimitiveGesture {
    func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Int> { RepeatingPressRecognizer(space: space) }
}

/// Counts the steps of one pointer's press from its down time.
private final class RepeatingPressRecognizer: GestureRecognizer<Int> {
    let space: GestureSpace
    private var pointerID: Int?
    private var downTime: TimeInterval = 0

    init(space: GestureSpace) { self.space = space }

    override var deadline: TimeInterval? {
        guard phase == .active, let steps = value else { return nil }
        return downTime + RepeatingPressGesture.delay + Double(steps - 1) * RepeatingPressGesture.interval
    }

    /// The steps due `elapsed` seconds after the press began.
    private func steps(after elapsed: TimeInterval) -> Int {
        guard elapsed >= RepeatingPressGesture.delay else { return 1 }
        // A tiny allowance so that a clock advanced in frames lands on the step it reaches.
        return 2 + Int(((elapsed - RepeatingPressGesture.delay) / RepeatingPressGesture.interval + 1e-9).rounded(.down))
    }

    override func receive(_ event: GestureEvent) {
        switch event.kind {
        case .down:
            guard pointerID == nil else { return }
            pointerID = event.pointerID
            downTime = event.time
            update(.active, 1)
        case .move:
            guard event.pointerID == pointerID, let value else { return }
            if !space.contains(event.location) { update(.ended, value) }
        case .up:
            guard event.pointerID == pointerID, let value else { return }
            update(.ended, value)
        case .cancel:
            if event.pointerID == pointerID { update(.failed, nil) }
        case .clock:
            guard phase == .active, let value else { return }
            let due = steps(after: event.time - downTime)
            if due > value { update(.active, due) }
        }
    }
}
