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
                Self.forEachLine(width: width, height: height, lanes: KernelBlurLine.lanes, threads: threads) { length in
                    KernelBlurLine(length: length, weights: weights)
                } blur: { line, offset, count, laneStride, step in
                    line.blur(frame.pointer + offset, count: count, laneStride: laneStride, step: step, edges: edges)
                }
            case .recursive(let filter):
                Self.forEachLine(width: width, height: height, lanes: RecursiveGaussianLine.lanes, threads: threads) { length in
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
    private static func forEachLine<Line>(
        width: Int, height: Int, lanes: Int, threads: Int, makeLine: @Sendable (Int) -> Line,
        blur: @Sendable (inout Line, _ offset: Int, _ count: Int, _ laneStride: Int, _ step: Int) -> Void
    ) {
        ParallelLoop.forEachChunk(count: (height + lanes - 1) / lanes, threads: threads) { groups in
            var line = makeLine(width)
            for group in groups {
                let y = group * lanes
                blur(&line, y * width, min(lanes, height - y), width, 1)
            }
        }
        ParallelLoop.forEachChunk(count: (width + lanes - 1) / lanes, threads: threads) { strips in
            var line = makeLine(height)
            for strip in strips {
                let x = strip * lanes
                blur(&line, x, min(lanes, width - x), 1, width)
            }
        }
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
            withUnsafeTemporaryAllocation(of: SIMD4<Float>.self, capacity: lanes) { sums in
                let out = sums.baseAddress!
                for i in 0..<length {
                    for lane in 0..<lanes { out[lane] = .zero }
                    for k in 0..<w.count {
                        let weight = w[k], row = values + (i + k) * lanes
                        for lane in 0..<lanes { out[lane] += weight * row[lane] }
                    }
                    for lane in 0..<count { pixels[lane * laneStride + i * step] = PixelConversion.pack(out[lane]) }
                }
            }}
        }
    }
}
