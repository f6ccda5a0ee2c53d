/// `SimultaneousGesture`: two gestures recognised at the same time, neither blocking the other.
import Foundation

/// A gesture containing two gestures that can happen at the same time with neither of them
/// preceding the other.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of a simultaneous gesture that indicates which of its two gestures receives events.
    public struct Value {
        /// The value of the first gesture, while it is tentative, active or ended.
        public var first: First.Value?
        /// The value of the second gesture, while it is tentative, active or ended.
        public var second: Second.Value?
    }

    /// The first of two gestures that can happen simultaneously.
    public var first: First
    /// The second of two gestures that can happen simultaneously.
    public var second: Second
    /// A primitive gesture.
    public typealias Body = Never

    /// Creates a gesture with two gestures that can receive updates or succeed independently of each other.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension SimultaneousGesture: PrimitiveGesture {
    func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
        SimultaneousRecognizer<First, Second>(first.recognizer(in: space), second.recognizer(in: space))
    }
}

/// Feeds both gestures every event: active while either is, ended when both have finished and
/// one ended, failed when both failed.
private final class SimultaneousRecognizer<First: Gesture, Second: Gesture>: PairGestureRecognizer<First.Value, Second.Value, SimultaneousGesture<First, Second>.Value> {
    typealias Pair = SimultaneousGesture<First, Second>.Value

    override func receive(_ event: GestureEvent) {
        let versions = (first.version, second.version)
        if !first.isFinished { first.receive(event) }
        if !second.isFinished { second.receive(event) }
        guard versions != (first.version, second.version) else { return }
        let phases = [first.phase, second.phase]
        let pair = Pair(first: first.value, second: second.value)
        if phases.allSatisfy({ $0 == .failed }) {
            update(.failed, nil)
        } else if phases.contains(.active) || (phases.contains(.ended) && phases.contains(.possible)) {
            update(.active, pair)
        } else if phases.contains(.ended) {
            update(.ended, pair)
        } else if first.isTentative || second.isTentative {
            update(.possible, pair)
        } else {
            update(.possible, nil)
        }
    }

    override func deliver() {
        first.deliver()
        second.deliver()
    }
}

extension Gesture {
    /// Combines a gesture with another gesture to create a new gesture that recognizes both
    /// gestures at the same time.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}
