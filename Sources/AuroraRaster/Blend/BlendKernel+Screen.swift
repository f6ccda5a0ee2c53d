/// The exact integer screen path: `S + D − S·D` per premultiplied channel, with no division.

extension BlendKernel {
    /// Composites `count` premultiplied `source` words onto `destination` with screen, scaled
    /// by optional per-pixel `coverage` (0…255, `nil` meaning 255).
    ///
    /// On premultiplied colours the W3C screen formula, alpha included, is exactly
    /// `R = S + D − S·D` per channel, and `D + (R − D)·c` equals screen of `S·c` onto `D`, so each
    /// channel is `S′ + D − round(S′·D/255)` with `S′ = round(S·c/255)`: integer math two channels
    /// per 32-bit lane, eight pixels at a time. It matches the Float definition within 1/255
    /// (exactly at full coverage, but for ties the Float path rounds differently) and keeps
    /// colour ≤ alpha for valid premultiplied inputs.
    package static func screen(source: UnsafePointer<UInt32>, coverage: UnsafePointer<UInt8>?,
                               destination: UnsafeMutablePointer<UInt32>, count: Int) {
        let s = UnsafeRawPointer(source)
        screenRow(coverage: coverage, destination: destination, count: count,
                  block: { s.loadUnaligned(fromByteOffset: $0 * 4, as: SIMD8<UInt32>.self) },
                  pixel: { source[$0] })
    }

    /// Composites the premultiplied `color` onto `count` destination words with screen,
    /// scaled by optional per-pixel `coverage` (0…255, `nil` meaning 255): `screen(source:…)`
    /// with every source word `color`, without reading one.
    package static func screen(color: UInt32, coverage: UnsafePointer<UInt8>?,
                               destination: UnsafeMutablePointer<UInt32>, count: Int) {
        let colors = SIMD8<UInt32>(repeating: color)
        screenRow(coverage: coverage, destination: destination, count: count, block: { _ in colors }, pixel: { _ in color })
    }

    /// The row loop shared by both screen entry points; `block(i)` gives the eight source
    /// words from index `i`, `pixel(i)` the one at `i`. Inlined, so neither closure is called.
    @inline(__always)
    private static func screenRow(coverage: UnsafePointer<UInt8>?, destination: UnsafeMutablePointer<UInt32>, count: Int,
                                  block: (Int) -> SIMD8<UInt32>, pixel: (Int) -> UInt32) {
        guard count > 0 else { return }
        let vectorEnd = count & ~7
        let d = UnsafeMutableRawPointer(destination)
        var i = 0
        if let coverage {
            let c = UnsafeRawPointer(coverage)
            while i < vectorEnd {
                let bytes = c.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                if bytes != 0 {
                    var src = block(i)
                    if bytes != .max { src = PixelWordMath.scale(src, by: PixelWordMath.widen(coverage + i)) }
                    let dst = d.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<UInt32>.self)
                    d.storeBytes(of: screen(src, dst), toByteOffset: i * 4, as: SIMD8<UInt32>.self)
                }
                i += 8
            }
            while i < count {
                let k = UInt32(coverage[i])
                if k != 0 { destination[i] = screen(PixelWordMath.scale(pixel(i), by: k), destination[i]) }
                i += 1
            }
        } else {
            while i < vectorEnd {
                let dst = d.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<UInt32>.self)
                d.storeBytes(of: screen(block(i), dst), toByteOffset: i * 4, as: SIMD8<UInt32>.self)
                i += 8
            }
            while i < count {
                destination[i] = screen(pixel(i), destination[i])
                i += 1
            }
        }
    }

    /// Eight pixels: `S + D − S·D/255` per channel. Each channel's result lies in 0…255, so the
    /// carries of the packed sum are taken back by the packed difference.
    @inline(__always)
    private static func screen(_ s: SIMD8<UInt32>, _ d: SIMD8<UInt32>) -> SIMD8<UInt32> {
        s &+ d &- PixelWordMath.channelProducts(s, d)
    }

    /// One pixel, with the same arithmetic as the vector path.
    @inline(__always)
    private static func screen(_ s: UInt32, _ d: UInt32) -> UInt32 {
        s &+ d &- PixelWordMath.channelProducts(s, d)
    }
}
