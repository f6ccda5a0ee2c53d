/// `RenderBudget`: how much memory and time one render may take before it stops with an error.

/// The limits one render works within: the pixel memory it may hold at once (the canvas, its
/// layers, the offscreen images of effects and their filter planes, counted before they are
/// allocated) and the time it may run. A render that would go past either stops with
/// `DisplayListRenderError.memoryBudgetExceeded` or `.timeBudgetExceeded`; nothing is allocated
/// for the buffer that did not fit, and the process carries on.
///
/// The defaults fit a machine with two cores and a few GB of memory serving previews: the
/// largest canvas (2²⁸ pixels, 1 GiB) and one more buffer of that size fit, a third does not;
/// there is no time limit unless one is set (a debug build on a busy machine is slow): the
/// command line and a preview server set one (`aurora`'s default is 15 s).
public struct RenderBudget: Hashable, Sendable {
    /// The most bytes of pixel buffers one render holds at once. Default: 2 GiB.
    public var memoryLimit: Int
    /// The longest one render may run; nil for no limit. Default: nil.
    public var timeLimit: Duration?

    /// A budget with the given limits (negative memory counts as none).
    public init(memoryLimit: Int = 2 << 30, timeLimit: Duration? = nil) {
        self.memoryLimit = max(0, memoryLimit)
        self.timeLimit = timeLimit
    }

    /// The default budget: 2 GiB of pixel buffers, no time limit.
    public static let `default` = RenderBudget()
}
