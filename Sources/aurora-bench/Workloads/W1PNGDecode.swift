/// W8, variant `decode`: PNG decode of the W1 image's file.
import AuroraImageIO

extension Workload {
    /// Decodes the bytes of `w1_source.png` (read untimed) into a premultiplied `Pixmap`.
    static let pngDecode = Workload(
        key: "W8_png",
        variant: "decode",
        notes: "PNGDecoder.decode (zlib inflate, unfilter, premultiply)"
    ) { inputs, _ in
        let bytes = try inputs.pngSourceBytes()
        var decoded = try PNGDecoder.decode(bytes)
        return WorkloadRun(run: { decoded = try PNGDecoder.decode(bytes) }, output: { .pixmap(decoded) })
    }
}
