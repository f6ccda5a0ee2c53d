/// W2: stroke the W1 paths, 3 px wide with round joins and caps.
import AuroraRaster

extension Workload {
    /// Clears to white, then strokes every W1 path with its colour.
    static let stroke = Workload(key: "W2_stroke", notes: "RasterContext.stroke ×1000 (outline + exact-area AA fill)") { inputs, context in
        let paths = try inputs.fillPaths(), clearColor = try inputs.fillClearColor(), style = try inputs.strokeStyle()
        let canvas = RasterContext(pixmap: try inputs.makeCanvas(), threads: context.threads)
        let paints = paths.map { Paint.color($0.color) }
        return WorkloadRun(threads: context.threads, run: {
            canvas.clear(clearColor)
            for (path, paint) in zip(paths, paints) { canvas.stroke(path.path, with: paint, style: style) }
            canvas.flush()
        }, output: { .pixmap(canvas.pixmap) })
    }
}
