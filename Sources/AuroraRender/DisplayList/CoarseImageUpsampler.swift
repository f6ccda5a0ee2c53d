/// `CoarseImageUpsampler`: a coarse image enlarged by a whole factor with bilinear interpolation, separably and fast.
import AuroraGeometry
import AuroraRaster
import Foundation

/// Enlarges an image whose pixel `(u, v)` covers the device square from
/// `origin + (u − 1, v − 1)·k` (side `k`), sampling it bilinearly (transparent outside) at
/// every pixel centre of `rect`: each output row interpolates two coarse rows once, then each
/// pixel two neighbours of that row. Weights are 8-bit fixed point, two channels per multiply.
///
/// Output columns go in blocks of 8. At the factors 7 and 8 the wide blurs and materials use,
/// a block's columns lie on at most two neighbouring coarse columns, so each lane picks its pair
/// from three coarse pixels and the block is interpolated 8 pixels at a time with the same
/// arithmetic (identical output); other blocks, and the last few columns, go one at a time.
enum CoarseImageUpsampler {
    /// The enlarged image of `rect`, written into `reusing` when it has `rect`'s size (every
    /// pixel is overwritten) and into a new image otherwise.
    static func upsample(_ image: Pixmap, factor k: Int, origin: CGPoint, into rect: PixelRect, reusing: Pixmap? = nil,
                         threads: Int) -> Pixmap? {
        guard k >= 1 else { return nil }
        var output: Pixmap
        if let reusing, reusing.width == rect.width, reusing.height == rect.height {
            output = reusing
        } else {
            guard let fresh = try? Pixmap(width: rect.width, height: rect.height) else { return nil }
            output = fresh
        }
        output.withUnsafeMutablePixels { target in
            guard let base = target.baseAddress else { return }
            write(image, factor: k, origin: origin, rect: rect, into: base, stride: rect.width, threads: threads)
        }
        return output
    }

    /// Writes the enlarged image of `rect` into the `canvas` pixels (`stride` words a row, the
    /// canvas holding all of `rect`) at `rect`'s place; `false` (nothing written) for a factor below 1.
    static func upsample(_ image: Pixmap, factor k: Int, origin: CGPoint, into rect: PixelRect,
                         canvas: UnsafeMutableBufferPointer<UInt32>, stride: Int, threads: Int) -> Bool {
        guard k >= 1, rect.x >= 0, rect.y >= 0, rect.maxX <= stride, rect.maxY * stride <= canvas.count,
              let base = canvas.baseAddress else { return false }
        write(image, factor: k, origin: origin, rect: rect, into: base + rect.y * stride + rect.x, stride: stride, threads: threads)
        return true
    }

