/// `SequenceGesture`: one gesture, then another that starts only when the first has ended.
import Foundation

/// A gesture that's a sequence of two gestures.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of a sequence gesture that helps to detect whether the first gesture succeeded,
    /// so the second gesture can start.
    public enum Value {
        /// The first gesture hasn't ended.
        case first(First.Value)
        /// The first gesture has ended; the second is tentative or active (its value), or has not
        /// started or failed (nil).
        case second(First.Value, Second.Value?)
    }

    /// The first gesture in a sequence of two gestures.
    public var first: First
    /// The second gesture in a sequence of two gestures.
    public var second: Second
    /// A primitive gesture.
    public typealias Body = Never

    /// Creates a sequence gesture with two gestures.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension SequenceGesture: PrimitiveGesture {
    func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
        SequenceRecognizer<First, Second>(first.recognizer(in: space), second.recognizer(in: space))
    }
}

/// Feeds the first gesture until it ends, then the second, which first hears a down for every
/// pointer still down. Active from the first's recognition on; ended when the second ends, or
/// when the second fails after the first ended (with no second value), as SwiftUI reports it.
private final class SequenceRecognizer<First: Gesture, Second: Gesture>: PairGestureRecognizer<First.Value, Second.Value, SequenceGesture<First, Second>.Value> {
    private var secondStarted = false

    override func receive(_ event: GestureEvent) {
        if !first.isFinished {
            first.receive(event)
            guard first.phase == .ended, let firstValue = first.value else {
                switch first.phase {
                case .failed: update(.failed, nil)
                case .active: update(.active, first.value.map { .first($0) })
                default: update(.possible, first.value.map { .first($0) })
                }
                return
            }
            secondStarted = true
            for down in event.replayedDowns() where !second.isFinished { second.receive(down) }
            report(firstValue)
            return
        }
        guard secondStarted, !second.isFinished, let firstValue = first.value else { return }
        second.receive(event)
        report(firstValue)
    }

    private func report(_ firstValue: First.Value) {
        switch second.phase {
        case .ended: update(.ended, .second(firstValue, second.value))
        case .failed: update(.ended, .second(firstValue, nil))
        case .possible, .active: update(.active, .second(firstValue, second.value))
        }
    }

    override var deadline: TimeInterval? { first.isFinished ? second.deadline : first.deadline }

    override func deliver() {
        first.deliver()
        if secondStarted { second.deliver() }
    }
}

extension Gesture {
    /// Sequences a gesture with another one to create a new gesture, which results in the second
    /// gesture only receiving events after the first gesture succeeds.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}
