/// `GaussianBlur`: a separable Gaussian blur whose cost does not grow with its radius.
import Foundation

/// A Gaussian blur of standard deviation `sigma` device pixels.
///
/// SwiftUI's `blur(radius:)` and `GraphicsContext.Filter.blur(radius:)` pass their radius to
/// Core Animation's Gaussian blur unchanged (as the open reimplementations show), and Apple's
/// Gaussian blurs (`CIGaussianBlur`'s `inputRadius`, the CSS `blur()` that WebKit maps onto the
/// same filter) treat that number as the standard deviation, so `init(radius:)` uses σ = radius.
///
/// The blur runs three extended box filters per axis (boxes with fractional end weights, so
/// their combined variance is exactly σ²): within 1% of a true Gaussian, a few operations
/// per pixel whatever σ is.
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
        let plan = BlurPlan(sigma: sigma)
        let width = pixmap.width, height = pixmap.height, edges = self.edges
        pixmap.withUnsafeMutablePixels { pixels in
            guard let base = pixels.baseAddress else { return }
            let frame = SendablePointer(base)
            let lanes = BlurLine.lanes
            // Rows, sixteen at a time.
            ParallelLoop.forEachChunk(count: (height + lanes - 1) / lanes, threads: threads) { groups in
                var line = BlurLine(length: width, plan: plan)
                for group in groups {
                    let y = group * lanes
                    line.blur(frame.pointer + y * width, count: min(lanes, height - y), laneStride: width, step: 1, edges: edges)
                }
            }
            // Columns, in strips sixteen wide.
            ParallelLoop.forEachChunk(count: (width + lanes - 1) / lanes, threads: threads) { strips in
                var line = BlurLine(length: height, plan: plan)
                for strip in strips {
                    let x = strip * lanes
                    line.blur(frame.pointer + x, count: min(lanes, width - x), laneStride: 1, step: width, edges: edges)
                }
            }
        }
    }
}

/// How a line is blurred: small σ by the sampled Gaussian kernel itself, larger σ by
/// repeated extended boxes (whose cost does not depend on σ).
enum BlurPlan {
    /// Below this σ the boxes approximate the Gaussian poorly and the kernel is short.
    static let kernelLimit: Float = 3
    /// Box passes per axis: six keep the largest difference from a true Gaussian under 3/255.
    static let boxPasses = 6

    /// Normalised weights for offsets −reach…reach.
    case kernel([Float])
    /// `boxPasses` passes of the same extended box.
    case boxes(ExtendedBox)

    init(sigma: Float) {
        if sigma < Self.kernelLimit {
            let reach = Int((3 * sigma).rounded(.up))
            let weights = (-reach...reach).map { exp(-Float($0 * $0) / (2 * sigma * sigma)) }
            let total = weights.reduce(0, +)
            self = .kernel(weights.map { $0 / total })
        } else {
            self = .boxes(ExtendedBox(variance: sigma * sigma / Float(Self.boxPasses)))
        }
    }

    /// How far the whole blur reaches from a pixel.
    var reach: Int {
        switch self {
        case .kernel(let weights): weights.count / 2
        case .boxes(let box): Self.boxPasses * (box.radius + 1)
        }
    }
}

/// One pass of a box filter with fractional end weights: radius `r` whole taps each side plus
/// weight `alpha` on the next tap, normalised; three passes of it make a Gaussian of variance 3σ².
struct ExtendedBox {
    let radius: Int
    let alpha: Float
    let scale: Float

    /// The extended box whose variance is `variance` (after Gwosdek et al., "Theoretical
    /// foundations of Gaussian convolution by extended box filtering").
    init(variance v: Float) {
        let r = max(0, Int(((12 * v + 1).squareRoot() - 1) / 2))
        let rf = Float(r)
        // Variance of the box with end weights α: ((2r+1)·r(r+1)/3 + 2α(r+1)²) / (2r+1+2α) = v.
        let a = (2 * rf + 1) * (rf * (rf + 1) / 3 - v) / (2 * (v - (rf + 1) * (rf + 1)))
        radius = r
        alpha = a.isFinite ? max(0, min(a, 1)) : 0
        scale = 1 / (2 * rf + 1 + 2 * alpha)
    }
}

/// The buffers that blur 16 lines at once (16 rows, or a strip of 16 columns) through the plan.
///
/// Values are premultiplied Float channels, stored position by position with the 16 lines
/// side by side, so every inner loop runs over a fixed 16 lanes. Each line is padded by the
/// plan's whole reach (transparent or repeated edge), so the passes are exact on the
/// infinite plane.
struct BlurLine {
    /// Lines blurred together.
    static let lanes = 16

