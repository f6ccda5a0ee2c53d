/// `GaussianBlur`: a separable Gaussian blur whose cost does not grow with its radius.
import Foundation

/// A Gaussian blur of standard deviation `sigma` device pixels.
///
/// SwiftUI's `blur(radius:)` and `GraphicsContext.Filter.blur(radius:)` pass their radius to
/// Core Animation's Gaussian blur unchanged (as the open reimplementations show), and Apple's
/// Gaussian blurs (`CIGaussianBlur`'s `inputRadius`, the CSS `blur()` that WebKit maps onto the
/// same filter) treat that number as the standard deviation, so `init(radius:)` uses σ = radius.
///
/// From σ = 3 on, the blur is a recursive filter run forwards and backwards along each row and
/// column (`RecursiveGaussian`): within 0.3% of a true Gaussian, a fixed few multiply-adds per
/// pixel whatever σ is. Below that, the sampled Gaussian kernel (at most 19 taps).
public struct GaussianBlur: Hashable, Sendable {
    /// What lies beyond the layer's edges.
    public enum Edges: Hashable, Sendable {
        /// Transparency: the blur fades out at the edges (SwiftUI's default).
        case transparent
        /// The edge pixels repeated outward, so the result stays opaque (`opaque: true`).
        case clamp
    }

    /// The largest σ honoured, in pixels; larger values blur as this one (the result is
    /// already a near-uniform wash at this size).
    public static let maximumSigma: Float = 1000

    /// The standard deviation, in device pixels. Negative or NaN means no blur.
    public var sigma: Float
    /// What lies beyond the edges. Default: `.transparent`.
    public var edges: Edges

    /// Creates a blur of standard deviation `sigma`.
    public init(sigma: Float, edges: Edges = .transparent) {
        self.sigma = sigma
        self.edges = edges
    }

    /// The blur for SwiftUI's `blur(radius:opaque:)`: σ = radius, clamped edges when opaque.
    public init(radius: Float, opaque: Bool = false) {
        self.init(sigma: radius, edges: opaque ? .clamp : .transparent)
    }

    /// The σ actually used: 0 for no blur.
    var effectiveSigma: Float { sigma.isNaN || sigma <= 0 ? 0 : min(sigma, Self.maximumSigma) }

    /// Blurs `pixmap` in place, rows then columns, on up to `threads` threads.
    package func apply(to pixmap: inout Pixmap, threads: Int) {
        let sigma = effectiveSigma
        guard sigma > 0 else { return }
        let width = pixmap.width, height = pixmap.height, edges = self.edges
        pixmap.withUnsafeMutablePixels { pixels in
            guard let base = pixels.baseAddress else { return }
            let frame = SendablePointer(base)
            switch BlurPlan(sigma: sigma) {
            case .kernel(let weights):
                Self.forEachLine(pixels: base, width: width, height: height, lanes: KernelBlurLine.lanes, threads: threads) { length in
                    KernelBlurLine(length: length, weights: weights)
                } blur: { line, offset, count, laneStride, step in
                    line.blur(frame.pointer + offset, count: count, laneStride: laneStride, step: step, edges: edges)
                }
            case .recursive(let filter):
                Self.forEachLine(pixels: base, width: width, height: height, lanes: RecursiveGaussianLine.lanes, threads: threads) { length in
                    RecursiveGaussianLine(length: length, filter: filter)
                } blur: { line, offset, count, laneStride, step in
                    line.blur(frame.pointer + offset, count: count, laneStride: laneStride, step: step, edges: edges)
                }
            }
        }
    }

    /// Runs `blur` over every row, then every column, `lanes` lines at a time, with one
    /// `makeLine(length)` buffer per worker. `blur` gets the first word's offset, the number of
    /// lines, the distance between lines and the distance between a line's words.
    ///
    /// Transparent rows above and below everything else are left out of the row pass: either
    /// kind of edge blurs a transparent row into the same transparent row (every term is zero).
    /// Glyphs and small views are filtered with a margin of 3σ on each side, so these rows are
    /// often half of the image.
    private static func forEachLine<Line>(
        pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, lanes: Int, threads: Int,
        makeLine: @Sendable (Int) -> Line,
        blur: @Sendable (inout Line, _ offset: Int, _ count: Int, _ laneStride: Int, _ step: Int) -> Void
    ) {
        let threads = ParallelLoop.threads(threads, forPixels: width * height)
        let rows = paintedRows(pixels, width: width, height: height)
        ParallelLoop.forEachChunk(count: (rows.count + lanes - 1) / lanes, threads: threads) { groups in
            var line = makeLine(width)
            for group in groups {
                let y = rows.lowerBound + group * lanes
                blur(&line, y * width, min(lanes, rows.upperBound - y), width, 1)
            }
        }
        guard !rows.isEmpty else { return }
        ParallelLoop.forEachChunk(count: (width + lanes - 1) / lanes, threads: threads) { strips in
            var line = makeLine(height)
            for strip in strips {
                let x = strip * lanes
                blur(&line, x, min(lanes, width - x), 1, width)
            }
        }
    }