    /// The enlargement of `rect`: output row `y` starts at `base + y·stride`.
    private static func write(_ image: Pixmap, factor k: Int, origin: CGPoint, rect: PixelRect,
                              into base: UnsafeMutablePointer<UInt32>, stride outStride: Int, threads: Int) {
        let width = image.width, height = image.height, outWidth = rect.width, scale = 1 / Double(k)
        // Coarse sample coordinate of each output column: s = (D − origin)/k + 1 − ½ at D = centre.
        var columns = [Int](repeating: 0, count: outWidth), weights = [UInt32](repeating: 0, count: outWidth)
        for i in 0..<outWidth {
            let s = (Double(rect.x + i) + 0.5 - Double(origin.x)) * scale + 0.5
            let floor = s.rounded(.down)
            columns[i] = Int(max(-2, min(Double(width + 1), floor)))
            weights[i] = UInt32(((s - floor) * 256).rounded())
        }
        // Per block of 8 columns whose coarse columns are c or c + 1 (c the first's): the lanes on
        // c + 1, as all-ones words (a bitwise select: `replacing(with:where:)` goes lane by lane).
        let blocks = outWidth / 8
        var blockSteps = [SIMD8<UInt32>](repeating: .zero, count: blocks), blockFits = [Bool](repeating: false, count: blocks)
        for block in 0..<blocks {
            let first = columns[block * 8]
            var steps = SIMD8<UInt32>.zero, fits = true
            for lane in 0..<8 {
                let step = columns[block * 8 + lane] - first
                fits = fits && (step == 0 || step == 1)
                steps[lane] = step == 1 ? .max : 0
            }
            (blockSteps[block], blockFits[block]) = (steps, fits)
        }
        let originY = Double(origin.y), top = rect.y
        image.withUnsafePixels { source in
            do {
                guard let src = source.baseAddress else { return }
                let input = SendablePointer(readOnly: src), out = SendablePointer(base)
                columns.withUnsafeBufferPointer { columnIndex in
                    weights.withUnsafeBufferPointer { columnWeight in blockSteps.withUnsafeBufferPointer { blockStep in
                        blockFits.withUnsafeBufferPointer { blockFit in
                            guard let firstColumn = columnIndex.baseAddress, let firstWeight = columnWeight.baseAddress,
                                  let firstFit = blockFit.baseAddress else { return }
                            let cols = SendablePointer(readOnly: firstColumn), wts = SendablePointer(readOnly: firstWeight)
                            let fits = SendablePointer(readOnly: firstFit)
                            // Empty when there is no whole block (then it is never read).
                            let steps = blockStep.baseAddress.map { SendablePointer(readOnly: $0) }
                            ParallelLoop.forEachChunk(count: rect.height, threads: threads, chunksPerThread: 4) { rows in
                                // One interpolated coarse row, with transparent texels on each side (two
                                // after, so a block at the last column can read its third pixel).
                                var row = [UInt32](repeating: 0, count: width + 6)
                                row.withUnsafeMutableBufferPointer { blended in
                                    guard let blendedBase = blended.baseAddress else { return }
                                    for y in rows {
                                        let s = (Double(top + y) + 0.5 - originY) * scale + 0.5
                                        let floor = s.rounded(.down), fy = UInt32(((s - floor) * 256).rounded())
                                        let y0 = Int(max(-2, min(Double(height + 1), floor)))
                                        var x = 0
                                        if y0 >= 0, y0 + 1 < height {
                                            let upper = input.pointer + y0 * width, lower = upper + width
                                            let weight = SIMD8<UInt32>(repeating: fy), target = UnsafeMutableRawPointer(blendedBase + 2)
                                            while x + 8 <= width {
                                                let a = UnsafeRawPointer(upper + x).loadUnaligned(as: SIMD8<UInt32>.self)
                                                let b = UnsafeRawPointer(lower + x).loadUnaligned(as: SIMD8<UInt32>.self)
                                                target.storeBytes(of: lerp(a, b, weight), toByteOffset: x * 4, as: SIMD8<UInt32>.self)
                                                x += 8
                                            }
                                        }
                                        while x < width {
                                            let a = y0 >= 0 && y0 < height ? input.pointer[y0 * width + x] : 0
                                            let b = y0 + 1 >= 0 && y0 + 1 < height ? input.pointer[(y0 + 1) * width + x] : 0
                                            blended[x + 2] = lerp(a, b, fy)
                                            x += 1
                                        }
                                        let line = out.pointer + y * outStride
                                        for block in 0..<blocks {
                                            let i = block * 8
                                            if fits.pointer[block], let steps {
                                                let x0 = cols.pointer[i] + 2, second = steps.pointer[block]
                                                let low = SIMD8(repeating: blended[x0]), middle = SIMD8(repeating: blended[x0 + 1])
                                                let high = SIMD8(repeating: blended[x0 + 2])
                                                let left = low & ~second | middle & second, right = middle & ~second | high & second
                                                let w = UnsafeRawPointer(wts.pointer + i).loadUnaligned(as: SIMD8<UInt32>.self)
                                                UnsafeMutableRawPointer(line + i).storeBytes(of: lerp(left, right, w), as: SIMD8<UInt32>.self)
                                            } else {
                                                for x in i..<(i + 8) {
                                                    let x0 = cols.pointer[x] + 2
                                                    line[x] = lerp(blended[x0], blended[x0 + 1], wts.pointer[x])
                                                }
                                            }
                                        }
                                        for x in (blocks * 8)..<outWidth {
                                            let x0 = cols.pointer[x] + 2
                                            line[x] = lerp(blended[x0], blended[x0 + 1], wts.pointer[x])
                                        }
                                    }
                                }
                            }
                        }
                    } }
                }
            }
        }
    }

    /// `a + (b − a)·w/256` per 8-bit channel, two channels per multiply (w in 0…256).
    @inline(__always)
    private static func lerp(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
        let v = 256 &- w
        let redBlue = ((a & 0x00ff_00ff) &* v &+ (b & 0x00ff_00ff) &* w &+ 0x0080_0080) >> 8 & 0x00ff_00ff
        let greenAlpha = (((a >> 8) & 0x00ff_00ff) &* v &+ ((b >> 8) & 0x00ff_00ff) &* w &+ 0x0080_0080) & 0xff00_ff00
        return redBlue | greenAlpha
    }

    /// `lerp` on 8 pixels at once, each channel in a 16-bit lane: a channel's sum is at most
    /// 255 · 256 + 128, so the lanes hold what the 32-bit words above hold, and 16-bit multiplies
    /// need no more than SSE2 (32-bit ones are emulated there).
    @inline(__always)
    private static func lerp(_ a: SIMD8<UInt32>, _ b: SIMD8<UInt32>, _ w: SIMD8<UInt32>) -> SIMD8<UInt32> {
        let a = unsafeBitCast(a, to: SIMD16<UInt16>.self), b = unsafeBitCast(b, to: SIMD16<UInt16>.self)
        let w = unsafeBitCast(w | w &<< 16, to: SIMD16<UInt16>.self), v = 256 &- w
        let low = SIMD16<UInt16>(repeating: 0x00ff), round = SIMD16<UInt16>(repeating: 0x0080)
        let redBlue = ((a & low) &* v &+ (b & low) &* w &+ round) &>> 8
        let greenAlpha = ((a &>> 8) &* v &+ (b &>> 8) &* w &+ round) & SIMD16<UInt16>(repeating: 0xff00)
        return unsafeBitCast(redBlue | greenAlpha, to: SIMD8<UInt32>.self)
    }
}
