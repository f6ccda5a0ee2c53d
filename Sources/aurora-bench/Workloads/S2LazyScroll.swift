/// S2: a 100,000-row `LazyVStack` of text rows in a `ScrollView` on an iPhone 15 Pro: one scrolled frame, and a scroll from top to bottom.
import Aurora
import Foundation

/// The list S2 scrolls: 100,000 text rows in a lazy stack.
private struct HundredThousandRows: View {
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(0..<100_000, id: \.self) { index in
                    Text("Row \(index)").padding(.horizontal)
                }
            }
        }
    }
}

extension Workload {
    /// One mouse-wheel notch on the list: the offset moved, the rows near the visible region
    /// resolved and laid out again.
    static let lazyScrollFrame = Workload(
        key: "S2_lazy", variant: "graph+layout",
        notes: "100,000 Text rows in a LazyVStack, iPhone 15 Pro: one wheel notch of 37 points, graph update and layout"
    ) { _, _ in
        try onMainActor {
            let host = ViewHost(HundredThousandRows(), device: .iPhone15Pro)
            _ = host.displayList
            var step: CGFloat = -37
            var travelled: CGFloat = 0
            return WorkloadRun(run: {
                MainActor.assumeIsolated {
                    // Down the first 200,000 points and back, so every run scrolls.
                    if travelled > 200_000 || travelled < 0 { step = -step }
                    travelled -= step
                    host.send(.wheel(WheelEvent(delta: CGVector(dx: 0, dy: step), at: CGPoint(x: 200, y: 400))))
                }
            }, output: { try onMainActor { .pixmap(try host.render()) } })
        }
    }

    /// The whole list scrolled from top to bottom, a screen at a time, with the peak resident memory.
    static let lazyScrollTopToBottom = Workload(
        key: "S2_lazy", variant: "top-to-bottom",
        notes: "the same list scrolled from top to bottom a screen (800 points) a frame, about 3,500 frames"
    ) { _, _ in
        try onMainActor {
            let host = ViewHost(HundredThousandRows(), device: .iPhone15Pro)
            _ = host.displayList
            let before = peakResidentKilobytes()
            return WorkloadRun(run: {
                MainActor.assumeIsolated {
                    host.send(.wheel(WheelEvent(delta: CGVector(dx: 0, dy: 10_000_000), at: CGPoint(x: 200, y: 400))))
                    for _ in 0..<3_500 {
                        host.send(.wheel(WheelEvent(delta: CGVector(dx: 0, dy: -800), at: CGPoint(x: 200, y: 400))))
                    }
                }
            }, output: { try onMainActor { .pixmap(try host.render()) } }, findings: {
                let after = peakResidentKilobytes()
                return "peak RSS (VmHWM) \(before.map { "\($0 / 1024) MB" } ?? "?") after the first frame, "
                    + "\(after.map { "\($0 / 1024) MB" } ?? "?") after scrolling"
            })
        }
    }
}

/// The process's peak resident set size in kilobytes (`VmHWM` in /proc/self/status), where Linux reports it.
private func peakResidentKilobytes() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        return Int(line.dropFirst(6).split(whereSeparator: \.isWhitespace).first ?? "")
    }
    return nil
}
