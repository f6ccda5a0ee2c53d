/// D1: one 44-point square changing on the V1 40-row screen, redrawn incrementally at 3×.
import Aurora
import AuroraDisplayList
import AuroraRaster
import AuroraRender
import Foundation

/// The V1 screen with a 44-point square over row 20's trailing edge, where a toggle's knob sits.
struct TypicalScreenWithKnob: View {
    let isOn: Bool

    var body: some View {
        TypicalScreen(title: "Reminder")
            .overlay(alignment: .topTrailing) {
                Circle()
                    .fill(isOn ? Color.green : Color.white)
                    .frame(width: 44, height: 44)
                    .padding(.top, 400)
                    .padding(.trailing, 16)
            }
    }
}

extension Workload {
    /// A frame in which only the knob changes colour, drawn over the last by `IncrementalRenderer`
    /// (the display lists are built once, outside the timing; each run alternates them).
    static let damageOneSquare = Workload(
        key: "D1_damage", variant: "44pt-square",
        notes: "V1 screen at 3x (1179x2556), one 44-pt circle changes colour each frame: IncrementalRenderer (compare lists + redraw the damage), all threads"
    ) { _, context in
        let lists = try onMainActor {
            [false, true].map { isOn in
                let renderer = ImageRenderer(content: TypicalScreenWithKnob(isOn: isOn))
                renderer.device = .iPhone15Pro
                return renderer.displayList
            }
        }
        let size = CGSize(width: 393, height: 852)
        var renderer = IncrementalRenderer(threads: context.threads)
        _ = try renderer.render(lists[0], size: size, scale: 3, background: .white)
        var frame = 0, changedArea = 0
        return WorkloadRun(threads: context.threads, run: {
            frame += 1
            // The frame is let go at once, so the next one draws over the same pixels (no copy).
            let rendered = try renderer.render(lists[frame % 2], size: size, scale: 3, background: .white)
            changedArea = rendered.changed.reduce(0) { $0 + $1.width * $1.height }
        }, output: {
            guard changedArea < 200 * 200 else { throw BenchError.invalidInputs("damage \(changedArea) px, expected one small square") }
            return .pixmap(try renderer.render(lists[frame % 2], size: size, scale: 3, background: .white).pixmap)
        })
    }
}
