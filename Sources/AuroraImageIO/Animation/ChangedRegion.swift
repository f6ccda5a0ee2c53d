/// The smallest pixel rectangle in which two frames of an animation differ.
import AuroraRaster
import Foundation

/// Finds where a frame differs from the one before it, so an encoder stores only that rectangle.
enum ChangedRegion {
    /// The bounding rectangle of the pixels that differ between `current` and `previous`
    /// (same size), or nil when the two are identical.
    static func between(_ current: Pixmap, _ previous: Pixmap) -> PixelRect? {
        let width = current.width, height = current.height
        guard previous.width == width, previous.height == height else {
            return PixelRect(x: 0, y: 0, width: width, height: height)
        }
        return current.withUnsafePixels { now in
            previous.withUnsafePixels { before -> PixelRect? in
                guard let a = now.baseAddress, let b = before.baseAddress else { return nil }
                func rowDiffers(_ y: Int) -> Bool {
                    memcmp(a + y * width, b + y * width, width * 4) != 0
                }
                guard let top = (0..<height).first(where: rowDiffers) else { return nil }
                // A row below `top` differs, so this search always finds one (at worst `top`).
                let bottom = (top..<height).last(where: rowDiffers) ?? top
                var left = width, right = -1
                for y in top...bottom {
                    let rowA = a + y * width, rowB = b + y * width
                    var x = 0
                    while x < left, rowA[x] == rowB[x] { x += 1 }
                    if x < left, x < width { left = x }
                    var end = width - 1
                    while end > right, rowA[end] == rowB[end] { end -= 1 }
                    if end > right { right = end }
                }
                guard right >= left else { return nil }
                return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
            }
        }
    }
}
