/// `BackdropImage`: a region of what was drawn, reduced, blurred, saturated and tinted on a coarse grid — a material's pixels.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import Foundation

/// Makes the coarse image of a backdrop recipe over `source` (device pixels of `pixels`), for a
/// reduction factor `k` of 1…8 (`nil` otherwise).
///
/// Pixel `(u, v)` of the result is the mean of the `k × k` device pixels from
/// `source.origin + (u − 1, v − 1)·k` (cut at the source's edges), so the image has one
/// pixel of padding on each side, a copy of its neighbour: what `CoarseImageUpsampler`
/// expects, and what keeps a material opaque up to the canvas edge. It is then blurred by
/// σ/k with clamped edges (a backdrop at the screen edge shows no dark fringe), and its colour
/// is saturated and tinted. The three steps are linear in premultiplied colour, so doing them
/// on the coarse grid and enlarging after gives the same result as at full size, up to the
/// box of width `k` the reduction adds (variance k²/12, under 1% of σ² for σ ≥ 6k).
enum BackdropImage {
    static func make(from pixels: Pixmap, source: PixelRect, factor k: Int, sigma: Float,
                     recipe: DisplayList.Backdrop, threads: Int) -> Pixmap? {
        guard (1...8).contains(k), !source.isEmpty, source.x >= 0, source.y >= 0, source.maxX <= pixels.width, source.maxY <= pixels.height
        else { return nil }
        let cells = (width: (source.width + k - 1) / k, height: (source.height + k - 1) / k)
        guard var coarse = try? Pixmap(width: cells.width + 2, height: cells.height + 2) else { return nil }
        reduce(pixels, source: source, factor: k, into: &coarse, threads: threads)
        GaussianBlur(sigma: sigma / Float(k), edges: .clamp).apply(to: &coarse, threads: threads)
        tint(&coarse, recipe: recipe)
        return coarse
    }

    /// Box-averages `source` into the interior of `coarse`, then copies the edge cells outward.
    private static func reduce(_ pixels: Pixmap, source: PixelRect, factor k: Int, into coarse: inout Pixmap, threads: Int) {
        let stride = pixels.width, coarseWidth = coarse.width, cellColumns = coarse.width - 2, cellRows = coarse.height - 2
        pixels.withUnsafePixels { input in
            coarse.withUnsafeMutablePixels { output in
                guard let inBase = input.baseAddress, let outBase = output.baseAddress else { return }
                let from = SendablePointer(readOnly: inBase), to = SendablePointer(outBase)
                ParallelLoop.forEachChunk(count: cellRows, threads: threads, chunksPerThread: 4) { cellRowRange in
                    // Per source column, then per cell, red+blue and green+alpha as two 16-bit lanes of
                    // one word each: at most 8 × 8 pixels of 255 is 16,320, so the lanes never carry
                    // into each other. The k rows are summed down each column first, 8 columns at a
                    // time, then each cell adds its k columns: the same integer sums as cell by cell.
                    let columns = source.width, blocks = columns / 8, mask = SIMD8<UInt32>(repeating: 0x00ff_00ff)
                    let redBlue = UnsafeMutablePointer<UInt32>.allocate(capacity: columns)
                    let greenAlpha = UnsafeMutablePointer<UInt32>.allocate(capacity: columns)
                    defer {
                        redBlue.deallocate()
                        greenAlpha.deallocate()
                    }
                    for v in cellRowRange {
                        redBlue.initialize(repeating: 0, count: columns)
                        greenAlpha.initialize(repeating: 0, count: columns)
                        let y0 = source.y + v * k, y1 = min(source.maxY, y0 + k)
                        for y in y0..<y1 {
                            let row = from.pointer + y * stride + source.x
                            for block in 0..<blocks {
                                let x = block * 8
                                let p = UnsafeRawPointer(row + x).loadUnaligned(as: SIMD8<UInt32>.self)
                                let rb = UnsafeMutableRawPointer(redBlue + x), ga = UnsafeMutableRawPointer(greenAlpha + x)
                                rb.storeBytes(of: rb.loadUnaligned(as: SIMD8<UInt32>.self) &+ (p & mask), as: SIMD8<UInt32>.self)
                                ga.storeBytes(of: ga.loadUnaligned(as: SIMD8<UInt32>.self) &+ (p &>> 8 & mask), as: SIMD8<UInt32>.self)
                            }
                            for x in (blocks * 8)..<columns {
                                let p = row[x]
                                redBlue[x] &+= p & 0x00ff_00ff
                                greenAlpha[x] &+= (p >> 8) & 0x00ff_00ff
                            }
                        }
                        let line = to.pointer + (v + 1) * coarseWidth + 1
                        for u in 0..<cellColumns {
                            let x0 = u * k, x1 = min(columns, x0 + k)
                            var rb: UInt32 = 0, ga: UInt32 = 0
                            for x in x0..<x1 {
                                rb &+= redBlue[x]
                                ga &+= greenAlpha[x]
                            }
                            let count = UInt32((x1 - x0) * (y1 - y0))
                            let half = count / 2
                            func mean(_ s: UInt32) -> UInt32 { min(255, (s &+ half) / count) }
                            line[u] = mean(rb & 0xFFFF) | mean(ga & 0xFFFF) << 8 | mean(rb >> 16) << 16 | mean(ga >> 16) << 24
                        }
                    }
                }
                // The padding: each border cell copies its inner neighbour (corners included).
                let height = cellRows + 2
                for v in 1...cellRows {
                    let line = outBase + v * coarseWidth
                    line[0] = line[1]
                    line[coarseWidth - 1] = line[coarseWidth - 2]
                }
                outBase.update(from: outBase + coarseWidth, count: coarseWidth)
                (outBase + (height - 1) * coarseWidth).update(from: outBase + (height - 2) * coarseWidth, count: coarseWidth)
            }
        }
    }

