/// `TransformedShape`: a shape with an affine transform applied to it.
import AuroraGeometry
import AuroraDisplayList
import Foundation

/// A shape with an affine transform applied to it.
public struct TransformedShape<Content: Shape>: Shape {
    /// The shape.
    public var shape: Content
    /// The transform.
    public var transform: CGAffineTransform
    /// Transforms the shape's path.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
}
