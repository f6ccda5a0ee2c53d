/// `CoarseImageUpsampler`: a coarse image enlarged by a whole factor with bilinear interpolation, separably and fast.
import AuroraGeometry
import AuroraRaster
import Foundation

/// Enlarges an image whose pixel `(u, v)` covers the device square from
/// `origin + (u − 1, v − 1)·k` (side `k`), sampling it bilinearly (transparent outside) at
/// every pixel centre of `rect`: each output row interpolates two coarse rows once, then each
/// pixel two neighbours of that row. Weights are 8-bit fixed point, two channels per multiply.
///
/// At the factor 8 the widest blurs and every material use, the columns fall into runs of 8
/// that share their two coarse neighbours and step through the weights 16, 48, …, 240 (when
/// the origin is a whole pixel): such a run is interpolated 8 pixels at a time, with the same
/// arithmetic, so the output is identical.
enum CoarseImageUpsampler {
    /// The weights of a run of 8 columns between the same two coarse pixels, factor 8.
    private static let runWeights = SIMD8<UInt32>(16, 48, 80, 112, 144, 176, 208, 240)

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
        // Where a run of 8 columns with the run weights starts (factor 8 only).
        var runStarts = [Bool](repeating: false, count: outWidth)
        if k == 8, outWidth >= 8 {
            for i in 0...(outWidth - 8) where weights[i] == runWeights[0] && columns[i + 7] == columns[i] {
                runStarts[i] = (1..<8).allSatisfy { weights[i + $0] == runWeights[$0] }
            }
        }
        let originY = Double(origin.y), top = rect.y
        image.withUnsafePixels { source in
            do {
                guard let src = source.baseAddress else { return }
                let input = SendablePointer(readOnly: src), out = SendablePointer(base)
                columns.withUnsafeBufferPointer { columnIndex in
                    weights.withUnsafeBufferPointer { columnWeight in runStarts.withUnsafeBufferPointer { runStart in
                        guard let firstColumn = columnIndex.baseAddress, let firstWeight = columnWeight.baseAddress,
                              let firstRun = runStart.baseAddress else { return }
                        let cols = SendablePointer(readOnly: firstColumn), wts = SendablePointer(readOnly: firstWeight)
                        let runs = SendablePointer(readOnly: firstRun)
                        ParallelLoop.forEachChunk(count: rect.height, threads: threads, chunksPerThread: 4) { rows in
                            // One interpolated coarse row, with a transparent texel on each side.
                            var row = [UInt32](repeating: 0, count: width + 5)
                            row.withUnsafeMutableBufferPointer { blended in
                                for y in rows {
                                    let s = (Double(top + y) + 0.5 - originY) * scale + 0.5
                                    let floor = s.rounded(.down), fy = UInt32(((s - floor) * 256).rounded())
                                    let y0 = Int(max(-2, min(Double(height + 1), floor)))
                                    for x in 0..<width {
                                        let a = y0 >= 0 && y0 < height ? input.pointer[y0 * width + x] : 0
                                        let b = y0 + 1 >= 0 && y0 + 1 < height ? input.pointer[(y0 + 1) * width + x] : 0
                                        blended[x + 2] = lerp(a, b, fy)
                                    }
                                    let line = out.pointer + y * outStride
                                    var i = 0
                                    while i < outWidth {
                                        let x0 = cols.pointer[i] + 2
                                        if runs.pointer[i] {
                                            let run = lerp(SIMD8(repeating: blended[x0]), SIMD8(repeating: blended[x0 + 1]), runWeights)
                                            UnsafeMutableRawPointer(line + i).storeBytes(of: run, as: SIMD8<UInt32>.self)
                                            i += 8
                                        } else {
                                            line[i] = lerp(blended[x0], blended[x0 + 1], wts.pointer[i])
                                            i += 1
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

    /// `lerp` on 8 pixels at once, lane by lane.
    @inline(__always)
    private static func lerp(_ a: SIMD8<UInt32>, _ b: SIMD8<UInt32>, _ w: SIMD8<UInt32>) -> SIMD8<UInt32> {
        let v = 256 &- w, mask = SIMD8<UInt32>(repeating: 0x00ff_00ff), round = SIMD8<UInt32>(repeating: 0x0080_0080)
        let redBlue = ((a & mask) &* v &+ (b & mask) &* w &+ round) &>> 8 & mask
        let greenAlpha = ((a &>> 8 & mask) &* v &+ (b &>> 8 & mask) &* w &+ round) & SIMD8<UInt32>(repeating: 0xff00_ff00)
        return redBlue | greenAlpha
    }
}
