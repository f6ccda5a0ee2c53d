/// `RenderAllowance`: one render's running account against its `RenderBudget`.

/// What one render has spent of its budget: the bytes of pixel buffers it holds now and the
/// time it started. The drawer charges a buffer before allocating it and credits it when the
/// buffer is gone; it checks the clock before and after every item. One render uses it on one
/// thread (offscreen drawing is nested, never concurrent).
final class RenderAllowance {
    let budget: RenderBudget
    /// When the render must be done; nil without a time limit.
    private let deadline: ContinuousClock.Instant?
    /// The bytes charged and not yet credited.
    private(set) var bytesInUse = 0
    /// The part of `bytesInUse` that is images recorded under an open layer: they are let go
    /// when the scope that opened the layer (or made the offscreen context) ends.
    private var recordedBytes = 0

    /// Starts the account now.
    init(_ budget: RenderBudget) {
        self.budget = budget
        // Past a century the limit is no limit (and the instant's arithmetic would overflow).
        deadline = budget.timeLimit.flatMap { $0 < .seconds(3_155_760_000) ? ContinuousClock.now.advanced(by: max(.zero, $0)) : nil }
    }

    /// Charges `bytes` for `what` (a phrase: "a blur layer of 200×100 pixels"), or throws
    /// without charging when they would take the total past the limit.
    func charge(_ bytes: Int, for what: @autoclosure () -> String) throws(DisplayListRenderError) {
        let (total, overflow) = bytesInUse.addingReportingOverflow(max(0, bytes))
        guard !overflow, total <= budget.memoryLimit else {
            throw .memoryBudgetExceeded(what: what(), bytes: bytes, inUse: bytesInUse, limit: budget.memoryLimit)
        }
        bytesInUse = total
    }

    /// Credits `bytes` charged before.
    func credit(_ bytes: Int) {
        bytesInUse = max(0, bytesInUse - max(0, bytes))
    }

    /// Charges `bytes` for `what` (an image recorded while a layer is open, kept until the
    /// enclosing `holding` scope ends).
    func chargeRecorded(_ bytes: Int, for what: @autoclosure () -> String) throws(DisplayListRenderError) {
        try charge(bytes, for: what())
        recordedBytes += max(0, bytes)
    }

    /// Charges `bytes` for `what` while `body` runs (a layer or an offscreen context), then
    /// credits them and the images recorded inside it (whether `body` throws or not).
    func holding<R>(_ bytes: Int, for what: @autoclosure () -> String,
                    _ body: () throws(DisplayListRenderError) -> R) throws(DisplayListRenderError) -> R {
        try charge(bytes, for: what())
        let recordedBefore = recordedBytes
        defer {
            credit(bytes + recordedBytes - recordedBefore)
            recordedBytes = recordedBefore
        }
        return try body()
    }

    /// Throws `timeBudgetExceeded` once the time limit has passed.
    func checkTime() throws(DisplayListRenderError) {
        guard let deadline, let limit = budget.timeLimit, ContinuousClock.now >= deadline else { return }
        throw .timeBudgetExceeded(limit: limit)
    }

    /// The bytes of a `width × height` buffer of 4-byte pixels, saturating instead of overflowing.
    static func pixelBytes(_ width: Int, _ height: Int) -> Int {
        let (area, overflow) = max(0, width).multipliedReportingOverflow(by: max(0, height))
        return overflow || area > Int.max / 4 ? Int.max : area * 4
    }

    /// `a + b`, saturating instead of overflowing.
    static func sum(_ a: Int, _ b: Int) -> Int {
        let (total, overflow) = a.addingReportingOverflow(b)
        return overflow ? Int.max : total
    }
}
