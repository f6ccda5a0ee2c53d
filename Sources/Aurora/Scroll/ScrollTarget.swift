/// `ScrollTarget`: a type defining the target in which a scroll view should try and scroll to.
import Foundation

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
