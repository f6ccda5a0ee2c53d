/// `aurora-bench --frames`: every seed demo's frame at iPhone 15 Pro 3×, split into its stages, on 1 and 2 threads.
import Aurora
import AuroraDisplayList
import AuroraImageIO
import AuroraRaster
import AuroraRender
import Foundation

/// The medians of one demo's frame, in milliseconds.
struct FrameTimes {
    /// Events, animations and view bodies: the frame's step less its layout.
    var graph: Double
    /// Sizing and placing the views (`ViewHost.layoutTime`).
    var layout: Double
    /// Building the display list from the laid-out views.
    var displayList: Double
    /// A full render of the list (not incremental) on 1 and on 2 threads.
    var render1: Double
    var render2: Double
    /// Median of the runs' sums of the four stages, rendering on 1 and on 2 threads.
    var total1: Double
    var total2: Double
}

/// Times each demo's frame and prints the table.
enum FrameTable {
    /// The frame budgets the table flags: 120 fps and 60 fps.
    static let budgets = (fast: 8.0, slow: 16.0)

    /// Runs every demo whose upper-cased name contains one of `only` (all when it is empty) `runs`
    /// times (after one untimed run), prints the table and the slowest three, and writes each demo's
    /// frame to `out` as PNG when given; returns the process exit code.
    static func run(runs: Int, only: Set<String>, out: URL?) -> Int32 {
        print("aurora-bench --frames: one frame per seed demo, iPhone 15 Pro 3x (1179x2556), median of \(runs) runs; "
              + "render = full render (not incremental), filtered-image cache emptied first")
        var rows: [(FrameDemo, FrameTimes)] = []
        var failed = false
        let demos = FrameDemo.all.filter { demo in only.isEmpty || only.contains { demo.name.uppercased().contains($0) } }
        if demos.isEmpty {
            FileHandle.standardError.write(Data("aurora-bench: no seed demo matches --only \(only.sorted().joined(separator: ","))\n".utf8))
            return 2
        }
        for demo in demos {
            do {
                let (times, pixmap) = try measure(demo, runs: runs)
                rows.append((demo, times))
                print(String(format: "%@: total %.2f ms on 2 threads, %.2f on 1", demo.name, times.total2, times.total1))
                if let out {
                    let file = out.appending(path: "frame-" + demo.name.lowercased().filter { $0.isLetter || $0.isNumber || $0 == " " }
                        .replacingOccurrences(of: " ", with: "-") + ".png")
                    try PNGEncoder().encodedData(pixmap).write(to: file)
                }
            } catch {
                FileHandle.standardError.write(Data("aurora-bench: frame of \(demo.name) failed: \(error)\n".utf8))
                failed = true
            }
        }
        print("")
        print("| demo | frame | graph | layout | display list | render 1T | render 2T | total 1T | total 2T | 2T/1T | budget |")
        print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|")
        for (demo, times) in rows {
            let flag = times.total2 > budgets.slow ? "> 16 ms" : times.total2 > budgets.fast ? "> 8 ms" : ""
            let cells = [demo.name, demo.moment] + [times.graph, times.layout, times.displayList, times.render1, times.render2,
                                                    times.total1, times.total2].map { String(format: "%.2f", $0) }
                + [String(format: "%.2f×", times.total1 / times.total2), flag]
            print("| " + cells.joined(separator: " | ") + " |")
        }
        let slowest = rows.sorted { $0.1.total2 > $1.1.total2 }.prefix(3)
        print("")
        print("slowest (2 threads): " + slowest.map { String(format: "%@ %.2f ms", $0.0.name, $0.1.total2) }.joined(separator: ", "))
        return failed ? 1 : 0
    }

    /// The medians of `runs` timed frames of `demo` (after one untimed frame that warms the caches
    /// of glyphs, shaders and images), and the last frame's pixels.
    static func measure(_ demo: FrameDemo, runs: Int) throws -> (FrameTimes, Pixmap) {
        let size = RenderDevice.iPhone15Pro.size, scale = RenderDevice.iPhone15Pro.scale
        let renderers = [DisplayListRenderer(threads: 1), DisplayListRenderer(threads: 2)]
        var samples: [[Double]] = Array(repeating: [], count: 7)
        var last: Pixmap?
        for run in 0...runs {
            let (graph, layout, listTime, list) = try onMainActor {
                let host = ViewHost(try demo.makeView(), device: .iPhone15Pro)
                demo.prepare(host)
                _ = host.displayList
                host.layoutTime = .zero
                let clock = ContinuousClock()
                let start = clock.now
                demo.step(host)
                let stepped = clock.now
                let list = host.displayList
                let listed = clock.now
                return ((stepped - start - host.layoutTime).milliseconds, host.layoutTime.milliseconds, (listed - stepped).milliseconds, list)
            }
            var renders: [Double] = []
            for renderer in renderers {
                DisplayListRenderer.discardFilteredImages()
                let clock = ContinuousClock()
                let start = clock.now
                last = try renderer.render(list, size: size, scale: scale, background: .white)
                renders.append((clock.now - start).milliseconds)
            }
            guard run > 0 else { continue }
            let stages = graph + layout + listTime
            for (index, value) in [graph, layout, listTime, renders[0], renders[1], stages + renders[0], stages + renders[1]].enumerated() {
                samples[index].append(value)
            }
        }
        guard let last else { throw BenchError.invalidInputs("no render") }
        let medians = samples.map(\.median)
        return (FrameTimes(graph: medians[0], layout: medians[1], displayList: medians[2], render1: medians[3], render2: medians[4],
                           total1: medians[5], total2: medians[6]), last)
    }
}
