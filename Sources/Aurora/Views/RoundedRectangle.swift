/// `RoundedRectangle`: a rectangular shape with rounded corners, aligned inside the frame of the view containing it.
import AuroraGeometry
import Foundation

/// A rectangular shape with rounded corners, aligned inside the frame of the view containing it.
public struct RoundedRectangle: InsettableShape {
    /// The width and height of the rounded rectangle's corners.
    public var cornerSize: CGSize
    /// The style of corners drawn by the rounded rectangle.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    /// Creates a new rounded rectangle shape. Default style: `.continuous`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// Creates a new rounded rectangle shape. Default style: `.continuous`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// The rounded rectangle, inset (corners shrink with the inset).
    public func path(in rect: CGRect) -> Path {
        let r = rect.insetClamped(by: insetAmount)
        let size = CGSize(width: max(0, cornerSize.width - insetAmount), height: max(0, cornerSize.height - insetAmount))
        return Path(roundedRect: r, cornerSize: size, style: style)
    }

    /// The rounded rectangle inset by `amount`.
    public func inset(by amount: CGFloat) -> RoundedRectangle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}
