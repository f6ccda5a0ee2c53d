/// The sub-images of a PNG file: one for a plain image, seven for Adam7 interlacing.

/// One pass: the pixels at `(xStart + i·xStep, yStart + j·yStep)`, stored as a `width`×`height` image.
struct PNGPass: Hashable, Sendable {
    /// Column of the pass's first pixel.
    var xStart: Int
    /// Row of the pass's first pixel.
    var yStart: Int
    /// Columns between the pass's pixels.
    var xStep: Int
    /// Rows between the pass's pixels.
    var yStep: Int
    /// Pixels in each of the pass's rows.
    var width: Int
    /// Rows in the pass.
    var height: Int

    /// Adam7's passes of a `width`×`height` image that hold at least one pixel, in file order.
    static func adam7(width: Int, height: Int) -> [PNGPass] {
        let origins: [(xStart: Int, yStart: Int, xStep: Int, yStep: Int)] = [
            (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2),
        ]
        return origins.compactMap { origin in
            let passWidth = (width - origin.xStart + origin.xStep - 1) / origin.xStep
            let passHeight = (height - origin.yStart + origin.yStep - 1) / origin.yStep
            guard passWidth > 0, passHeight > 0 else { return nil }
            return PNGPass(xStart: origin.xStart, yStart: origin.yStart, xStep: origin.xStep, yStep: origin.yStep,
                           width: passWidth, height: passHeight)
        }
    }
}
