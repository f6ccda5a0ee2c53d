/// The built-in shapes as `Shape` values: `.rect`, `.circle`, `.capsule`, `.ellipse`, `.rect(cornerRadius:)`….
import AuroraGeometry
import AuroraDisplayList
import Foundation

extension CGRect {
    /// The rectangle inset by `amount` on every edge, never below zero size.
    func insetClamped(by amount: CGFloat) -> CGRect {
        let a = amount.isFinite ? amount : 0
        let w = max(0, width - 2 * a), h = max(0, height - 2 * a)
        return CGRect(x: midX - w / 2, y: midY - h / 2, width: w, height: h)
    }
}

extension Shape where Self == Rectangle {
    /// A rectangular shape aligned inside the frame of the view containing it.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == Circle {
    /// A circle centered on the frame of the view containing it.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule shape aligned inside the frame of the view containing it.
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Ellipse {
    /// An ellipse aligned inside the frame of the view containing it.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangular shape with rounded corners. Default style: `.continuous`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangular shape with rounded corners. Default style: `.continuous`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangular shape with rounded corners with different values. Default style: `.continuous`.
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}
