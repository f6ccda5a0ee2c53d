/// TR1: the updates that insert or remove 100 rows with a transition, animated or not (issue 7's lifecycle).
import Aurora
import AuroraDisplayList
import Foundation
import Observation

/// Whether the rows are shown; toggled inside `withAnimation` at every run.
@Observable
final class TransitionBenchModel {
    var shown = false
}

/// 100 rows, each a bar with `.scale.combined(with: .opacity)` when shown.
struct TransitioningRows: View {
    let model: TransitionBenchModel

    var body: some View {
        let shown = model.shown
        VStack(spacing: 0) {
            ForEach(0..<100) { row in
                if shown {
                    Color.blue.frame(width: CGFloat(20 + row % 7 * 10), height: 2)
                        .transition(.scale.combined(with: .opacity))
                }
            }
        }
    }
}

extension Workload {
    /// One update that inserts (or removes) 100 rows in an animated transaction: each inserted row is
    /// resolved at `.willAppear`, then `.identity`; each removed row is kept, resolved at `.identity`
    /// then `.didDisappear`. Rows alternate between shown and hidden from run to run, 2 s apart, so
    /// every earlier transition has finished and left.
    static let transitions100 = transitions100(animated: true)
    /// The same updates without animation (rows appear and leave at once), for comparison.
    static let transitions100Immediate = transitions100(animated: false)

    private static func transitions100(animated: Bool) -> Workload {
        Workload(
        key: "TR1_transitions-100", variant: animated ? "graph" : "graph, no animation",
        notes: animated
            ? "100 ForEach rows with .scale.combined(with: .opacity) inserted or removed in an animated update: three graph updates (the two that let the last transitions finish and leave, the one that starts the new ones: two-phase resolution, removed rows kept)"
            : "the same three updates with the change not animated: rows inserted and removed at once"
    ) { _, _ in
        try onMainActor {
            let model = TransitionBenchModel()
            let renderer = ImageRenderer(content: TransitioningRows(model: model))
            renderer.proposedSize = ProposedViewSize(width: 100, height: 220)
            _ = renderer.renderedSize
            let graph = renderer.host.graph
            var time = 0.0
            return WorkloadRun(run: {
                MainActor.assumeIsolated {
                    // Let the last change's transitions finish and leave first (not measured apart).
                    time += 2
                    graph.update(at: time)
                    graph.finishUpdate()
                    graph.update(at: time + 0.01)
                    graph.finishUpdate()
                    withAnimation(animated ? .easeInOut(duration: 0.35) : nil) { model.shown.toggle() }
                    graph.update(at: time + 0.02)
                    graph.finishUpdate()
                }
            }, output: {
                try onMainActor {
                    guard let pixmap = renderer.pixmap else { throw BenchError.invalidInputs("the rows rendered nothing") }
                    return .pixmap(pixmap)
                }
            })
        }
    }
    }
}