    let length: Int
    let plan: BlurPlan
    /// Padding on each side: the plan's whole reach.
    let pad: Int
    private var a: [SIMD4<Float>]
    private var b: [SIMD4<Float>]

    init(length: Int, plan: BlurPlan) {
        self.length = length
        self.plan = plan
        pad = plan.reach
        a = [SIMD4<Float>](repeating: .zero, count: (length + 2 * pad) * Self.lanes)
        b = a
    }

    /// Blurs `count` (≤ 16) lines of `length` words: word `i` of line `l` is at
    /// `pixels[l·laneStride + i·step]`.
    mutating func blur(_ pixels: UnsafeMutablePointer<UInt32>, count: Int, laneStride: Int, step: Int,
                       edges: GaussianBlur.Edges) {
        let (length, pad, plan) = (self.length, self.pad, self.plan)
        let lanes = Self.lanes, total = length + 2 * pad
        a.withUnsafeMutableBufferPointer { aBuffer in
        b.withUnsafeMutableBufferPointer { bBuffer in
            let first = aBuffer.baseAddress!, second = bBuffer.baseAddress!
            for i in 0..<length {
                for lane in 0..<count {
                    first[(i + pad) * lanes + lane] = PixelConversion.unpack(pixels[lane * laneStride + i * step])
                }
            }
            // The padding: transparent, or the end positions repeated.
            for i in 0..<pad {
                for lane in 0..<lanes {
                    let clamp = edges == .clamp
                    first[i * lanes + lane] = clamp ? first[pad * lanes + lane] : .zero
                    first[(total - 1 - i) * lanes + lane] = clamp ? first[(pad + length - 1) * lanes + lane] : .zero
                }
            }
            var (source, destination) = (first, second)
            switch plan {
            case .kernel(let weights):
                Self.convolve(from: source, to: destination, total: total, weights: weights)
                swap(&source, &destination)
            case .boxes(let box):
                for _ in 0..<BlurPlan.boxPasses {
                    Self.pass(from: source, to: destination, total: total, box: box)
                    swap(&source, &destination)
                }
            }
            for i in 0..<length {
                for lane in 0..<count {
                    pixels[lane * laneStride + i * step] = PixelConversion.pack(source[(i + pad) * lanes + lane])
                }
            }
        }}
    }

    /// Convolves the positions at least the kernel's reach from either end with `weights`
    /// (the ones nearer the ends are padding, never read back).
    private static func convolve(from source: UnsafeMutablePointer<SIMD4<Float>>, to destination: UnsafeMutablePointer<SIMD4<Float>>,
                                 total: Int, weights: [Float]) {
        let reach = weights.count / 2
        guard total > 2 * reach else { return }
        weights.withUnsafeBufferPointer { w in
            for i in reach..<(total - reach) {
                let out = destination + i * lanes
                for lane in 0..<lanes { out[lane] = .zero }
                for k in 0..<w.count {
                    let weight = w[k], row = source + (i + k - reach) * lanes
                    for lane in 0..<lanes { out[lane] += weight * row[lane] }
                }
            }
        }
    }

    /// One extended-box pass over `total` positions, four lanes at a time so the running sums
    /// stay in registers. Reads before the first or past the last position take the end value
    /// (the padding makes that harmless).
    @inline(__always)
    private static func pass(from source: UnsafeMutablePointer<SIMD4<Float>>, to destination: UnsafeMutablePointer<SIMD4<Float>>,
                             total: Int, box: ExtendedBox) {
        let r = box.radius, alpha = box.alpha, scale = box.scale, last = total - 1
        for group in stride(from: 0, to: lanes, by: 4) {
            let input = source + group, output = destination + group
            var s0 = SIMD4<Float>.zero, s1 = s0, s2 = s0, s3 = s0
            for j in -r...r {
                let v = input + min(max(j, 0), last) * lanes
                s0 += v[0]; s1 += v[1]; s2 += v[2]; s3 += v[3]
            }
            for i in 0..<total {
                let behind = input + max(i - r - 1, 0) * lanes, ahead = input + min(i + r + 1, last) * lanes
                let leaving = input + min(max(i - r, 0), last) * lanes, out = output + i * lanes
                out[0] = (s0 + alpha * (behind[0] + ahead[0])) * scale
                out[1] = (s1 + alpha * (behind[1] + ahead[1])) * scale
                out[2] = (s2 + alpha * (behind[2] + ahead[2])) * scale
                out[3] = (s3 + alpha * (behind[3] + ahead[3])) * scale
                s0 += ahead[0] - leaving[0]; s1 += ahead[1] - leaving[1]
                s2 += ahead[2] - leaving[2]; s3 += ahead[3] - leaving[3]
            }
        }
    }
}
