/// The exact screen path: `S + D − S·D` per premultiplied channel, with no division.

extension BlendKernel {
    /// Composites `count` premultiplied `source` words onto `destination` with screen, scaled
    /// by optional per-pixel `coverage` (0…255, `nil` meaning 255).
    ///
    /// On premultiplied colours the W3C screen formula, alpha included, is exactly
    /// `R = S + D − S·D` per channel, so `D + (R − D)·c` is `D + S·c·(1 − D)`: the screen of
    /// the source scaled by its coverage. Every pixel takes `S' + D − round(S'·D/255)` in
    /// integers, two channels per 32-bit lane, with `S' = round(S·c/255)` (at most 1/255 from
    /// the exact value). The result is valid premultiplied (colour ≤ alpha) for valid
    /// premultiplied inputs.
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
        if count < 8 {
            // Too short for a block: pixel by pixel, with the same integer arithmetic.
            for k in 0..<count {
                let c = UInt32(coverage?[k] ?? 255)
                guard c != 0 else { continue }
                let source = c == 255 ? pixel(k) : PixelWordMath.scale(pixel(k), by: c)
                destination[k] = screen(source, destination[k])
            }
            return
        }
        let n = count - vectorEnd
        if n > 0 {
            // The last `n` pixels take the eight-pixel arithmetic once, before the other blocks
            // (so no load waits on an overlapping store), on the span's last eight words. The
            // lanes the blocks below own get coverage 0, and screen under coverage 0 gives the
            // destination back exactly (the scaled source is 0, and so is its product), so they
            // keep their words.
            let start = count - 8
            let fresh = UInt64.max << UInt64(8 * (8 - n))
            let bytes = (coverage.map { UnsafeRawPointer($0).loadUnaligned(fromByteOffset: start, as: UInt64.self) } ?? .max) & fresh
            let dst = d.loadUnaligned(fromByteOffset: start * 4, as: SIMD8<UInt32>.self)
            d.storeBytes(of: screen(block(start), dst, coverage: PixelWordMath.widen(bytes)), toByteOffset: start * 4, as: SIMD8<UInt32>.self)
        }
        var i = 0
        if let coverage {
            let c = UnsafeRawPointer(coverage)
            while i < vectorEnd {
                let bytes = c.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                if bytes != 0 {
                    let dst = d.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<UInt32>.self)
                    let out = bytes == .max ? screen(block(i), dst)
                                            : screen(block(i), dst, coverage: PixelWordMath.widen(bytes))
                    d.storeBytes(of: out, toByteOffset: i * 4, as: SIMD8<UInt32>.self)
                }
                i += 8
            }
        } else {
            while i < vectorEnd {
                let dst = d.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<UInt32>.self)
                d.storeBytes(of: screen(block(i), dst), toByteOffset: i * 4, as: SIMD8<UInt32>.self)
                i += 8
            }
        }
    }

    /// Eight fully covered pixels: `S + D − round(S·D/255)` per channel. Each channel's result
    /// lies in 0…255, so the carries of the packed sum are taken back by the packed difference.
    @inline(__always)
    private static func screen(_ s: SIMD8<UInt32>, _ d: SIMD8<UInt32>) -> SIMD8<UInt32> {
        s &+ d &- PixelWordMath.channelProducts(s, d)
    }

    /// One fully covered pixel: `S + D − round(S·D/255)` per channel, as the eight-pixel form.
    @inline(__always)
    private static func screen(_ s: UInt32, _ d: UInt32) -> UInt32 {
        s &+ d &- PixelWordMath.channelProducts(s, d)
    }

    /// Eight pixels under coverage `c` (0…255 per lane): the source scaled by its coverage,
    /// then screened. On premultiplied colours `screen(c·S, D) = D + c·S·(1 − D)`, which is
    /// the coverage blend of the screen result, so only the scaled source is rounded first.
    @inline(__always)
    private static func screen(_ s: SIMD8<UInt32>, _ d: SIMD8<UInt32>, coverage c: SIMD8<UInt32>) -> SIMD8<UInt32> {
        screen(PixelWordMath.scale(s, by: c), d)
    }
}
