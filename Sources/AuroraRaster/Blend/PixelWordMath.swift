/// Integer arithmetic on premultiplied RGBA8 words, eight pixels at a time.

/// Multiplications of packed RGBA8 pixels by 0...255 factors with exact rounding, done as
/// sixteen 16-bit lanes (two channels per 32-bit pixel) so they compile to plain SSE2.
enum PixelWordMath {
    /// Each channel of each pixel times its factor `k` (0...255) divided by 255, rounded to nearest.
    @inline(__always)
    static func scale(_ pixels: SIMD8<UInt32>, by k: SIMD8<UInt32>) -> SIMD8<UInt32> {
        let factors = unsafeBitCast(k | (k &<< 16), to: SIMD16<UInt16>.self)
        let redBlue = unsafeBitCast(pixels & 0x00FF_00FF, to: SIMD16<UInt16>.self)
        let greenAlpha = unsafeBitCast((pixels &>> 8) & 0x00FF_00FF, to: SIMD16<UInt16>.self)
        let rb = divide255(redBlue &* factors &+ 128)
        let ga = divide255(greenAlpha &* factors &+ 128)
        return unsafeBitCast(rb, to: SIMD8<UInt32>.self) | (unsafeBitCast(ga, to: SIMD8<UInt32>.self) &<< 8)
    }

    /// `x / 255` rounded, for `x` already biased by 128: `(x + (x >> 8)) >> 8`.
    @inline(__always)
    static func divide255(_ x: SIMD16<UInt16>) -> SIMD16<UInt16> {
        (x &+ (x &>> 8)) &>> 8
    }

    /// One pixel's channels times `k` (0...255) divided by 255, rounded to nearest.
    @inline(__always)
    static func scale(_ pixel: UInt32, by k: UInt32) -> UInt32 {
        var rb = (pixel & 0x00FF_00FF) &* k &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ga = ((pixel >> 8) & 0x00FF_00FF) &* k &+ 0x0080_0080
        ga = (ga &+ ((ga >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ga
    }

    /// Source-over of one premultiplied pixel: `s + d·(255 − sa)/255`.
    @inline(__always)
    static func sourceOver(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        source &+ scale(destination, by: 255 &- (source >> 24))
    }

    /// Source-over of eight premultiplied pixels.
    @inline(__always)
    static func sourceOver(_ source: SIMD8<UInt32>, _ destination: SIMD8<UInt32>) -> SIMD8<UInt32> {
        source &+ scale(destination, by: 255 &- (source &>> 24))
    }

    /// Eight coverage bytes widened to 32-bit lanes.
    @inline(__always)
    static func widen(_ p: UnsafePointer<UInt8>) -> SIMD8<UInt32> {
        SIMD8(UInt32(p[0]), UInt32(p[1]), UInt32(p[2]), UInt32(p[3]),
              UInt32(p[4]), UInt32(p[5]), UInt32(p[6]), UInt32(p[7]))
    }
}
