/// `aurora-bench`: runs the workloads of shared/bench/WORKLOADS.md on exported inputs.
import AuroraImageIO
import Foundation

/// Runs the selected workloads and reports them; returns the process exit code.
func runBench() -> Int32 {
    let options: BenchOptions
    let inputs: BenchInputs
    do {
        options = try BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
        if options.frames { return FrameTable.run(runs: options.runs, only: options.only, out: options.out) }
        inputs = try BenchInputs(folder: options.inputs ?? URL(filePath: "."))
    } catch {
        FileHandle.standardError.write(Data("aurora-bench: \(error)\n".utf8))
        return 2
    }
    let selected = Workload.all.filter { options.only.isEmpty || options.only.contains($0.id) }
    if selected.isEmpty {
        FileHandle.standardError.write(Data("aurora-bench: no workload matches --only \(options.only.sorted().joined(separator: ","))\n".utf8))
        return 2
    }
    var rows: [ResultRow] = []
    var failed = false
    for workload in selected {
        do {
            let run = try workload.setup(inputs, WorkloadContext(threads: options.threads))
            let measurement = try Measurement.measure(run, minimumRuns: options.runs)
            var notes = workload.notes
            if let findings = run.findings() { notes += "; " + findings }
            if let folder = options.reference,
               let agreement = try Agreement(output: measurement.output, key: workload.key, variant: workload.variant, folder: folder,
                                             library: options.referenceLibrary) {
                notes = agreement.summary + "; " + notes
            }
            let row = ResultRow(workload: workload.key, variant: workload.variant, measurement: measurement,
                                passes: workload.passes, canvasPixels: inputs.canvasPixels,
                                threads: run.threads, notes: notes)
            rows.append(row)
            print(String(format: "%@ %@ median %.2f ms  min %.2f  max %.2f  n=%d", workload.key, workload.variant,
                         measurement.median, measurement.min, measurement.max, measurement.times.count))
            if let out = options.out { try OutputWriter.write(measurement.output, workload: workload, to: out) }
        } catch {
            FileHandle.standardError.write(Data("aurora-bench: \(workload.key) \(workload.variant) failed: \(error)\n".utf8))
            failed = true
        }
    }
    print("")
    print(ResultRow.tableHeader)
    for row in rows { print(row.tableLine) }
    if let json = options.json {
        do { try ResultRow.writeJSON(rows, to: json) } catch {
            FileHandle.standardError.write(Data("aurora-bench: \(error)\n".utf8))
            return 1
        }
    }
    return failed ? 1 : 0
}

exit(runBench())
