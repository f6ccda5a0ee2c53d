/// `RotatedShape`: a shape with a rotation transform applied to it.
import AuroraGeometry
import AuroraDisplayList
import Foundation

/// A shape with a rotation transform applied to it.
public struct RotatedShape<Content: Shape>: Shape {
    /// The shape.
    public var shape: Content
    /// The rotation angle.
    public var angle: Angle
    /// The anchor of the rotation.
    public var anchor: UnitPoint
    /// Rotates the shape's path about the anchor.
    public func path(in rect: CGRect) -> Path {
        let a = rect.point(at: anchor)
        let t = CGAffineTransform(translationX: a.x, y: a.y).rotated(by: angle.radians).translatedBy(x: -a.x, y: -a.y)
        return shape.path(in: rect).applying(t)
    }
}
