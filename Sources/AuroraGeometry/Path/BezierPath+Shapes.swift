/// SwiftUI's `Path` shape initialisers: a rectangle, an ellipse or a rounded rectangle as a new path.
import Foundation

extension BezierPath {
    /// Creates a path containing the rectangle `rect`.
    public init(_ rect: CGRect) {
        self.init()
        addRect(rect)
    }

    /// Creates a path containing the ellipse that fits inside `rect`.
    public init(ellipseIn rect: CGRect) {
        self.init()
        addEllipse(in: rect)
    }

    /// Creates a path containing a rounded rectangle with corners of `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Creates a path containing a rounded rectangle with corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// Creates a path containing a rounded rectangle whose corners may have different radii.
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }
}
