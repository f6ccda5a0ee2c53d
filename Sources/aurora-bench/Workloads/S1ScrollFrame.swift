/// S1: the WWDC24 hue-rotating list (100 rows, `visualEffect` on each) scrolled one frame by a finger, on an iPhone 15 Pro at 3×.
import Aurora
import AuroraDisplayList
import AuroraGallery
import AuroraRaster
import AuroraRender
import Foundation

extension Workload {
    /// One pointer move of a drag on the list: the event delivered, the scroll offset moved, the
    /// layout placed again and the display list rebuilt.
    static let scrollFrameGraphLayoutDisplayList = Workload(
        key: "S1_scroll", variant: "graph+layout+displaylist",
        notes: "hue list (100 rows with visualEffect), iPhone 15 Pro: one pointer move of a drag, layout, display list"
    ) { _, _ in
        try onMainActor {
            let host = ViewHost(HueRotationList(), device: .iPhone15Pro)
            let x: CGFloat = 200
            var y: CGFloat = 400
            host.send(.pointer(PointerEvent(.down, at: CGPoint(x: x, y: y))))
            // Past the slop, so each move scrolls.
            y -= 20
            host.send(.pointer(PointerEvent(.move, at: CGPoint(x: x, y: y))))
            var step: CGFloat = -2
            return WorkloadRun(run: {
                MainActor.assumeIsolated {
                    if y < 100 || y > 700 { step = -step }
                    y += step
                    host.send(.pointer(PointerEvent(.move, at: CGPoint(x: x, y: y))))
                    _ = host.displayList
                }
            }, output: { try onMainActor { .pixmap(try host.render()) } })
        }
    }

    /// Rendering one scrolled frame of the list at 3× (1179 × 2556 pixels).
    static let scrollFrameRender = Workload(
        key: "S1_scroll", variant: "render",
        notes: "hue list scrolled 300 points: DisplayListRenderer at 3x, 1179x2556, all threads"
    ) { _, context in
        let list = try onMainActor {
            let host = ViewHost(HueRotationList(), device: .iPhone15Pro)
            host.send(.wheel(WheelEvent(delta: CGVector(dx: 0, dy: -300), at: CGPoint(x: 200, y: 400))))
            return host.displayList
        }
        let renderer = DisplayListRenderer(threads: context.threads)
        var last: Pixmap?
        return WorkloadRun(threads: context.threads, run: {
            last = try renderer.render(list, size: CGSize(width: 393, height: 852), scale: 3, background: .white)
        }, output: {
            guard let last else { throw BenchError.invalidInputs("no render") }
            return .pixmap(last)
        })
    }
}
