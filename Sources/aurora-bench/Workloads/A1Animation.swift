/// A1: animation evaluation for 1,000 views animating at once (issue 7: ≤ 1 ms a frame).
import Aurora
import AuroraDisplayList
import Foundation
import Observation

/// A linear curve an hour long, so every view is still animating through every timed frame (the
/// workload measures the engine, not a curve).
struct HourLongLinear: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time < 3600 ? value.scaled(by: time / 3600) : nil
    }
}

/// The state the workload changes once, inside `withAnimation`, to start 1,000 animations.
@Observable
final class AnimationBenchModel {
    var moved = false
}

/// 1,000 small squares in a grid, each with an animated offset and opacity.
struct AnimatingGrid: View {
    let model: AnimationBenchModel

    var body: some View {
        let moved = model.moved
        VStack(spacing: 0) {
            ForEach(0..<40) { row in
                HStack(spacing: 0) {
                    ForEach(0..<25) { column in
                        Color.blue.frame(width: 8, height: 8)
                            .offset(x: moved ? CGFloat(column % 5) * 4 : 0, y: moved ? CGFloat(row % 3) * 4 : 0)
                            .opacity(moved ? 0.25 : 1)
                    }
                }
            }
        }
    }
}

extension Workload {
    /// One frame of 1,000 running animations: the graph update at the next frame time, which resolves
    /// the animating views again and evaluates their 2,000 animated attributes (offset and opacity).
    static let animation1000 = Workload(
        key: "A1_animation-1000", variant: "graph",
        notes: "1,000 views x (offset, opacity) animating: graph update at t + 1/60 (animator evaluation, re-resolve of the animating views)"
    ) { _, _ in
        try onMainActor {
            let model = AnimationBenchModel()
            let renderer = ImageRenderer(content: AnimatingGrid(model: model))
            renderer.proposedSize = ProposedViewSize(width: 200, height: 320)
            _ = renderer.renderedSize
            withAnimation(Animation(HourLongLinear())) { model.moved = true }
            _ = renderer.renderedSize
            let graph = renderer.host.graph
            var time = 0.0
            return WorkloadRun(run: {
                MainActor.assumeIsolated {
                    time += 1.0 / 60
                    graph.update(at: time)
                    graph.finishUpdate()
                }
            }, output: {
                try onMainActor {
                    guard let pixmap = renderer.pixmap else { throw BenchError.invalidInputs("the grid rendered nothing") }
                    return .pixmap(pixmap)
                }
            })
        }
    }
}