    /// Saturates then tints every pixel, in premultiplied colour: the saturation matrix (rows
    /// summing to 1, no offset) commutes with premultiplication; the tint is composited source-over.
    private static func tint(_ image: inout Pixmap, recipe: DisplayList.Backdrop) {
        let saturation = Float(recipe.saturation.isFinite ? max(0, recipe.saturation) : 1)
        let m = ColorMatrix.saturation(saturation)
        let rows = (SIMD4<Float>(m.r1, m.g1, m.b1, 0), SIMD4<Float>(m.r2, m.g2, m.b2, 0), SIMD4<Float>(m.r3, m.g3, m.b3, 0))
        func unit(_ v: Float) -> Float { v.isFinite ? min(max(v, 0), 1) : 0 }
        let t = recipe.tint, tintAlpha = unit(t.alpha)
        let tintPremultiplied = SIMD4<Float>(unit(t.red), unit(t.green), unit(t.blue), 1) * (tintAlpha * 255)
        let keep = 1 - tintAlpha
        image.withUnsafeMutablePixels { pixels in
            for i in pixels.indices {
                let p = pixels[i]
                let c = SIMD4<Float>(Float(p & 0xFF), Float((p >> 8) & 0xFF), Float((p >> 16) & 0xFF), Float(p >> 24))
                var s = rows.0 * c.x + rows.1 * c.y + rows.2 * c.z
                s.w = c.w
                // Keep colour within 0…alpha, as premultiplied colour must be.
                let limit = SIMD4<Float>(repeating: c.w)
                s = s.replacing(with: 0, where: s .< 0).replacing(with: limit, where: s .> limit)
                let out = tintPremultiplied + s * keep + 0.5
                pixels[i] = UInt32(min(255, out.x)) | UInt32(min(255, out.y)) << 8 | UInt32(min(255, out.z)) << 16 | UInt32(min(255, out.w)) << 24
            }
        }
    }
}
