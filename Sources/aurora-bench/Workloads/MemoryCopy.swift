/// The memory-bandwidth floors of W3 and W9: plain copies of the bytes those workloads stream.
import AuroraRaster
import Foundation

extension Workload {
    /// W3's floor: two full canvases written, each a `memcpy` from another canvas-sized buffer.
    static let gradientCopy = Workload(key: "W3_gradient", variant: "memcpy", passes: 2,
                                       notes: "memcpy of a full canvas ×2 (W3's writes), 1 thread") { inputs, _ in
        let source = try inputs.makeCanvas()
        var canvas = try inputs.makeCanvas()
        return WorkloadRun(run: {
            for _ in 0..<2 { copy(source, into: &canvas) }
        }, output: { .pixmap(canvas) })
    }

    /// W9's floor: each of the 200 layers (the same 16 cycled, so they stream from memory as in
    /// W9) copied onto the canvas with `memcpy`.
    static let compositeCopy = Workload(key: "W9_composite", variant: "memcpy", passes: 200,
                                        notes: "memcpy of each layer onto the canvas ×200, 1 thread") { inputs, _ in
        let layers = try inputs.compositeLayers(), settings = try inputs.compositeSettings()
        var canvas = try inputs.makeCanvas()
        return WorkloadRun(run: {
            for i in 0..<settings.layers { copy(layers[i % layers.count], into: &canvas) }
        }, output: { .pixmap(canvas) })
    }

    /// Copies the pixels of `source` over those of `target` (as many as both hold).
    private static func copy(_ source: Pixmap, into target: inout Pixmap) {
        source.withUnsafePixels { from in
            target.withUnsafeMutablePixels { to in
                guard let fromBase = from.baseAddress, let toBase = to.baseAddress else { return }
                memcpy(toBase, fromBase, min(from.count, to.count) * MemoryLayout<UInt32>.stride)
            }
        }
    }
}
