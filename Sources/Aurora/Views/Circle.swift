/// `Circle`: a circle centered on the frame of the view containing it, with the diameter of the frame's shorter side.
import Foundation

/// A circle centered on the frame of the view containing it, with the diameter of the frame's shorter side.
public struct Circle: InsettableShape {
    var insetAmount: CGFloat = 0
    /// Creates a new circle shape.
    public init() {}
    /// The circle, inset.
    public func path(in rect: CGRect) -> Path {
        let r = rect.insetClamped(by: insetAmount)
        let d = min(r.width, r.height)
        return Path(ellipseIn: CGRect(x: r.midX - d / 2, y: r.midY - d / 2, width: d, height: d))
    }
    /// The circle inset by `amount`.
    public func inset(by amount: CGFloat) -> Circle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}
