/// Integer arithmetic on premultiplied RGBA8 words, eight pixels at a time or one.

/// Multiplications of packed RGBA8 pixels by 0...255 factors with exact rounding. Each 32-bit
/// pixel is split into two words of two 16-bit halves (red and blue, green and alpha), so
/// the vector forms compile to plain SSE2 16-bit multiplies and shifts.
enum PixelWordMath {
    /// The products of the 16-bit halves of each lane (each half below 256, so no product
    /// overflows its half): one SSE2 `pmullw`, where a 32-bit lane multiply is not in the
    /// baseline instruction set and becomes several instructions.
    @inline(__always)
    static func halfProducts(_ a: SIMD8<UInt32>, _ b: SIMD8<UInt32>) -> SIMD8<UInt32> {
        unsafeBitCast(unsafeBitCast(a, to: SIMD16<UInt16>.self) &* unsafeBitCast(b, to: SIMD16<UInt16>.self),
                      to: SIMD8<UInt32>.self)
    }

    /// `round(x / 255)` for each 16-bit half of each lane, exact for halves up to 65152.
    @inline(__always)
    static func divide255(_ x: SIMD8<UInt32>) -> SIMD8<UInt32> {
        let t = x &+ 0x0080_0080
        return ((t &+ ((t &>> 8) & 0x00FF_00FF)) &>> 8) & 0x00FF_00FF
    }

    /// `round(x / 255)` for each 16-bit half of `x`, exact for halves up to 65152.
    @inline(__always)
    static func divide255(_ x: UInt32) -> UInt32 {
        let t = x &+ 0x0080_0080
        return ((t &+ ((t >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    }

    /// Each channel of each pixel times its factor `k` (0...255) divided by 255, rounded to nearest.
    @inline(__always)
    static func scale(_ pixels: SIMD8<UInt32>, by k: SIMD8<UInt32>) -> SIMD8<UInt32> {
        let factors = k | k &<< 16
        let redBlue = divide255(halfProducts(pixels & 0x00FF_00FF, factors))
        let greenAlpha = divide255(halfProducts((pixels &>> 8) & 0x00FF_00FF, factors))
        return redBlue | greenAlpha &<< 8
    }

    /// One pixel's channels times `k` (0...255) divided by 255, rounded to nearest.
    @inline(__always)
    static func scale(_ pixel: UInt32, by k: UInt32) -> UInt32 {
        divide255((pixel & 0x00FF_00FF) &* k) | divide255(((pixel >> 8) & 0x00FF_00FF) &* k) << 8
    }

    /// The products of corresponding channels of two pixels each divided by 255, rounded to
    /// nearest (`a·b/255` per channel, alpha included), eight pixels at a time.
    @inline(__always)
    static func channelProducts(_ a: SIMD8<UInt32>, _ b: SIMD8<UInt32>) -> SIMD8<UInt32> {
        let redBlue = divide255(halfProducts(a & 0x00FF_00FF, b & 0x00FF_00FF))
        let greenAlpha = divide255(halfProducts((a &>> 8) & 0x00FF_00FF, (b &>> 8) & 0x00FF_00FF))
        return redBlue | greenAlpha &<< 8
    }

    /// The products of corresponding channels of two pixels each divided by 255, rounded to
    /// nearest: `channelProducts` for one pixel.
    @inline(__always)
    static func channelProducts(_ a: UInt32, _ b: UInt32) -> UInt32 {
        // Each 16-bit half of a product word holds one channel's product (below 2¹⁶).
        func products(_ shift: UInt32) -> UInt32 {
            (((a >> shift) & 0xFF) &* ((b >> shift) & 0xFF)) | ((((a >> (shift + 16)) & 0xFF) &* ((b >> (shift + 16)) & 0xFF)) << 16)
        }
        return divide255(products(0)) | divide255(products(8)) << 8
    }

    /// Writes `count` pixels of `source`, each times `k` (0...255) divided by 255, to `output`.
    @inline(__always)
    static func scale(_ source: UnsafePointer<UInt32>, by k: UInt32, count: Int, into output: UnsafeMutablePointer<UInt32>) {
        for i in 0..<count { output[i] = scale(source[i], by: k) }
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

    /// Eight coverage bytes, packed little-endian in a word, widened to 32-bit lanes.
    @inline(__always)
    static func widen(_ bytes: UInt64) -> SIMD8<UInt32> {
        let b = unsafeBitCast(bytes, to: SIMD8<UInt8>.self)
        return SIMD8(UInt32(b[0]), UInt32(b[1]), UInt32(b[2]), UInt32(b[3]),
                     UInt32(b[4]), UInt32(b[5]), UInt32(b[6]), UInt32(b[7]))
    }
}
