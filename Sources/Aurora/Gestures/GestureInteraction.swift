/// `GestureInteraction`: one touch sequence's gestures and SwiftUI's arbitration between them.
import AuroraGeometry
import Foundation

/// What the interaction needs of a recognizer, whatever its value type.
@MainActor
protocol InteractionMember: AnyObject {
    var phase: GestureRecognizerPhase { get }
    var isTentative: Bool { get }
    var isFinished: Bool { get }
    var deadline: TimeInterval? { get }
    func receive(_ event: GestureEvent)
    func deliver()
    func cancel()
}

extension GestureRecognizer: InteractionMember {}

/// The gestures of the views under the first pointer of a touch sequence, from that pointer's
/// down until every gesture has ended or failed.
///
/// Arbitration follows SwiftUI: gestures attached with `gesture(_:)` compete innermost first (a
/// subview's gesture wins over its parent's, and on one view the gesture attached first wins);
/// `highPriorityGesture` ones come before all of those, outermost first; the first in that order
/// that is recognised wins once every gesture before it has failed, and the rest are cancelled.
/// `simultaneousGesture` ones run beside the competition. A `GestureMask` without `.subviews`
/// leaves out the gestures of the views inside, one without `.gesture` its own gesture, and
/// `disabled(true)` all gestures inside it. Until a
/// winner is known, gestures that are possible with a value (a pressing long press) already
/// deliver it.
@MainActor
final class GestureInteraction {
    private var exclusive: [any InteractionMember] = []
    private var simultaneous: [any InteractionMember] = []
    private var winner: (any InteractionMember)?
    /// The gesture views the interaction was made from, to tell whether a new touch continues it.
    private let sources: [ObjectIdentifier]

    /// The gestures on `chain` (the hit views, root first).
    init(chain: [LayoutNode]) {
        var enabled = true
        var high: [any InteractionMember] = []
        var normal: [any InteractionMember] = []
        var sources: [ObjectIdentifier] = []
        for node in chain {
            if node is DisabledNode { enabled = false }
            guard let node = node as? GestureNode else { continue }
            if enabled, node.mask.contains(.gesture) {
                let member = node.recognizer()
                switch node.priority {
                case .normal: normal.append(member)
                case .high: high.append(member)
                case .simultaneous: simultaneous.append(member)
                }
                sources.append(ObjectIdentifier(node.attachment))
            }
            if !node.mask.contains(.subviews) { enabled = false }
        }
        exclusive = high + normal.reversed()
        self.sources = sources
    }

    /// Whether no gesture took part (nothing under the pointer has one).
    var isEmpty: Bool { exclusive.isEmpty && simultaneous.isEmpty }

    /// Whether a touch on `chain` goes on with this interaction (the second tap of a double tap):
    /// it reaches the same gestures.
    func continues(on chain: [LayoutNode]) -> Bool {
        var attachments: [ObjectIdentifier] = []
        for case let node as GestureNode in chain { attachments.append(ObjectIdentifier(node.attachment)) }
        return !isFinished && Set(attachments).isSuperset(of: sources) && !sources.isEmpty
    }

    /// Whether every gesture has ended or failed.
    var isFinished: Bool { exclusive.allSatisfy(\.isFinished) && simultaneous.allSatisfy(\.isFinished) }

    /// The earliest clock time at which a gesture changes without an event.
    var deadline: TimeInterval? {
        (exclusive + simultaneous).filter { !$0.isFinished }.compactMap(\.deadline).min()
    }

    /// Feeds `event` to every gesture still running, arbitrates, and runs the callbacks now due.
    /// Returns whether a gesture ended with it.
    @discardableResult
    func receive(_ event: GestureEvent) -> Bool {
        let endedBefore = endedCount
        for member in exclusive + simultaneous where !member.isFinished { member.receive(event) }
        arbitrate()
        if event.pointers.isEmpty, deadline == nil {
            // Every pointer is up and nothing waits for the clock: what is still possible never will be.
            for member in exclusive + simultaneous where !member.isFinished { member.cancel() }
            arbitrate()
        }
        return endedCount > endedBefore
    }

    /// Cancels every gesture still running (the view went away, or a new touch started elsewhere).
    func cancel() {
        for member in exclusive + simultaneous where !member.isFinished { member.cancel() }
        arbitrate()
    }

    private var endedCount: Int { (exclusive + simultaneous).filter { $0.phase == .ended }.count }

    private func arbitrate() {
        if winner == nil {
            for member in exclusive where member.phase != .failed {
                guard member.phase == .active || member.phase == .ended else { break }
                winner = member
                for other in exclusive where other !== member && !other.isFinished { other.cancel() }
                break
            }
        }
        if let winner {
            winner.deliver()
        } else {
            for member in exclusive where member.isTentative { member.deliver() }
        }
        for member in exclusive where member.phase == .failed { member.deliver() }
        for member in simultaneous { member.deliver() }
    }
}
