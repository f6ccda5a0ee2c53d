/// `RenderBudgetOptions`: the `--memory-limit MB` and `--time-limit S` options of `draw`, `render` and `record`.
import ArgumentParser
import AuroraRender

/// The budget options every rendering command takes (`@OptionGroup`), as a `RenderBudget`.
struct RenderBudgetOptions: ParsableArguments {
    /// The most bytes of pixel buffers one render may hold; nil keeps the default.
    @Option(help: ArgumentHelp("The pixel buffers one render may hold, in MB (1 to 2^30). Default: 2048.", valueName: "MB"),
            transform: RenderBudgetOptions.megabytes)
    var memoryLimit: Int?
    /// The longest one render may run; nil keeps the default.
    @Option(help: ArgumentHelp("The seconds one render may run, in (0, 86400]. Default: 15.", valueName: "seconds"),
            transform: RenderBudgetOptions.seconds)
    var timeLimit: Duration?

    /// The budget the options give.
    var budget: RenderBudget {
        var budget = RenderBudget.default
        if let memoryLimit { budget.memoryLimit = memoryLimit }
        budget.timeLimit = timeLimit ?? .seconds(15)
        return budget
    }

    /// A value outside its range.
    struct RangeError: Error, CustomStringConvertible {
        let description: String
    }

    /// Megabytes from 1 to 2³⁰, as bytes.
    static func megabytes(_ text: String) throws(RangeError) -> Int {
        guard let megabytes = Double(text), megabytes.isFinite, megabytes >= 1, megabytes <= Double(1 << 30) else {
            throw RangeError(description: "expected a number of megabytes from 1 to 2^30")
        }
        return Int(megabytes * 1_048_576)
    }

    /// Seconds in (0, 86400].
    static func seconds(_ text: String) throws(RangeError) -> Duration {
        guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= 86_400 else {
            throw RangeError(description: "expected a number of seconds in (0, 86400]")
        }
        return .milliseconds(Int64((seconds * 1000).rounded(.up)))
    }
}
