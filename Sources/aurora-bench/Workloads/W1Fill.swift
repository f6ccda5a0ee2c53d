/// W1: fill 1,000 random closed cubic paths, anti-aliased, non-zero, source-over on white.
import AuroraRaster

extension Workload {
    /// Clears to white, then fills every W1 path with its colour.
    static let fill = Workload(key: "W1_fill", notes: "RasterContext.fill ×1000, exact-area AA, non-zero") { inputs, context in
        let paths = try inputs.fillPaths(), clearColor = try inputs.fillClearColor()
        let canvas = RasterContext(pixmap: try inputs.makeCanvas(), threads: context.threads)
        let paints = paths.map { Paint.color($0.color) }
        return WorkloadRun(threads: context.threads, run: {
            canvas.clear(clearColor)
            for (path, paint) in zip(paths, paints) { canvas.fill(path.path, with: paint) }
            canvas.flush()
        }, output: { .pixmap(canvas.pixmap) })
    }
}
