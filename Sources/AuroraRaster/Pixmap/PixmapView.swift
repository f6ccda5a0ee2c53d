/// `PixmapView`: a read-only window onto part of a pixmap, without copying.

/// A rectangle of a pixmap's pixels, read in place. It keeps the pixmap's storage alive;
/// later changes to the pixmap (which copy on write) do not show through.
public struct PixmapView: Sendable {
    let storage: PixelStorage
    let stride: Int
    /// The rectangle of the pixmap this view shows.
    public let rect: PixelRect

    /// The view's width in pixels.
    public var width: Int { rect.width }
    /// The view's height in pixels.
    public var height: Int { rect.height }

    /// The pixel at `(x, y)` relative to the view's origin; coordinates must be inside the view.
    public func pixel(x: Int, y: Int) -> PremultipliedPixel {
        precondition(x >= 0 && x < rect.width && y >= 0 && y < rect.height, "pixel (\(x), \(y)) outside the view")
        return PremultipliedPixel(word: storage.pointer[(rect.y + y) * stride + rect.x + x])
    }

    /// A new pixmap holding a copy of the view's pixels.
    public func makePixmap() -> Pixmap {
        // A view's rect is never empty and lies inside a valid pixmap.
        var result = Pixmap(validWidth: rect.width, height: rect.height)
        result.withUnsafeMutablePixels { out in
            for row in 0..<rect.height {
                (out.baseAddress! + row * rect.width).update(
                    from: storage.pointer + (rect.y + row) * stride + rect.x, count: rect.width)
            }
        }
        return result
    }
}
