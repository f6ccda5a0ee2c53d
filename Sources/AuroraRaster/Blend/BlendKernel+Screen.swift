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
        var i = 0
        if let coverage {
            let c = UnsafeRawPointer(coverage)
            while i < vectorEnd {
                let bytes = c.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                if bytes != 0 {
                    let dst = d.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<UInt32>.self)
                    let out = bytes == .max ? screen(block(i), dst)
                                            : screen(block(i), dst, coverage: PixelWordMath.widen(coverage + i))
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
        while i < count {
            let k = coverage.map { UInt32($0[i]) } ?? 255
            if k != 0 { destination[i] = screen(pixel(i), destination[i], coverage: k) }
            i += 1
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

    /// One pixel under coverage `c` (0…255), with the same Float operations as the eight-pixel
    /// path, one channel per lane.
    @inline(__always)
    private static func screen(_ s: UInt32, _ d: UInt32, coverage c: UInt32) -> UInt32 {
        let k = Float(c) * (1 / 65025)
        let dc = float(d), r = dc + float(s) * (255 - dc) * k
        var q = unsafeBitCast(r + 12_582_912, to: SIMD4<UInt32>.self) & 0xFF
        let alpha = SIMD4<UInt32>(repeating: q.w)
        q = q.replacing(with: alpha, where: q .> alpha)
        return q.x | q.y << 8 | q.z << 16 | q.w << 24
    }

    /// The channels of one pixel as Float lanes `(r, g, b, a)` in 0…255.
    @inline(__always)
    private static func float(_ word: UInt32) -> SIMD4<Float> {
        let b = unsafeBitCast(word, to: SIMD4<UInt8>.self)
        let bytes = SIMD4<UInt32>(UInt32(b[0]), UInt32(b[1]), UInt32(b[2]), UInt32(b[3]))
        return unsafeBitCast(bytes | 0x4B00_0000, to: SIMD4<Float>.self) - 8_388_608
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
