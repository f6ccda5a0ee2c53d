/// `PreviewFrameTimings`: the time of each stage of a frame, in milliseconds.

/// The time of each stage of a frame, in milliseconds.
public struct PreviewFrameTimings: Equatable, Sendable {
    /// Updating the view graph and laying out (after the clock or an event moved).
    public var graphAndLayout = 0.0
    /// Building the display list.
    public var displayList = 0.0
    /// Rendering the display list to pixels.
    public var render = 0.0
}
