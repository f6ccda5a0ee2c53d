/// `Rectangle`: a rectangular shape aligned inside the frame of the view containing it.
import Foundation

/// A rectangular shape aligned inside the frame of the view containing it.
public struct Rectangle: InsettableShape {
    var insetAmount: CGFloat = 0
    /// Creates a new rectangle shape.
    public init() {}
    /// The rectangle, inset.
    public func path(in rect: CGRect) -> Path { Path(rect.insetClamped(by: insetAmount)) }
    /// The rectangle inset by `amount`.
    public func inset(by amount: CGFloat) -> Rectangle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}
