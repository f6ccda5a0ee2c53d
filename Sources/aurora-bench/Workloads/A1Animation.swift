/// A1: animation evaluation for 1,000 views animating at once (issue 7: ≤ 1 ms a frame).
import Aurora
import AuroraDisplayList
import Foundation
import Observation

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
    /// One frame of 1,000 running animations: the graph update at the next frame time, which advances
    /// their 2,000 animated attributes (offset and opacity); layout and drawing read the new values.
    static let animation1000 = Workload(
        key: "A1_animation-1000", variant: "graph",
        notes: "1,000 views x (offset, opacity) under easeInOut: graph update at t + 1/60 (2,000 animators advanced; no view resolved)"
    ) { _, _ in
        try animatingGridRun { renderer, time in
            renderer.host.graph.update(at: time)
            renderer.host.graph.finishUpdate()
        }
    }

    /// The same frame with layout and the display-list build, for context (rendering excluded).
    static let animation1000Frame = Workload(
        key: "A1_animation-1000", variant: "graph+layout+displaylist",
        notes: "the A1 frame plus layout of the 1,000 views and the display-list build (no rendering)"
    ) { _, _ in
        try animatingGridRun { renderer, time in
            renderer.host.graph.time = time
            _ = renderer.displayList
        }
    }

    /// A run over the animating grid: `frame` is timed at successive frame times 1/60 s apart, the output
    /// is the grid's last rendering.
    private static func animatingGridRun(
        _ frame: @escaping @MainActor (ImageRenderer<AnimatingGrid>, TimeInterval) -> Void
    ) throws -> WorkloadRun {
        try onMainActor {
            let model = AnimationBenchModel()
            let renderer = ImageRenderer(content: AnimatingGrid(model: model))
            renderer.proposedSize = ProposedViewSize(width: 200, height: 320)
            _ = renderer.renderedSize
            // An hour-long ease-in-out (a Bézier solved at every evaluation), so every view is still
            // animating through every timed frame.
            withAnimation(.easeInOut(duration: 3600)) { model.moved = true }
            _ = renderer.renderedSize
            var time = 0.0
            return WorkloadRun(run: {
                MainActor.assumeIsolated {
                    time += 1.0 / 60
                    frame(renderer, time)
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
