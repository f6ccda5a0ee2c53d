/// `ScrollTargetBehaviorContext`: the context in which a scroll target behavior updates its scroll target.
import AuroraGeometry
import Foundation

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
