/// `AnyShape`: a type-erased shape value.
import Foundation

/// A type-erased shape value.
public struct AnyShape: Shape {
    private let shape: any Shape
    /// Create an any shape instance from a shape.
    public init<S: Shape>(_ shape: S) { self.shape = shape }
    /// The wrapped shape's path.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
}
