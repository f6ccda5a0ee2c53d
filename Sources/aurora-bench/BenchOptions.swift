/// Parses `aurora-bench`'s command line.
import Foundation

/// The command-line options of `aurora-bench`.
struct BenchOptions {
    /// The exported inputs folder (`--inputs`); not needed with `--frames`.
    var inputs: URL?
    /// Print the per-demo frame table instead of the workloads (`--frames`).
    var frames = false
    /// Workload ids to run (`--only W1,W8`), or with `--frames` words of the demos' names
    /// (`--only ripple,mesh`); empty runs all.
    var only: Set<String> = []
    /// Threads for workloads that can use several (`--threads`). Default: 1.
    var threads = 1
    /// Where to write the JSON rows (`--json`).
    var json: URL?
    /// Where to write each workload's output image (`--out`).
    var out: URL?
    /// Minimum timed runs per workload (`--runs`). Default: 7.
    var runs = 7
    /// A folder of reference outputs (`anchors.py`'s `out/`) to measure agreement against (`--reference`).
    var reference: URL?
    /// The library whose outputs `--reference` compares with (`--reference-library`). Default: `skia`.
    var referenceLibrary = "skia"

    static let usage = """
        usage: aurora-bench --inputs DIR [--only W1,W8] [--threads N] [--json FILE] [--out DIR] [--runs N] [--reference DIR [--reference-library skia]]
               aurora-bench --frames [--only RIPPLE,MESH] [--runs N] [--out DIR]
        """

    /// Parses `arguments` (without the program name).
    init(arguments: [String]) throws(BenchError) {
        var index = 0
        func value(_ flag: String) throws(BenchError) -> String {
            index += 1
            guard index < arguments.count else { throw .usage("\(flag) needs a value\n\(Self.usage)") }
            return arguments[index]
        }
        func count(_ flag: String) throws(BenchError) -> Int {
            let text = try value(flag)
            guard let number = Int(text), number > 0 else { throw .usage("\(flag) needs a positive integer, got \(text)") }
            return number
        }
        while index < arguments.count {
            switch arguments[index] {
            case "--inputs": inputs = URL(filePath: try value("--inputs"), directoryHint: .isDirectory)
            case "--only":
                only = Set(try value("--only").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).uppercased() })
            case "--threads": threads = try count("--threads")
            case "--json": json = URL(filePath: try value("--json"))
            case "--out": out = URL(filePath: try value("--out"), directoryHint: .isDirectory)
            case "--runs": runs = try count("--runs")
            case "--frames": frames = true
            case "--reference": reference = URL(filePath: try value("--reference"), directoryHint: .isDirectory)
            case "--reference-library": referenceLibrary = try value("--reference-library")
            case "--help", "-h": throw .usage(Self.usage)
            case let other: throw .usage("unknown option \(other)\n\(Self.usage)")
            }
            index += 1
        }
        guard inputs != nil || frames else { throw .usage("--inputs DIR is required\n\(Self.usage)") }
    }
}
