/// The exact screen path: `S + D − S·D` per premultiplied channel, with no division.

extension BlendKernel {
    /// Composites `count` premultiplied `source` words onto `destination` with screen, scaled
    /// by optional per-pixel `coverage` (0…255, `nil` meaning 255).
    ///
    /// On premultiplied colours the W3C screen formula, alpha included, is exactly
    /// `R = S + D − S·D` per channel, so `D + (R − D)·c` is `D + S·c·(1 − D)`. Fully covered
    /// pixels take `S + D − round(S·D/255)` in integers, two channels per 32-bit lane; partly
    /// covered ones `D + round(S·c·(255 − D)/255²)` in Float on exact integers (every product
    /// is below 2²⁴). Each channel is rounded once, as the general Float path rounds it, so
    /// the two agree but for near-ties within Float error (at most 1/255 apart). The result
    /// is valid premultiplied (colour ≤ alpha) for valid premultiplied inputs.
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
        let n = count - vectorEnd
        if n > 0 {
            // The last `n` pixels take the eight-pixel Float arithmetic once, before the other
            // blocks (so no load waits on an overlapping store): on the span's last eight words
            // when it has eight, the lanes the blocks below own keeping their words; otherwise
            // on stack copies whose padding lanes are not stored back.
            let start = max(0, count - 8)
            var src = SIMD8<UInt32>(), dst = SIMD8<UInt32>(), others = SIMD8<UInt32>()
            var bytes: UInt64 = 0
            if count >= 8 {
                src = block(start)
                dst = d.loadUnaligned(fromByteOffset: start * 4, as: SIMD8<UInt32>.self)
                let fresh = UInt64.max << UInt64(8 * (8 - n))
                bytes = (coverage.map { UnsafeRawPointer($0).loadUnaligned(fromByteOffset: start, as: UInt64.self) } ?? .max) & fresh
                // All ones in the lanes below 8 − n (the sign bit of lane − (8 − n), spread), in
                // plain integer operations: a SIMD comparison with a scalar becomes a lane loop.
                let lanes = SIMD8<UInt32>(0, 1, 2, 3, 4, 5, 6, 7) &- SIMD8(repeating: UInt32(truncatingIfNeeded: 8 - n))
                others = SIMD8<UInt32>.zero &- (lanes &>> 31)
            } else {
                var lanes = (SIMD8<UInt32>(), SIMD8<UInt32>())
                withUnsafeMutableBytes(of: &lanes) { raw in
                    let words = raw.baseAddress!.assumingMemoryBound(to: UInt32.self)
                    for k in 0..<n { words[k] = pixel(k); words[8 + k] = destination[k] }
                }
                withUnsafeMutableBytes(of: &bytes) { raw in
                    for k in 0..<n { raw[k] = coverage?[k] ?? 255 }
                }
                (src, dst) = lanes
            }
            let out = (screen(src, dst, coverage: PixelWordMath.widen(bytes)) & ~others) | (dst & others)
            if count >= 8 {
                d.storeBytes(of: out, toByteOffset: start * 4, as: SIMD8<UInt32>.self)
            } else {
                withUnsafeBytes(of: out) { raw in
                    for k in 0..<n { destination[k] = raw.load(fromByteOffset: k * 4, as: UInt32.self) }
                }
                return
            }
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

    /// Eight pixels under coverage `c` (0…255 per lane): `D + round(S·c·(255 − D)/255²)` per
    /// channel, colour then clamped to alpha against rounding near ties.
    @inline(__always)
    private static func screen(_ s: SIMD8<UInt32>, _ d: SIMD8<UInt32>, coverage c: SIMD8<UInt32>) -> SIMD8<UInt32> {
        let k = float(c) * (1 / 65025)
        let alpha = screenChannel(s &>> 24, d &>> 24, k)
        var red = screenChannel(s & 0xFF, d & 0xFF, k)
        var green = screenChannel((s &>> 8) & 0xFF, (d &>> 8) & 0xFF, k)
        var blue = screenChannel((s &>> 16) & 0xFF, (d &>> 16) & 0xFF, k)
        red = red.replacing(with: alpha, where: red .> alpha)
        green = green.replacing(with: alpha, where: green .> alpha)
        blue = blue.replacing(with: alpha, where: blue .> alpha)
        return red | green &<< 8 | blue &<< 16 | alpha &<< 24
    }

    /// One channel (0…255 per lane) of eight pixels: `D + S·(255 − D)·k`, rounded to nearest.
    /// `S·(255 − D)` and `D` are exact in Float; only the product by `k` is rounded.
    @inline(__always)
    private static func screenChannel(_ s: SIMD8<UInt32>, _ d: SIMD8<UInt32>, _ k: SIMD8<Float>) -> SIMD8<UInt32> {
        let dc = float(d)
        let r = dc + float(s) * (255 - dc) * k
        // 1.5·2²³ leaves r (0…255) rounded to nearest in the low mantissa bits.
        return unsafeBitCast(r + 12_582_912, to: SIMD8<UInt32>.self) & 0xFF
    }

    /// Lanes below 2²³ as Float, by the exponent-bias trick (an integer conversion of a
    /// `SIMD8` may not be inlined, see TOOLCHAIN.md).
    @inline(__always)
    private static func float(_ x: SIMD8<UInt32>) -> SIMD8<Float> {
        unsafeBitCast(x | 0x4B00_0000, to: SIMD8<Float>.self) - 8_388_608
    }
}
