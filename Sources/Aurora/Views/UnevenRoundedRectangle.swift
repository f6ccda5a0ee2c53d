/// `UnevenRoundedRectangle`: a rectangular shape with rounded corners with different values.
import AuroraGeometry
import Foundation

/// A rectangular shape with rounded corners with different values, aligned inside the frame of the view containing it.
public struct UnevenRoundedRectangle: InsettableShape {
    /// The radii of each corner of the rounded rectangle.
    public var cornerRadii: RectangleCornerRadii
    /// The style of corners drawn by the rounded rectangle.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    /// Creates a new rounded rectangle shape with uneven corners. Default style: `.continuous`.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// Creates a new rounded rectangle shape with uneven corners. Defaults: all radii 0, `.continuous`.
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    /// The rounded rectangle, inset.
    public func path(in rect: CGRect) -> Path {
        let a = insetAmount
        let radii = RectangleCornerRadii(topLeading: max(0, cornerRadii.topLeading - a), bottomLeading: max(0, cornerRadii.bottomLeading - a),
                                         bottomTrailing: max(0, cornerRadii.bottomTrailing - a), topTrailing: max(0, cornerRadii.topTrailing - a))
        return Path(roundedRect: rect.insetClamped(by: a), cornerRadii: radii, style: style)
    }

    /// The rounded rectangle inset by `amount`.
    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}
