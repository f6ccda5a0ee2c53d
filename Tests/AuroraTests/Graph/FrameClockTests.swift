/// The frame clock: views resolved again on request at the next frame time, and dirty flags below primitives.
import Foundation
import Testing
@testable import Aurora

/// A primitive view that records the graph time it was resolved at and asks for another frame until `until`.
@MainActor
private struct ClockProbe: View, PrimitiveView {
    let until: TimeInterval
    let log: EvaluationLog
    typealias Body = Never

    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        log.entries.append("t=\(inputs.graph.time)")
        if inputs.graph.time < until { inputs.graph.requestFrame(for: inputs.node) }
        return inputs.resolve(Color.red.frame(width: 1, height: 1), at: .content)
    }
}

/// A view with a body around a primitive, so resolution reaches the probe only through a cached body.
@MainActor
private struct ProbeHolder: View {
    let log: EvaluationLog
    var body: some View { VStack { ClockProbe(until: 0.5, log: log) } }
}

@MainActor
private struct CounterHolder: View {
    let log: EvaluationLog
    let expose: (Binding<Int>) -> Void
    var body: some View { VStack { Counter(name: "c", log: log, expose: expose) } }
}

@MainActor
@Suite struct FrameClockTests {
    @Test func frameRequestsResolveTheViewAgainAtTheNextTime() {
        let log = EvaluationLog()
        let host = ViewHost(rootView: ProbeHolder(log: log))
        host.layout(proposal: .unspecified, scale: 1)
        #expect(host.graph.needsFrame)
        host.graph.time = 0.25
        host.layout(proposal: .unspecified, scale: 1)
        host.graph.time = 0.5
        host.layout(proposal: .unspecified, scale: 1)
        // At 0.5 the probe stops asking: later frames do not resolve it again.
        #expect(!host.graph.needsFrame)
        host.graph.time = 0.75
        host.layout(proposal: .unspecified, scale: 1)
        #expect(log.entries == ["t=0.0", "t=0.25", "t=0.5"])
        #expect(host.graph.date == host.graph.clockOrigin.addingTimeInterval(0.75))
    }

    @Test func updateAtSetsTheClock() {
        let graph = ViewGraph(rootView: Color.red)
        graph.update(at: 2)
        graph.finishUpdate()
        #expect(graph.time == 2)
    }

    @Test func repeatedStateWritesBelowAStackReachTheView() {
        let log = EvaluationLog()
        var binding: Binding<Int>?
        let host = ViewHost(rootView: CounterHolder(log: log) { binding = $0 })
        host.layout(proposal: .unspecified, scale: 1)
        for value in 1...3 {
            binding?.wrappedValue = value
            host.layout(proposal: .unspecified, scale: 1)
        }
        #expect(log.entries == ["c=0", "c=1", "c=2", "c=3"])
    }
}
