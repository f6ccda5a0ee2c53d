/// `ExclusiveGesture`: two gestures where only one succeeds, the first preferred.
import Foundation

/// A gesture that consists of two gestures where only one of them can succeed.
///
/// The first gesture wins if it is recognised; the second is recognised only once the first has failed.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of an exclusive gesture that indicates which of two gestures succeeded.
    public enum Value {
        /// The first of two gestures succeeded.
        case first(First.Value)
        /// The second of two gestures succeeded.
        case second(Second.Value)
    }

    /// The first of two gestures.
    public var first: First
    /// The second of two gestures.
    public var second: Second
    /// A primitive gesture.
    public typealias Body = Never

    /// Creates a gesture from two gestures where only one of them succeeds.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension ExclusiveGesture: PrimitiveGesture {
    func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
        ExclusiveRecognizer<First, Second>(first.recognizer(in: space), second.recognizer(in: space))
    }
}

/// Feeds both; follows the first unless it fails, then the second. While the first is still
/// possible, a recognised second waits.
private final class ExclusiveRecognizer<First: Gesture, Second: Gesture>: PairGestureRecognizer<First.Value, Second.Value, ExclusiveGesture<First, Second>.Value> {

    override func receive(_ event: GestureEvent) {
        let versions = (first.version, second.version)
        if !first.isFinished { first.receive(event) }
        if !second.isFinished { second.receive(event) }
        guard versions != (first.version, second.version) else { return }
        switch first.phase {
        case .active, .ended:
            if !second.isFinished { second.cancel() }
            update(first.phase, first.value.map { .first($0) })
        case .possible:
            update(.possible, first.value.map { .first($0) })
        case .failed:
            update(second.phase, second.value.map { .second($0) })
        }
    }

    override func deliver() {
        first.deliver()
        if first.phase == .failed { second.deliver() }
    }
}

extension Gesture {
    /// Combines two gestures exclusively to create a new gesture where only one gesture succeeds,
    /// giving precedence to the first gesture.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}
