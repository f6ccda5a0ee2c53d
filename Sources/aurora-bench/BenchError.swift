/// The ways a benchmark run can fail before or while measuring.

/// Why `aurora-bench` stopped.
enum BenchError: Error, CustomStringConvertible {
    /// Bad command-line usage.
    case usage(String)
    /// The inputs folder or one of its files is missing or unreadable.
    case missingInputs(String)
    /// An input file is present but malformed.
    case invalidInputs(String)
    /// A workload failed while running or writing its output.
    case workloadFailed(String)

    var description: String {
        switch self {
        case .usage(let message): return message
        case .missingInputs(let message):
            return "\(message)\nexport the inputs first: cd /work/shared/bench && python3 anchors.py --export-inputs DIR"
        case .invalidInputs(let message): return "invalid inputs: \(message)"
        case .workloadFailed(let message): return message
        }
    }
}
