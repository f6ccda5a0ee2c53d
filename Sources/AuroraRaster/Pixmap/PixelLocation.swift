/// `PixelLocation`: a pixel position in a pixmap.

/// A pixel position in a pixmap.
public struct PixelLocation: Hashable, Sendable, CustomStringConvertible {
    /// The column.
    public var x: Int
    /// The row.
    public var y: Int

    /// Creates a pixel position.
    public init(x: Int, y: Int) { self.x = x; self.y = y }

    /// `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}
