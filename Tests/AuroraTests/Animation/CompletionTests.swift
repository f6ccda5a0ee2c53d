/// Completions: run once when every animation of the transaction has finished, or at once when nothing animated.
import Foundation
import Testing
@testable import Aurora

/// A linear animation that reports itself logically complete at `logicalEnd` and finishes at `duration`.
private struct EarlyCompleting: CustomAnimation {
    var duration: TimeInterval
    var logicalEnd: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if time >= logicalEnd { context.isLogicallyComplete = true }
        return time < duration ? value.scaled(by: time / duration) : nil
    }
}

@MainActor
private final class Log {
    var entries: [String] = []
}

@MainActor
@Suite struct CompletionTests {
    private func opacityHost(_ box: BindingBox<Double>) -> TimedHost {
        TimedHost(StateHost(1.0, box: box) { value in Color.red.frame(width: 10, height: 10).opacity(value) })
    }

    @Test func completionRunsWhenTheAnimationFinishes() {
        let box = BindingBox<Double>()
        let host = opacityHost(box)
        let log = Log()
        withAnimation(.testLinear(1), { box.value = 0 }, completion: { log.entries.append("done at \(host.host.graph.time)") })
        host.frame(at: 0)
        host.frame(at: 0.5)
        #expect(log.entries.isEmpty)
        host.frame(at: 1)
        host.frame(at: 1.5)
        #expect(log.entries == ["done at 1.0"])
    }

    @Test func completionRunsAtOnceWhenNothingAnimated() {
        let box = BindingBox<Double>()
        let host = opacityHost(box)
        let log = Log()
        // The same value: the update applies the transaction but no attribute changes.
        withAnimation(.testLinear(1), { box.value = 1 }, completion: { log.entries.append("done") })
        #expect(log.entries.isEmpty)
        host.frame(at: 0)
        #expect(log.entries == ["done"])
        // A transaction that changes no state at all completes when withAnimation returns.
        withAnimation(.testLinear(1), {}, completion: { log.entries.append("empty") })
        #expect(log.entries == ["done", "empty"])
    }

    @Test func logicallyCompleteRunsBeforeRemoved() {
        let box = BindingBox<Double>()
        let host = opacityHost(box)
        let log = Log()
        var transaction = Transaction(animation: Animation(EarlyCompleting(duration: 1, logicalEnd: 0.5)))
        transaction.addAnimationCompletion { log.entries.append("logical at \(host.host.graph.time)") }
        transaction.addAnimationCompletion(criteria: .removed) { log.entries.append("removed at \(host.host.graph.time)") }
        withTransaction(transaction) { box.value = 0 }
        for time in [0, 0.25, 0.5, 0.75, 1, 1.25] { host.frame(at: time) }
        #expect(log.entries == ["logical at 0.5", "removed at 1.0"])
    }

    @Test func completionWaitsForEveryAnimationOfTheTransaction() {
        let box = BindingBox<Double>()
        let host = TimedHost(StateHost(0.0, box: box) { value in
            Color.red.frame(width: 10, height: 10).opacity(1 - value)
                .offset(x: value * 10).animation(.testLinear(2), value: value)
        })
        let log = Log()
        // The offset runs 2 s under its own animation (same transaction, changed below the modifier).
        withAnimation(.testLinear(1), { box.value = 1 }, completion: { log.entries.append("done at \(host.host.graph.time)") })
        for time in [0, 1, 1.5, 2] { host.frame(at: time) }
        #expect(log.entries == ["done at 2.0"])
    }

    @Test func removingTheViewEndsItsAnimations() {
        let log = Log()
        let running = BindingBox<Double>()
        let host = TimedHost(StateHost(1.0, box: running) { value in
            if value > 0.1 { Color.red.frame(width: 10, height: 10).frame(width: value * 100) }
        })
        withAnimation(.testLinear(1), { running.value = 0.5 }, completion: { log.entries.append("ended at \(host.host.graph.time)") })
        host.frame(at: 0)
        host.frame(at: 0.25)
        #expect(host.host.graph.root.hasRunningAnimations)
        // Removed mid-flight: its animation ends, and the transaction's completion runs.
        running.value = 0
        host.frame(at: 0.5)
        #expect(log.entries == ["ended at 0.5"])
        #expect(!host.host.graph.root.hasRunningAnimations)
    }
}
