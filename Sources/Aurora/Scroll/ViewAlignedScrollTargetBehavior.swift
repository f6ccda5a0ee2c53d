/// `ViewAlignedScrollTargetBehavior`: the scroll behavior that aligns scroll targets to view-based geometry.

/// The scroll behavior that aligns scroll targets to view-based geometry: the leading edge of a
/// view of the `scrollTargetLayout()`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// A type that defines the amount of views that can be scrolled at a time.
    public struct LimitBehavior: Hashable, Sendable {
        let limit: Int?
        /// The automatic limit behavior: on iOS's compact size class, one view per gesture.
        public static var automatic: LimitBehavior { LimitBehavior(limit: 1) }
        /// The always limit behavior: one view per gesture.
        public static var always: LimitBehavior { LimitBehavior(limit: 1) }
        /// The never limit behavior: a gesture may pass any number of views.
        public static var never: LimitBehavior { LimitBehavior(limit: nil) }
        /// A limit of one view per gesture.
        public static var alwaysByOne: LimitBehavior { LimitBehavior(limit: 1) }
        /// A limit of a few views per gesture (Aurora: three).
        public static var alwaysByFew: LimitBehavior { LimitBehavior(limit: 3) }
    }

    let limitBehavior: LimitBehavior

    /// Creates a view-aligned scroll behavior. Default: `.automatic`.
    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let horizontal = context.axes.contains(.horizontal) && !context.axes.contains(.vertical)
        let edges = context.targetFrames.map { horizontal ? $0.minX : $0.minY }.filter(\.isFinite)
        guard !edges.isEmpty else { return }
        let margin = horizontal ? context.minimumOffset.x : context.minimumOffset.y
        // The offset that puts each view's leading edge at the leading content margin.
        let offsets = edges.map { $0 + margin }
        let proposed = horizontal ? target.rect.minX : target.rect.minY
        let start = horizontal ? context.originalTarget.rect.minX : context.originalTarget.rect.minY
        let startIndex = offsets.indices.min { abs(offsets[$0] - start) < abs(offsets[$1] - start) } ?? 0
        var index = offsets.indices.min { abs(offsets[$0] - proposed) < abs(offsets[$1] - proposed) } ?? 0
        if let limit = limitBehavior.limit { index = min(max(index, startIndex - limit), startIndex + limit) }
        if horizontal { target.rect.origin.x = offsets[index] } else { target.rect.origin.y = offsets[index] }
    }
}
