/// `AnimationCurves`: how the numbers behind a preview's pixels moved over a stretch of its
/// history — the curves the inspector plots.
import Foundation

/// Values of a preview's drawing sampled at evenly spaced times of a session's history: each
/// series is one number of one drawn item as the canvas sees it (its frame through every transform
/// above it, its opacity, scale and rotation, the blur and other filters over it, its colour) that
/// changed in the window. Series that move identically (a stack's children sliding together) are
/// shown once.
public struct AnimationCurves: Equatable, Sendable {
    /// One changing number.
    public struct Series: Equatable, Sendable {
        /// What it is: the item's index path in the display list, its kind, and the property
        /// (`0.2.1 shape opacity`, `0.3 text y`), with `(+N alike)` when others moved identically.
        public var label: String
        /// The value at each time; nil where the item did not exist (inserted or removed in the window).
        public var values: [Double?]
    }

    /// The sample times, in seconds of the session's clock.
    public var times: [TimeInterval]
    /// The series, in display-list order, at most `maximumSeries`.
    public var series: [Series]
    /// How many more changing series there were than are listed.
    public var omitted: Int

    /// The most series a plot carries.
    public static let maximumSeries = 24
}
