/// The built-in shapes: `Rectangle`, `RoundedRectangle`, `UnevenRoundedRectangle`, `Circle`, `Ellipse`, `Capsule`.
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
