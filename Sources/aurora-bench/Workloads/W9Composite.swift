/// W9: 200 full-canvas layers at opacity 0.5, source-over on white (a memory-bandwidth probe).
import AuroraRaster

extension Workload {
    /// Clears to white, then draws the 16 distinct layers in turn, 200 times, at half opacity.
    static let composite = Workload(key: "W9_composite", passes: 200, notes: "RasterContext.draw ×200, 16 distinct layers cycled") { inputs, context in
        let layers = try inputs.compositeLayers(), settings = try inputs.compositeSettings()
        let canvas = RasterContext(pixmap: try inputs.makeCanvas(), threads: context.threads)
        return WorkloadRun(threads: context.threads, run: {
            canvas.clear(settings.background)
            for i in 0..<settings.layers { canvas.draw(layers[i % layers.count], opacity: settings.opacity) }
            canvas.flush()
        }, output: { .pixmap(canvas.pixmap) })
    }
}
