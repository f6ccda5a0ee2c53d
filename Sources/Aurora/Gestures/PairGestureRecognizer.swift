/// `PairGestureRecognizer`: what the recognizers of two-gesture compositions share.
import Foundation

/// A recognizer over two others (simultaneous, sequenced, exclusive): holds them, waits for the
/// earlier of their deadlines, and cancels both when it is cancelled.
@MainActor
class PairGestureRecognizer<A, B, Value>: GestureRecognizer<Value> {
    let first: GestureRecognizer<A>
    let second: GestureRecognizer<B>

    init(_ first: GestureRecognizer<A>, _ second: GestureRecognizer<B>) {
        self.first = first
        self.second = second
    }

    override var deadline: TimeInterval? { [first.deadline, second.deadline].compactMap { $0 }.min() }

    override func cancel() {
        first.cancel()
        second.cancel()
        if !isFinished { update(.failed, nil) }
    }
}
