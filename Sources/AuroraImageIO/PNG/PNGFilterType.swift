/// PNG's five row filters and the Paeth predictor they share between encoder and decoder.

/// A PNG filter type: how each byte of a row is predicted from its neighbours.
public enum PNGFilterType: UInt8, CaseIterable, Sendable {
    /// The byte itself.
    case none = 0
    /// Minus the byte one pixel to the left.
    case sub = 1
    /// Minus the byte above.
    case up = 2
    /// Minus the floor of the mean of left and above.
    case average = 3
    /// Minus the Paeth predictor of left, above and upper-left.
    case paeth = 4

    /// Of `left`, `above` and `upperLeft`, the one closest to `left + above − upperLeft`
    /// (ties prefer left, then above).
    @inline(__always)
    static func paethPredictor(_ left: UInt8, _ above: UInt8, _ upperLeft: UInt8) -> UInt8 {
        let a = Int16(left), b = Int16(above), c = Int16(upperLeft)
        let toLeft = magnitude(b &- c), toAbove = magnitude(a &- c), toUpperLeft = magnitude(a &+ b &- c &- c)
        return toLeft <= toAbove && toLeft <= toUpperLeft ? left : (toAbove <= toUpperLeft ? above : upperLeft)
    }

    @inline(__always)
    private static func magnitude(_ value: Int16) -> Int16 { value < 0 ? 0 &- value : value }
}
