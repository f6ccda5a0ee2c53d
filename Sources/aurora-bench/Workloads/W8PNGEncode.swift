/// W8: PNG encode of the W1 image, reporting the encoded size.
import AuroraImageIO

extension Workload {
    /// Encodes the decoded `w1_source.png` with the default `PNGEncoder`.
    static let pngEncode = Workload(
        key: "W8_png",
        notes: "PNGEncoder() (automatic colour type, adaptive filters, zlib level 1 + Z_RLE)"
    ) { inputs, _ in
        let source = try inputs.pngSource()
        let encoder = PNGEncoder()
        var encoded: [UInt8] = []
        return WorkloadRun(run: { encoded = try encoder.encode(source) }, output: { .png(encoded) })
    }
}
