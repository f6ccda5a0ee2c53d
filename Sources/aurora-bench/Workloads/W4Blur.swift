/// W4: Gaussian blur σ = 10 and σ = 30 of the W1 image, clamped edges.
import AuroraRaster

extension Workload {
    /// One workload per σ of the inputs: blur the decoded `w1_source.png` with clamped edges.
    static func blur(sigma: Float) -> Workload {
        Workload(key: "W4_blur", variant: "sigma=\(Int(sigma))", notes: "GaussianBlur (recursive, 4th order, forwards and backwards, 2 lines at a time), clamped edges") { inputs, context in
            let source = try inputs.pngSource()
            var image = source
            let filter = GaussianBlur(sigma: sigma, edges: .clamp)
            return WorkloadRun(threads: context.threads, run: {
                image = source
                filter.apply(to: &image, threads: context.threads)
            }, output: { .pixmap(image) })
        }
    }
}
