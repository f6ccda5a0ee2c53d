/// Times a prepared workload: one warm-up run, then at least `runs` timed runs and about 2 s.

/// The timings of one workload row, in milliseconds.
struct Measurement {
    /// Every timed run, in order.
    var times: [Double]
    /// The output of the last run.
    var output: WorkloadOutput

    /// The median run time.
    var median: Double { times.median }

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
            times.append((clock.now - before).milliseconds)
        }
        return Measurement(times: times, output: try run.output())
    }
}

extension [Double] {
    /// The middle value (the mean of the two middle values for an even count; 0 when empty).
    var median: Double {
        let sorted = sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

extension Duration {
    /// The duration in milliseconds.
    var milliseconds: Double { Double(components.seconds) * 1e3 + Double(components.attoseconds) * 1e-15 }
}
