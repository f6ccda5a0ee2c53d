/// `Capsule`: a capsule shape aligned inside the frame of the view containing it.
import AuroraGeometry
import Foundation

/// A capsule shape aligned inside the frame of the view containing it: a rounded rectangle with radius half the shorter side.
public struct Capsule: InsettableShape {
    /// The style of corners. Default: `.circular`.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0
    /// Creates a new capsule shape. Default style: `.circular`.
    public init(style: RoundedCornerStyle = .circular) { self.style = style }
    /// The capsule, inset.
    public func path(in rect: CGRect) -> Path {
        let r = rect.insetClamped(by: insetAmount)
        let radius = min(r.width, r.height) / 2
        return Path(roundedRect: r, cornerRadius: radius, style: style)
    }
    /// The capsule inset by `amount`.
    public func inset(by amount: CGFloat) -> Capsule {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}
