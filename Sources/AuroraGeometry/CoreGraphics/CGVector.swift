/// Core Graphics' two-dimensional vector, for platforms whose Foundation lacks it.
import Foundation

#if !canImport(CoreGraphics)
/// A two-dimensional vector, as in Core Graphics.
public struct CGVector: Hashable, Sendable {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// Creates a vector with the given components.
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }

    /// Creates the zero vector.
    public init() { self.init(dx: 0, dy: 0) }

    /// The zero vector.
    public static let zero = CGVector()
}
#endif
