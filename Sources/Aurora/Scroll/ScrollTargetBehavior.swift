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
