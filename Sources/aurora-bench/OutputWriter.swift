/// Writes each workload's output to the `--out` folder under the name `anchors.py` uses.
import AuroraImageIO
import Foundation

/// Saves workload outputs as `<key>[_<variant>]__aurora.png`.
enum OutputWriter {
    /// The output file name `anchors.py` gives `library`'s output of a workload: spaces, `/`
    /// and `+` become `-`, then only letters, digits and `-_.=` are kept.
    static func fileName(key: String, variant: String, library: String) -> String {
        let stem = variant.isEmpty ? "\(key)__\(library)" : "\(key)_\(variant)__\(library)"
        let dashed = stem.map { " /+".contains($0) ? "-" : $0 }
        return String(dashed.filter { $0.isLetter || $0.isNumber || "-_.=".contains($0) }) + ".png"
    }

    /// Writes `output` of `workload` into `folder`, creating the folder if needed.
    static func write(_ output: WorkloadOutput, workload: Workload, to folder: URL) throws(BenchError) {
        let file = folder.appending(path: fileName(key: workload.key, variant: workload.variant, library: "aurora"))
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
