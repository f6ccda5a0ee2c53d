/// `ScaledShape`: a shape with a scale transform applied to it.
import AuroraGeometry
import AuroraDisplayList
import Foundation

/// A shape with a scale transform applied to it.
public struct ScaledShape<Content: Shape>: Shape {
    /// The shape.
    public var shape: Content
    /// The scale factors.
    public var scale: CGSize
    /// The anchor of the scale.
    public var anchor: UnitPoint
    /// Scales the shape's path about the anchor.
    public func path(in rect: CGRect) -> Path {
        let a = rect.point(at: anchor)
        let t = CGAffineTransform(translationX: a.x, y: a.y).scaledBy(x: scale.width, y: scale.height).translatedBy(x: -a.x, y: -a.y)
        return shape.path(in: rect).applying(t)
    }
}
