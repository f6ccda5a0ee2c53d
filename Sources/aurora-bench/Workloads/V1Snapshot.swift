/// V1 as a snapshot test: the 40-row screen run on a new host, rendered at 3×, its reference PNG decoded and compared.
import Aurora
import AuroraImageIO
import AuroraRaster
import AuroraSnapshotEngine
import Foundation

extension Workload {
    /// One passing snapshot test of the typical screen, as `aurora snapshot` and the
    /// `AuroraSnapshotTesting` strategies do it: graph, layout and display list on a new host,
    /// the render at 3× (1179 × 2556) on the renderer's default threads (every core), decoding the
    /// reference PNG and comparing every pixel. Runs per second are snapshots per second.
    static let typicalScreenSnapshot = Workload(
        key: "V1_screen", variant: "snapshot",
        notes: "40-row screen as a snapshot test: new host + layout + render at 3x (all cores) + reference PNG decode + compare"
    ) { _, _ in
        let reference = try onMainActor {
            try PNGEncoder().encode(try SnapshotRenderer(canvas: .device(.iPhone15Pro)).render(TypicalScreen(title: "Reminder")))
        }
        var last: Pixmap?
        return WorkloadRun(threads: ProcessInfo.processInfo.activeProcessorCount, run: {
            let actual = try onMainActor { try SnapshotRenderer(canvas: .device(.iPhone15Pro)).render(TypicalScreen(title: "Reminder")) }
            let expected = try PNGDecoder.decode(reference)
            if let failure = SnapshotComparison.failureMessage(reference: expected, actual: actual) {
                throw BenchError.invalidInputs("the snapshot does not match its reference: \(failure)")
            }
            last = actual
        }, output: {
            guard let last else { throw BenchError.invalidInputs("no snapshot") }
            return .pixmap(last)
        })
    }
}
