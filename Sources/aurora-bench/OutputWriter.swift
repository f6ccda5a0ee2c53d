/// Writes each workload's output to the `--out` folder under the name `anchors.py` uses.
import AuroraImageIO
import Foundation

/// Saves workload outputs as `<key>[_<variant>]__aurora.png`.
enum OutputWriter {
    /// Writes `output` of `workload` into `folder`, creating the folder if needed.
    static func write(_ output: WorkloadOutput, workload: Workload, to folder: URL) throws(BenchError) {
        let suffix = workload.variant.isEmpty ? "" : "_" + workload.variant.map { $0.isLetter || $0.isNumber ? $0 : "_" }
        let file = folder.appending(path: "\(workload.key)\(suffix)__aurora.png")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            switch output {
            case .pixmap(let pixmap): try PNGEncoder(colorType: .rgba).write(pixmap, to: file)
            case .png(let bytes): try Data(bytes).write(to: file)
            }
        } catch {
            throw .workloadFailed("cannot write \(file.path): \(error)")
        }
    }
}
