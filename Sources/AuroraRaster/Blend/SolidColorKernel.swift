/// Solid colour fills: one premultiplied colour composited under per-pixel coverage.
import CAuroraKernels

/// The fast path for the most common fill: a constant colour, source-over.
enum SolidColorKernel {
    /// Composites `color` (a premultiplied word) over `count` destination pixels, weighted by
    /// `coverage` (0...255 each; `nil` means fully covered).
    static func sourceOver(color: UInt32, coverage: UnsafePointer<UInt8>?, destination: UnsafeMutablePointer<UInt32>, count: Int) {
        guard let coverage else {
            if color >> 24 == 255 {
                destination.update(repeating: color, count: count)
            } else {
                let inverse = 255 &- (color >> 24)
                let colors = SIMD8<UInt32>(repeating: color), inverses = SIMD8<UInt32>(repeating: inverse)
                var i = 0
                while i + 8 <= count {
                    let out = UnsafeMutableRawPointer(destination + i)
                    let d = out.loadUnaligned(as: SIMD8<UInt32>.self)
                    out.storeBytes(of: colors &+ PixelWordMath.scale(d, by: inverses), as: SIMD8<UInt32>.self)
                    i += 8
                }
                while i < count {
                    destination[i] = color &+ PixelWordMath.scale(destination[i], by: inverse)
                    i += 1
                }
            }
            return
        }
        // AVX2 where the CPU has it: the same words, eight pixels per instruction.
        if aurora_solid_source_over(color, coverage, destination, count) { return }
        let opaque = color >> 24 == 255
        let colors = SIMD8<UInt32>(repeating: color)
        let inverses = SIMD8<UInt32>(repeating: 255 &- (color >> 24))
        var i = 0
        while i + 8 <= count {
            let bytes = UnsafeRawPointer(coverage + i).loadUnaligned(as: UInt64.self)
            if bytes == 0 { i += 8; continue }
            let out = UnsafeMutableRawPointer(destination + i)
            if bytes == .max {
                // Fully covered: the colour as is, no per-pixel scaling.
                if opaque {
                    out.storeBytes(of: colors, as: SIMD8<UInt32>.self)
                } else {
                    let d = out.loadUnaligned(as: SIMD8<UInt32>.self)
                    out.storeBytes(of: colors &+ PixelWordMath.scale(d, by: inverses), as: SIMD8<UInt32>.self)
                }
                i += 8
                continue
            }
            let source = PixelWordMath.scale(colors, by: PixelWordMath.widen(coverage + i))
            let d = out.loadUnaligned(as: SIMD8<UInt32>.self)
            out.storeBytes(of: PixelWordMath.sourceOver(source, d), as: SIMD8<UInt32>.self)
            i += 8
        }
        while i < count {
            let c = UInt32(coverage[i])
            if c != 0 {
                destination[i] = PixelWordMath.sourceOver(PixelWordMath.scale(color, by: c), destination[i])
            }
            i += 1
        }
    }
}
