/// `ScrollPhase`: a type that describes the state of a scroll gesture of a scrollable view.

/// A type that describes the state of a scroll gesture of a scrollable view.
public enum ScrollPhase: Hashable, Sendable {
    /// The scroll view isn't scrolling.
    case idle
    /// The scroll view is tracking a pointer that hasn't started scrolling yet.
    case tracking
    /// The user is interacting with the scroll view (dragging, or a trackpad scroll).
    case interacting
    /// The user stopped interacting with the scroll view and it is decelerating.
    case decelerating
    /// The scroll view is animating to a new position (a spring back, a target, `scrollTo`).
    case animating

    /// Whether the scroll view is actively scrolling.
    public var isScrolling: Bool { self != .idle }
}
