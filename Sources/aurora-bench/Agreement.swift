/// Agreement: how far a workload's output is from another library's output of the same workload.
import AuroraImageIO
import AuroraRaster
import Foundation

/// The mean and largest channel difference between Aurora's output and a reference library's.
struct Agreement {
    /// The library compared with.
    var library: String
    /// The difference over every channel of every pixel (premultiplied RGBA8).
    var difference: PixmapDifference

    /// Compares `output` with `library`'s output of the same workload in `folder`, named as
    /// `anchors.py` names it; `nil` when there is no such file or the output is not an image.
    init?(output: WorkloadOutput, key: String, variant: String, folder: URL, library: String) throws {
        guard case .pixmap(let pixmap) = output else { return nil }
        let file = folder.appending(path: OutputWriter.fileName(key: key, variant: variant, library: library))
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        let reference = try PNGDecoder.decode([UInt8](data))
        guard let difference = PixmapDifference(between: reference, and: pixmap) else {
            throw BenchError.usage("\(file.path) is \(reference.width)×\(reference.height), the output \(pixmap.width)×\(pixmap.height)")
        }
        self.library = library
        self.difference = difference
    }

    /// `vs skia: mean 0.61, max 161`, as `anchors.py` words it.
    var summary: String {
        String(format: "vs %@: mean %.2f, max %d", library, difference.meanChannelDifference, difference.maxChannelDifference)
    }
}
