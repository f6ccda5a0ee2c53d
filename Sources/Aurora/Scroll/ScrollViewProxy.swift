/// `ScrollViewProxy`: a proxy value that supports programmatic scrolling of the scrollable views within a view hierarchy.

/// A proxy value that supports programmatic scrolling of the scrollable views within a view hierarchy.
public struct ScrollViewProxy {
    let registry: ScrollTargetRegistry

    /// Scans all scroll views contained by the proxy for the first with a child view with
    /// identifier `id`, and then scrolls to that view: with `anchor`, so the view's anchor point
    /// meets the same point of the visible region; without, by the least distance that shows it
    /// whole. Inside `withAnimation` the scroll animates. An unknown id does nothing.
    ///
    /// A row of a lazy stack or grid that was never built is found by its `ForEach` id: the scroll
    /// goes to where its estimated frame is, and, once the row is built there, to its real frame.
    @MainActor
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        let animated = CurrentTransaction.transaction?.animation != nil && CurrentTransaction.transaction?.disablesAnimations != true
        registry.scrollTo(AnyHashable(id), anchor: anchor, animated: animated)
    }
}
