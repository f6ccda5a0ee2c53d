/// `Ellipse`: an ellipse aligned inside the frame of the view containing it.
import Foundation

/// An ellipse aligned inside the frame of the view containing it.
public struct Ellipse: InsettableShape {
    var insetAmount: CGFloat = 0
    /// Creates a new ellipse shape.
    public init() {}
    /// The ellipse, inset.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetClamped(by: insetAmount)) }
    /// The ellipse inset by `amount`.
    public func inset(by amount: CGFloat) -> Ellipse {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}
