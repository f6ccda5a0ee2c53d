/// `InsettableShape`: a shape type that is able to inset itself to produce another shape.
import AuroraGeometry
import Foundation

/// A shape type that is able to inset itself to produce another shape.
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// Returns `self` inset by `amount`.
    func inset(by amount: CGFloat) -> Self.InsetShape
}

extension InsettableShape {
    /// Returns a view that is the result of insetting `self` by `style.lineWidth / 2`, stroking the resulting shape with `style`, and then filling with `content`.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Self.InsetShape, S> {
        inset(by: style.lineWidth / 2).stroke(content, style: style, antialiased: antialiased)
    }

    /// Returns a view that is the result of filling the `lineWidth`-sized border of this shape with `content`. Default line width: 1.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Self.InsetShape, S> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}
