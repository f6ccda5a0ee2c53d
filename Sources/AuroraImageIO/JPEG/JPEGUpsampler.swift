/// Brings each subsampled component plane up to the full image size ("fancy" triangle filter for 2× factors).

/// Upsamples component planes to the image's size.
///
/// A 2× factor (horizontal, vertical or both: 4:2:2, 4:4:0, 4:2:0) uses the triangle filter
/// libjpeg calls "fancy upsampling": each output sample weighs its nearer source sample 3/4 and
/// the next one 1/4, edges repeating the last sample. libjpeg alternates its rounding bias
/// between neighbouring samples; this rounds to nearest, so results may differ by 1. Other
/// factors (3×, 4×, or ratios such as 2:1 against 3 in one frame) repeat the nearest sample.
enum JPEGUpsampler {
    /// The `frame.width × frame.height` samples of `component`, from its decoded plane
    /// (`planeStride` samples a row, at least `component.width × component.height` of them valid).
    static func upsample(_ plane: UnsafePointer<UInt8>, planeStride: Int, component: JPEGComponent, frame: JPEGFrame) -> [UInt8] {
        let width = frame.width, height = frame.height
        let lastColumn = component.width - 1, lastRow = component.height - 1
        let horizontal = frame.maxHorizontalSampling, vertical = frame.maxVerticalSampling
        let h = component.horizontalSampling, v = component.verticalSampling
        var output = [UInt8](repeating: 0, count: width * height)
        output.withUnsafeMutableBufferPointer { out in
            func sample(_ x: Int, _ y: Int) -> Int { Int(plane[min(y, lastRow) * planeStride + min(x, lastColumn)]) }
            /// The neighbour of `index` on the side output position `position` leans to, clamped to 0…`last`.
            func neighbour(_ index: Int, position: Int, last: Int) -> Int {
                position & 1 == 0 ? max(index - 1, 0) : min(index + 1, last)
            }
            for y in 0..<height {
                let row = y * width
                switch (horizontal == 2 * h, vertical == 2 * v) {
                case (true, true):
                    let sourceRow = y / 2, otherRow = neighbour(sourceRow, position: y, last: lastRow)
                    for x in 0..<width {
                        let column = x / 2, otherColumn = neighbour(column, position: x, last: lastColumn)
                        let near = 3 * sample(column, sourceRow) + sample(column, otherRow)
                        let far = 3 * sample(otherColumn, sourceRow) + sample(otherColumn, otherRow)
                        out[row + x] = UInt8((3 * near + far + 8) >> 4)
                    }
                case (true, false) where horizontal == 2 * h && vertical == v:
                    for x in 0..<width {
                        let column = x / 2, otherColumn = neighbour(column, position: x, last: lastColumn)
                        out[row + x] = UInt8((3 * sample(column, y) + sample(otherColumn, y) + 2) >> 2)
                    }
                case (false, true) where horizontal == h:
                    let sourceRow = y / 2, otherRow = neighbour(sourceRow, position: y, last: lastRow)
                    for x in 0..<width {
                        out[row + x] = UInt8((3 * sample(x, sourceRow) + sample(x, otherRow) + 2) >> 2)
                    }
                default:
                    let sourceRow = y * v / vertical
                    for x in 0..<width { out[row + x] = UInt8(sample(x * h / horizontal, sourceRow)) }
                }
            }
        }
        return output
    }
}