    /// The rows from the first to the last that hold a pixel other than transparent black
    /// (empty when none does).
    private static func paintedRows(_ pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int) -> Range<Int> {
        func isClear(_ y: Int) -> Bool {
            // Eight words at a time (as four pairs), then the rest one by one.
            let row = UnsafeRawPointer(pixels + y * width)
            var x = 0
            while x + 8 <= width {
                let offset = x * 4
                let bits = row.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    | row.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
                    | row.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)
                    | row.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)
                if bits != 0 { return false }
                x += 8
            }
            while x < width {
                if pixels[y * width + x] != 0 { return false }
                x += 1
            }
            return true
        }
        var top = 0
        while top < height, isClear(top) { top += 1 }
        var bottom = height
        while bottom > top, isClear(bottom - 1) { bottom -= 1 }
        return top..<bottom
    }
}

/// How a line is blurred: small σ by the sampled Gaussian kernel itself, larger σ by the
/// recursive filter (whose cost does not depend on σ).
enum BlurPlan {
    /// Below this σ the recursive fit drifts from the Gaussian and the kernel is short anyway.
    static let kernelLimit: Float = 3

    /// Normalised weights for offsets −reach…reach.
    case kernel([Float])
    /// The recursive filter, forwards and backwards.
    case recursive(RecursiveGaussian)

    init(sigma: Float) {
        if sigma < Self.kernelLimit {
            let reach = Int((3 * sigma).rounded(.up))
            let weights = (-reach...reach).map { exp(-Float($0 * $0) / (2 * sigma * sigma)) }
            let total = weights.reduce(0, +)
            self = .kernel(weights.map { $0 / total })
        } else {
            self = .recursive(RecursiveGaussian(sigma: sigma))
        }
    }
}

/// The buffer that blurs 16 lines at once (16 rows, or a strip of 16 columns) with a short
/// sampled kernel.
///
/// Values are premultiplied Float channels, stored position by position with the 16 lines
/// side by side, so the inner loop runs over a fixed 16 lanes. Each line is padded by the
/// kernel's reach (transparent or repeated edge), so the result is exact on the infinite plane.
struct KernelBlurLine {
    /// Lines blurred together.
    static let lanes = 16

    let length: Int
    let weights: [Float]
    /// Padding on each side: the kernel's reach.
    let pad: Int
    private var source: [SIMD4<Float>]

    init(length: Int, weights: [Float]) {
        self.length = length
        self.weights = weights
        pad = weights.count / 2
        source = [SIMD4<Float>](repeating: .zero, count: (length + 2 * pad) * Self.lanes)
    }

    /// Blurs `count` (≤ 16) lines of `length` words: word `i` of line `l` is at
    /// `pixels[l·laneStride + i·step]`.
    mutating func blur(_ pixels: UnsafeMutablePointer<UInt32>, count: Int, laneStride: Int, step: Int,
                       edges: GaussianBlur.Edges) {
        let (length, pad, lanes) = (self.length, self.pad, Self.lanes)
        let total = length + 2 * pad
        source.withUnsafeMutableBufferPointer { buffer in
            let values = buffer.baseAddress!
            for i in 0..<length {
                for lane in 0..<count {
                    values[(i + pad) * lanes + lane] = PixelConversion.unpack(pixels[lane * laneStride + i * step])
                }
            }
            // The padding: transparent, or the end positions repeated.
            let clamp = edges == .clamp
            for i in 0..<pad {
                for lane in 0..<lanes {
                    values[i * lanes + lane] = clamp ? values[pad * lanes + lane] : .zero
                    values[(total - 1 - i) * lanes + lane] = clamp ? values[(pad + length - 1) * lanes + lane] : .zero
                }
            }
            weights.withUnsafeBufferPointer { w in
                let taps = w.count
                // How many positions up to the window's last one hold the same values as the
                // position before them, in every line: from `taps` on, the window is the one
                // before it moved over a run of one colour, and so is its sum, word for word.
                var repeated = 0
                for j in stride(from: 1, to: taps - 1, by: 1) {
                    repeated = Self.repeats(values, at: j, count: count) ? repeated + 1 : 0
                }
                for i in 0..<length {
                    repeated = Self.repeats(values, at: i + taps - 1, count: count) ? repeated + 1 : 0
                    if i > 0, repeated >= taps {
                        // Flat fills and transparent margins: the previous position's words.
                        for lane in 0..<count { pixels[lane * laneStride + i * step] = pixels[lane * laneStride + (i - 1) * step] }
                        continue
                    }
                    // Four lines at a time, their sums held in registers over every tap (summed
                    // from zero, tap by tap, as always: the same words).
                    var lane = 0
                    while lane < count {
                        var s0 = SIMD4<Float>.zero, s1 = s0, s2 = s0, s3 = s0
                        var row = values + i * lanes + lane
                        for k in 0..<taps {
                            let weight = w[k]
                            s0 += weight * row[0]
                            s1 += weight * row[1]
                            s2 += weight * row[2]
                            s3 += weight * row[3]
                            row += lanes
                        }
                        let target = pixels + lane * laneStride + i * step
                        target[0] = PixelConversion.pack(s0)
                        if lane + 1 < count { target[laneStride] = PixelConversion.pack(s1) }
                        if lane + 2 < count { target[2 * laneStride] = PixelConversion.pack(s2) }
                        if lane + 3 < count { target[3 * laneStride] = PixelConversion.pack(s3) }
                        lane += 4
                    }
                }
            }
        }
    }

    /// Whether padded position `j` holds the same values as position `j − 1` in the first `count` lines.
    @inline(__always)
    private static func repeats(_ values: UnsafeMutablePointer<SIMD4<Float>>, at j: Int, count: Int) -> Bool {
        let here = values + j * lanes, before = here - lanes
        for lane in 0..<count where here[lane] != before[lane] { return false }
        return true
    }
}
