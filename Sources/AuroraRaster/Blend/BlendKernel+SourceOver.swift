/// The exact integer source-over path: the hot compositing loop of every normal-mode draw.
import CAuroraKernels

extension BlendKernel {
    /// Composites `count` premultiplied `source` words onto `destination` with source-over,
    /// scaled by optional per-pixel `coverage` (0…255, `nil` meaning 255).
    ///
    /// Each channel is `round((S·c + D·(255 − Sa′)) / 255)` with `Sa′ = round(Sa·c/255)`, computed
    /// two channels per 32-bit lane (the `0x00FF00FF` trick), eight pixels at a time. It matches
    /// the Float definition `D + (S + D·(1−Sa) − D)·c/255` within 1/255. The source must be valid
    /// premultiplied (colour ≤ alpha); otherwise channels may carry into their neighbours.
    package static func sourceOver(source: UnsafePointer<UInt32>, coverage: UnsafePointer<UInt8>?,
                                   destination: UnsafeMutablePointer<UInt32>, count: Int) {
        guard count > 0 else { return }
        // AVX2 where the CPU has it: the same words, eight pixels per instruction.
        if aurora_source_over(source, coverage, destination, count) { return }
        let vectorEnd = count & ~7
        let s = UnsafeRawPointer(source), d = UnsafeMutableRawPointer(destination)
        var i = 0
        if let coverage {
            let c = UnsafeRawPointer(coverage)
            while i < vectorEnd {
                let src = s.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<UInt32>.self)
                let covered = c.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                // Transparent or uncovered pixels leave the destination as it is (the formula gives D exactly).
                if covered == 0 || isTransparent(src) {
                    i += 8
                    continue
                }
                // Fully covered opaque pixels replace the destination (the formula gives S exactly).
                if covered == .max && isOpaque(src) {
                    d.storeBytes(of: src, toByteOffset: i * 4, as: SIMD8<UInt32>.self)
                    i += 8
                    continue
                }
                let dst = d.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<UInt32>.self)
                if covered == .max {
                    // Coverage 255 makes `Sa′` exactly `Sa` and `S·255/255` exactly `S`: the
                    // uncovered formula's words, with fewer multiplies.
                    d.storeBytes(of: over(src, dst), toByteOffset: i * 4, as: SIMD8<UInt32>.self)
                    i += 8
                    continue
                }
                d.storeBytes(of: over(src, dst, PixelWordMath.widen(covered)), toByteOffset: i * 4, as: SIMD8<UInt32>.self)
                i += 8
            }
            while i < count {
                destination[i] = over(source[i], destination[i], UInt32(coverage[i]))
                i += 1
            }
        } else {
            while i < vectorEnd {
                let src = s.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<UInt32>.self)
                // Transparent pixels leave the destination as it is (the formula gives D exactly).
                if isTransparent(src) {
                    i += 8
                    continue
                }
                if isOpaque(src) {
                    d.storeBytes(of: src, toByteOffset: i * 4, as: SIMD8<UInt32>.self)
                    i += 8
                    continue
                }
                let dst = d.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<UInt32>.self)
                d.storeBytes(of: over(src, dst), toByteOffset: i * 4, as: SIMD8<UInt32>.self)
                i += 8
            }
            while i < count {
                destination[i] = over(source[i], destination[i], 255)
                i += 1
            }
        }
    }

    /// Composites `count` premultiplied `source` words onto `destination` with source-over at a
    /// constant `opacity` (0…255): the same arithmetic as a constant coverage, without reading one.
    package static func sourceOver(source: UnsafePointer<UInt32>, opacity: UInt32,
                                   destination: UnsafeMutablePointer<UInt32>, count: Int) {
        guard opacity < 255 else {
            sourceOver(source: source, coverage: nil, destination: destination, count: count)
            return
        }
        if aurora_source_over_opacity(source, opacity, destination, count) { return }
        let vectorEnd = count & ~7
        let s = UnsafeRawPointer(source), d = UnsafeMutableRawPointer(destination)
        let factors = SIMD8<UInt32>(repeating: opacity)
        var i = 0
        while i < vectorEnd {
            let src = s.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<UInt32>.self)
            let dst = d.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<UInt32>.self)
            d.storeBytes(of: over(src, dst, factors), toByteOffset: i * 4, as: SIMD8<UInt32>.self)
            i += 8
        }
        while i < count {
            destination[i] = over(source[i], destination[i], opacity)
            i += 1
        }
    }

    /// Whether all eight words have alpha 255.
    @inline(__always)
    private static func isOpaque(_ s: SIMD8<UInt32>) -> Bool {
        (s[0] & s[1] & s[2] & s[3] & s[4] & s[5] & s[6] & s[7]) >= 0xFF00_0000
    }

    /// Whether all eight words are zero.
    @inline(__always)
    private static func isTransparent(_ s: SIMD8<UInt32>) -> Bool {
        (s[0] | s[1] | s[2] | s[3] | s[4] | s[5] | s[6] | s[7]) == 0
    }

    /// Eight pixels with coverage: one rounding per channel of `S·c + D·(255 − Sa′)`.
    @inline(__always)
    private static func over(_ s: SIMD8<UInt32>, _ d: SIMD8<UInt32>, _ c: SIMD8<UInt32>) -> SIMD8<UInt32> {
        let t = PixelWordMath.halfProducts(s &>> 24, c) &+ 128
        let inverse = 255 &- ((t &+ (t &>> 8)) &>> 8)
        let c2 = c | c &<< 16, inverse2 = inverse | inverse &<< 16
        let rb = PixelWordMath.divide255(PixelWordMath.halfProducts(s & 0x00FF_00FF, c2)
                                         &+ PixelWordMath.halfProducts(d & 0x00FF_00FF, inverse2))
        let ag = PixelWordMath.divide255(PixelWordMath.halfProducts((s &>> 8) & 0x00FF_00FF, c2)
                                         &+ PixelWordMath.halfProducts((d &>> 8) & 0x00FF_00FF, inverse2))
        return rb | ag &<< 8
    }

    /// Eight pixels at full coverage: `S + round(D·(255 − Sa)/255)`.
    @inline(__always)
    private static func over(_ s: SIMD8<UInt32>, _ d: SIMD8<UInt32>) -> SIMD8<UInt32> {
        PixelWordMath.sourceOver(s, d)
    }

    /// One pixel, with the same arithmetic as the vector paths.
    @inline(__always)
    private static func over(_ s: UInt32, _ d: UInt32, _ c: UInt32) -> UInt32 {
        let t = (s >> 24) &* c &+ 128
        let inverse = 255 &- ((t &+ (t >> 8)) >> 8)
        let rb = PixelWordMath.divide255((s & 0x00FF_00FF) &* c &+ (d & 0x00FF_00FF) &* inverse)
        let ag = PixelWordMath.divide255(((s >> 8) & 0x00FF_00FF) &* c &+ ((d >> 8) & 0x00FF_00FF) &* inverse)
        return rb | ag << 8
    }
}
