/// `ScrollTargetBehavior`: where a scroll view settles after a scroll gesture — pages, views, or your own rule.
import AuroraGeometry
import Foundation

/// A type that defines the scroll behavior of a scrollable view.
@MainActor @preconcurrency
public protocol ScrollTargetBehavior {
    /// The context in which a scroll target behavior updates its scroll target.
    typealias TargetContext = ScrollTargetBehaviorContext
    /// Updates the proposed target that a scrollable view should scroll to.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// A type defining the target in which a scroll view should try and scroll to.
public struct ScrollTarget: Equatable, Sendable {
    /// The rect that a scrollable view should try and have contained, in the content's coordinates.
    public var rect: CGRect
    /// The anchor to which the rect should be aligned within the visible region of the scrollable view.
    public var anchor: UnitPoint?

    /// Creates a target.
    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// The context in which a scroll target behavior updates its scroll target.
public struct ScrollTargetBehaviorContext: Sendable {
    /// The original target when the scroll gesture began.
    public var originalTarget: ScrollTarget
    /// The current velocity of the scrollable view's scroll gesture, in points per second.
    public var velocity: CGVector
    /// The size of the content of the scrollable view.
    public var contentSize: CGSize
    /// The size of the container of the scrollable view: its bounds less its content margins.
    public var containerSize: CGSize
    /// The axes in which the scrollable view is scrollable.
    public var axes: Axis.Set
    /// The frames of the views of the scroll target layout, in the content's coordinates.
    var targetFrames: [CGRect] = []
    /// The smallest offset (the leading content margin, negated).
    var minimumOffset: CGPoint = .zero
}

/// The scroll behavior that aligns scroll targets to container-based geometry: pages the size of
/// the container, one page at most per gesture.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// Creates a paging scroll behavior.
    public init() {}

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        for axis in [Axis.horizontal, .vertical] where context.axes.contains(axis == .horizontal ? .horizontal : .vertical) {
            let page = axis == .horizontal ? context.containerSize.width : context.containerSize.height
            guard page > 0, page.isFinite else { continue }
            let origin = axis == .horizontal ? context.minimumOffset.x : context.minimumOffset.y
            let start = ((axis == .horizontal ? context.originalTarget.rect.minX : context.originalTarget.rect.minY) - origin) / page
            let proposed = ((axis == .horizontal ? target.rect.minX : target.rect.minY) - origin) / page
            let startPage = start.rounded()
            let chosen = min(max(proposed.rounded(), startPage - 1), startPage + 1)
            let offset = origin + chosen * page
            if axis == .horizontal { target.rect.origin.x = offset } else { target.rect.origin.y = offset }
        }
    }
}

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

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// The scroll behavior that aligns scroll targets to container-based geometry.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// The scroll behavior that aligns scroll targets to view-based geometry.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// The scroll behavior that aligns scroll targets to view-based geometry, with a limit.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}
