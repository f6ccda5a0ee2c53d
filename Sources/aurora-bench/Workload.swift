/// `Workload`: one benchmark case, described as data so each workload is one small file.
import AuroraRaster

/// One row of the benchmark: a workload key, a variant, and how to set it up and run it.
///
/// `setup` runs once, untimed: it loads inputs and allocates buffers, and returns the
/// closure that is timed and one that reads the last run's output, which the harness
/// writes to `--out` after measuring.
struct Workload: Sendable {
    /// The key shared with `anchors.py`, e.g. `W8_png`.
    var key: String
    /// The variant (`""` for most workloads, `sigma=10` for W4, …).
    var variant: String = ""
    /// Full-canvas passes per run, for MP/s (W3: 2, W9: layers, otherwise 1).
    var passes: Int = 1
    /// What the row measures, shown in the report's notes.
    var notes: String = ""
    /// Prepares a run from the inputs and the context; untimed.
    var setup: @Sendable (BenchInputs, WorkloadContext) throws -> WorkloadRun

    /// The short id `--only` selects by, e.g. `W8`.
    var id: String { String(key.prefix { $0 != "_" }) }
}

/// What a workload's setup may need besides the inputs.
struct WorkloadContext {
    /// The thread count asked for with `--threads` (workloads that cannot use it ignore it).
    var threads: Int
}

/// A prepared workload: the timed closure, how to read its output, and the threads it uses.
struct WorkloadRun {
    /// Threads used by `run`, reported in the table and JSON.
    var threads: Int = 1
    /// One timed run.
    var run: () throws -> Void
    /// The output of the last run, read once after timing (so no run pays for keeping it).
    var output: () throws -> WorkloadOutput
    /// What the runs found besides their time (S2's peak memory), read once after timing and
    /// added to the row's notes. Default: nothing.
    var findings: () -> String? = { nil }
}

/// A workload's result, kept from the last run and written to `--out`.
enum WorkloadOutput {
    /// A rendered image, written to `--out` as PNG.
    case pixmap(Pixmap)
    /// An encoded PNG file, written to `--out` as is and reported in bytes.
    case png([UInt8])

    /// The encoded size, for workloads that produce a file.
    var byteCount: Int? {
        if case .png(let bytes) = self { return bytes.count }
        return nil
    }
}
