/// Times a prepared workload: one warm-up run, then at least `runs` timed runs and about 2 s.

/// The timings of one workload row, in milliseconds.
struct Measurement {
    /// Every timed run, in order.
    var times: [Double]
    /// The output of the last run.
    var output: WorkloadOutput

    /// The median run time.
    var median: Double {
        let sorted = times.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The fastest run.
    var min: Double { times.min() ?? 0 }
    /// The slowest run.
    var max: Double { times.max() ?? 0 }

    /// Runs `run` once untimed, then until it has at least `minimumRuns` timings and either
    /// 2 s have passed or 40 runs were made (the rule `anchors.py` uses).
    static func measure(_ run: WorkloadRun, minimumRuns: Int) throws -> Measurement {
        try run.run()
        var times: [Double] = []
        let clock = ContinuousClock()
        let start = clock.now
        while times.count < minimumRuns || (clock.now - start < .seconds(2) && times.count < 40) {
            let before = clock.now
            try run.run()
            let elapsed = clock.now - before
            times.append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) * 1e-15)
        }
        return Measurement(times: times, output: try run.output())
    }
}
