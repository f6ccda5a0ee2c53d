/// `PagingScrollTargetBehavior`: the scroll behavior that aligns scroll targets to container-based geometry.

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
