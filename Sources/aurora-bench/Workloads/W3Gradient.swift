/// W3: a full-canvas 5-stop linear gradient, then a radial gradient with transparent stops over it.
import AuroraRaster

extension Workload {
    /// Fills the canvas with the linear gradient, then the radial one source-over.
    static let gradient = Workload(key: "W3_gradient", passes: 2, notes: "fillAll ×2 (4096-entry ramps)") { inputs, context in
        let linear = Paint(.gradient(try inputs.linearGradient()))
        let radial = Paint(.gradient(try inputs.radialGradient()))
        let canvas = RasterContext(pixmap: try inputs.makeCanvas(), threads: context.threads)
        return WorkloadRun(threads: context.threads, run: {
            canvas.fillAll(with: linear)
            canvas.fillAll(with: radial)
            canvas.flush()
        }, output: { .pixmap(canvas.pixmap) })
    }
}
