/// `OffsetShape`: a shape with a translation offset transform applied to it.
import AuroraDisplayList
import Foundation

/// A shape with a translation offset transform applied to it.
public struct OffsetShape<Content: Shape>: Shape {
    /// The shape.
    public var shape: Content
    /// The offset.
    public var offset: CGSize
    /// Moves the shape's path by the offset.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }
}
