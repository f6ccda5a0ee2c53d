/// `Shape`: 2D shapes that are views filled with the foreground style.
import AuroraGeometry
import AuroraDisplayList
import Foundation

/// A 2D shape that you can use when drawing a view.
public protocol Shape: Sendable, Animatable, View, _RemoveGlobalActorIsolation {
    /// Describes this shape as a path within a rectangular frame of reference.
    func path(in rect: CGRect) -> Path
    /// Returns the size of the view that will render the shape, given a proposed size.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    /// Shapes fill the proposed size (10 points where a dimension is unspecified).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    /// A shape draws itself filled with the foreground style.
    @MainActor public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }
}

extension Shape {
    /// Fills this shape with a color or gradient. Defaults: the foreground style, non-zero fill.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// Traces the outline of this shape with a color or gradient.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Self, S> {
        StrokeShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased)
    }

    /// Traces the outline of this shape with a color or gradient. Default line width: 1.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Self, S> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// Returns a new shape that is a stroked copy of `self`, using the contents of `style`.
    public func stroke(style: StrokeStyle) -> some Shape { StrokedShape(shape: self, style: style) }

    /// Returns a new shape that is a stroked copy of `self` with line-width defined by `lineWidth`. Default: 1.
    public func stroke(lineWidth: CGFloat = 1) -> some Shape { stroke(style: StrokeStyle(lineWidth: lineWidth)) }

    /// Trims this shape by a fractional amount based on its representation as a path.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        TrimmedShape(shape: self, from: startFraction, to: endFraction)
    }

    /// Changes the relative position of this shape using the specified size.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

    /// Changes the relative position of this shape using the specified point.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y)) }

    /// Changes the relative position of this shape using the specified coordinates.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: x, height: y)) }

    /// Scales this shape without changing its bounding frame. Default anchor: `.center`.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// Scales this shape without changing its bounding frame. Default anchor: `.center`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// Rotates this shape around an anchor point at the angle you specify. Default anchor: `.center`.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// Applies an affine transform to this shape.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> { TransformedShape(shape: self, transform: transform) }
}

/// A shape stroked into an outline shape.
struct StrokedShape<Base: Shape>: Shape {
    var shape: Base
    let style: StrokeStyle
    func path(in rect: CGRect) -> Path { shape.path(in: rect).strokedPath(style) }
}

/// A shape trimmed to a fraction of its length.
struct TrimmedShape<Base: Shape>: Shape {
    var shape: Base
    var from: CGFloat
    var to: CGFloat
    func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmedPath(from: from, to: to) }
}
