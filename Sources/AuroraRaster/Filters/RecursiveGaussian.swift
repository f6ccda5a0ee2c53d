/// `RecursiveGaussian`: the blur for σ ≥ 3, a recursive filter run forwards then backwards along each line.
import Foundation

/// A recursive (IIR) approximation of the Gaussian: an all-pole filter run forwards along a
/// line, then the same filter run backwards, so the combined response is symmetric. The cost
/// per pixel is a fixed handful of multiply-adds whatever σ is.
///
/// The poles are Young, van Vliet and Verbeek's fourth-order fit to a Gaussian of σ = 2
/// ("Recursive Gaussian derivative filters", ICPR 1998, as tabulated in Getreuer's survey "A
/// Survey of Gaussian Convolution Algorithms", IPOL 2013), moved to other σ by the power
/// `d^(1/q)` with `q` solved so the filter's variance is exactly σ². Against a sampled
/// Gaussian the response's L1 error is 0.6–0.8%; on images the blur stays within 1.3/255 of
/// a true Gaussian (the fifth-order fit halves that and costs 30% more per pixel).
///
/// The filter runs as a cascade of two second-order sections, each normalised to unit gain:
/// in Float the fourth-order polynomial form loses all accuracy from σ ≈ 30 on (its poles
/// crowd near 1); the cascade stays within 0.3/255 of Double up to σ = 300 (2.5/255 at the
/// σ = 1000 cap, where the result is a near-uniform wash).
struct RecursiveGaussian {
    /// One section `y[n] = gain·x[n] − a1·y[n−1] − a2·y[n−2]` (a2 = 0 for the first-order one).
    struct Section {
        let gain: Float
        let a1: Float
        let a2: Float
    }

    /// The fitted poles for σ = 2 (each conjugate pair is listed once; its twin is implied).
    private static let poles: [(re: Double, im: Double)] = [(1.13228, 1.28114), (1.78534, 0.46763)]

    /// A pole as magnitude and angle, the form `raised(q:)` works in.
    private struct PolarPole {
        let magnitude: Double
        let angle: Double

        init(_ pole: (re: Double, im: Double)) {
            magnitude = (pole.re * pole.re + pole.im * pole.im).squareRoot()
            angle = atan2(pole.im, pole.re)
        }

        /// `pole^(1/q)` on the principal branch, as magnitude and angle.
        func raised(q: Double) -> (magnitude: Double, angle: Double) {
            (pow(magnitude, 1 / q), angle / q)
        }
    }

    /// `poles` in polar form, worked out once: every blur's bisection raises them at each of its (up to 100) steps.
    private static let polarPoles = (PolarPole(poles[0]), PolarPole(poles[1]))

    let first: Section
    let second: Section
    /// How the backward pass starts at a line's end: its four section states (the last two
    /// outputs of each section) as a linear function of the forward pass's four states there,
    /// for a line that continues with zeros. `boundary[j][i]` is backward state `i` per unit
    /// of forward state `j`.
    let boundary: [[Float]]

    init(sigma: Float) {
        let q = Self.scale(forVariance: Double(sigma) * Double(sigma))
        func pair(_ pole: PolarPole) -> Section {
            // The section's poles are 1/d and its conjugate.
            let (magnitude, angle) = pole.raised(q: q)
            let inverse = 1 / magnitude
            let a1 = -2 * inverse * cos(angle), a2 = inverse * inverse
            return Section(gain: Float(1 + a1 + a2), a1: Float(a1), a2: Float(a2))
        }
        first = pair(Self.polarPoles.0)
        second = pair(Self.polarPoles.1)
        boundary = Self.boundaryResponse(first, second, length: Int(12 * Double(sigma)) + 64)
    }

    /// Runs each unit forward state on, over `length` zeros past the end, then the backward
    /// pass over that free response from far out (where it has died away), in Double: the
    /// backward states it arrives with at the end are the columns of `boundary`. This replaces
    /// running every line's forward pass on past its end (Triggs and Sdika's exact boundary
    /// idea, applied to the cascade).
    private static func boundaryResponse(_ first: Section, _ second: Section, length: Int) -> [[Float]] {
        let sections = [first, second].map { (gain: Double($0.gain), a1: Double($0.a1), a2: Double($0.a2)) }
        /// One step of the cascade; `state` is (y1, y2) of section 1, then of section 2.
        func step(_ x: Double, _ state: inout [Double]) -> Double {
            let u = sections[0].gain * x - sections[0].a1 * state[0] - sections[0].a2 * state[1]
            state[1] = state[0]; state[0] = u
            let w = sections[1].gain * u - sections[1].a1 * state[2] - sections[1].a2 * state[3]
            state[3] = state[2]; state[2] = w
            return w
        }
        return (0..<4).map { j in
            var state = [Double](repeating: 0, count: 4)
            state[j] = 1
            let free = (0..<length).map { _ in step(0, &state) }
            var backward = [Double](repeating: 0, count: 4)
            for value in free.reversed() { _ = step(value, &backward) }
            return backward.map { Float($0) }
        }
    }

    /// The variance of the whole (forward and backward) filter when the σ = 2 poles are
    /// raised to `1/q`: twice the sum of `d/(d−1)²` over the poles.
    private static func variance(q: Double) -> Double {
        // d/(d−1)² for d and its conjugate: 2·Re(d/(d−1)²).
        func term(_ pole: PolarPole) -> Double {
            let (magnitude, angle) = pole.raised(q: q)
            let d = (re: magnitude * cos(angle), im: magnitude * sin(angle))
            let m = (re: d.re - 1, im: d.im)
            let m2 = (re: m.re * m.re - m.im * m.im, im: 2 * m.re * m.im)
            let denominator = m2.re * m2.re + m2.im * m2.im
            return 2 * (d.re * m2.re + d.im * m2.im) / denominator
        }
        var total = 0.0
        total += term(polarPoles.0)
        total += term(polarPoles.1)
        return 2 * total
    }

    /// The `q` whose filter has `variance`, by bisection on a logarithmic scale (the variance
    /// grows monotonically with q), for at most 100 steps. A step that leaves both ends where
    /// they were would be repeated unchanged by every later step, so the search stops there
    /// with the same answer (after some 60 steps rather than 100).
    private static func scale(forVariance target: Double) -> Double {
        var low = 0.05, high = 1e5
        for _ in 0..<100 {
            let middle = (low * high).squareRoot()
            let (nextLow, nextHigh) = variance(q: middle) < target ? (middle, high) : (low, middle)
            if nextLow == low, nextHigh == high { break }
            (low, high) = (nextLow, nextHigh)
        }
        return (low * high).squareRoot()
    }
}

/// The buffer that blurs two lines (rows, or neighbouring columns) through a `RecursiveGaussian`.
///
/// The forward pass reads the stored words into premultiplied Float channels; the backward
/// pass writes the words back, so each line is read and written once. Two lines side by side
/// keep the arithmetic units busy and, for columns, use twice the bytes of every cache line
/// fetched (31% faster than one line at a time). Swift's `SIMD4` arithmetic reaches LLVM lane
/// by lane and is re-vectorised afterwards: that works for these loops only with `Float`
/// coefficients (vector ones came out as scalar lanes and shuffles) and with at most two
/// sections per loop carrying a `SIMD4` store. Checked in the disassembly: about 34
/// instructions per pixel forwards and 48 backwards with the packing.
struct RecursiveGaussianLine {
    /// Lines blurred together.
    static let lanes = 2

    let length: Int
    let filter: RecursiveGaussian
    private var forward: [SIMD4<Float>]

    init(length: Int, filter: RecursiveGaussian) {
        self.length = length
        self.filter = filter
        forward = [SIMD4<Float>](repeating: .zero, count: Self.lanes * length)
    }

    /// Blurs `count` (1 or 2) lines of `length` words: word `i` of line `l` is at
    /// `pixels[l·laneStride + i·step]`. With one line, the second lane repeats it and writes
    /// the same words again.
    mutating func blur(_ pixels: UnsafeMutablePointer<UInt32>, count: Int, laneStride: Int, step: Int,
                       edges: GaussianBlur.Edges) {
        let length = self.length, f = filter, second = count > 1 ? laneStride : 0
        let (g0, a10, a20) = (f.first.gain, f.first.a1, f.first.a2)
        let (g1, a11, a21) = (f.second.gain, f.second.a1, f.second.a2)
        // What lies beyond each end: nothing, or the end pixel repeated. A section's steady
        // state for a constant input is that input, so a clamped start needs no run-in.
        let clamp = edges == .clamp, last = (length - 1) * step
        let start0 = clamp ? PixelConversion.unpack(pixels[0]) : .zero
        let start1 = clamp ? PixelConversion.unpack(pixels[second]) : .zero
        let end0 = clamp ? PixelConversion.unpack(pixels[last]) : .zero
        let end1 = clamp ? PixelConversion.unpack(pixels[last + second]) : .zero
        forward.withUnsafeMutableBufferPointer { buffer in
            let out = buffer.baseAddress!
            // Forward (p, q and r, s: each section's last two outputs, per lane).
            var (p0, q0, r0, s0) = (start0, start0, start0, start0)
            var (p1, q1, r1, s1) = (start1, start1, start1, start1)
            var source = pixels
            // Past a transparent edge, transparent words leave every state zero and give zero
            // (a blurred glyph's or view's margin of 3σ): only the zeros are stored.
            var first = 0
            while !clamp, first < length, source[0] == 0, source[second] == 0 {
                out[2 * first] = .zero
                out[2 * first + 1] = .zero
                source += step
                first += 1
            }
            for i in first..<length {
                let u0 = g0 * PixelConversion.unpack(source[0]) - a20 * q0 - a10 * p0
                let u1 = g0 * PixelConversion.unpack(source[second]) - a20 * q1 - a10 * p1
                q0 = p0; p0 = u0; q1 = p1; p1 = u1
                let w0 = g1 * u0 - a21 * s0 - a11 * r0, w1 = g1 * u1 - a21 * s1 - a11 * r1
                s0 = r0; r0 = w0; s1 = r1; r1 = w1
                out[2 * i] = w0
                out[2 * i + 1] = w1
                source += step
            }
            // Backward, from the states each line's continuation implies.
            (p0, q0, r0, s0) = Self.backwardStart((p0, q0, r0, s0), end: end0, boundary: f.boundary)
            (p1, q1, r1, s1) = Self.backwardStart((p1, q1, r1, s1), end: end1, boundary: f.boundary)
            var destination = pixels + last
            var i = length - 1
            while i >= 0 {
                let u0 = g0 * out[2 * i] - a20 * q0 - a10 * p0
                let u1 = g0 * out[2 * i + 1] - a20 * q1 - a10 * p1
                q0 = p0; p0 = u0; q1 = p1; p1 = u1
                let w0 = g1 * u0 - a21 * s0 - a11 * r0, w1 = g1 * u1 - a21 * s1 - a11 * r1
                s0 = r0; r0 = w0; s1 = r1; r1 = w1
                destination[second] = PixelConversion.packFinite(w1)
                destination[0] = PixelConversion.packFinite(w0)
                destination -= step
                i -= 1
            }
        }
    }

    /// The four section states of a line.
    private typealias States = (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>, SIMD4<Float>)

    /// The backward pass's states at the line's end, from the forward pass's states there and
    /// the constant `end` the line continues with: `end` plus the boundary response to the
    /// forward states' difference from it.
    private static func backwardStart(_ forward: States, end: SIMD4<Float>, boundary: [[Float]]) -> States {
        let deviation = (forward.0 - end, forward.1 - end, forward.2 - end, forward.3 - end)
        // Backward state `i`, summed over the forward states in order (no arrays: this runs per line).
        func state(_ i: Int) -> SIMD4<Float> {
            var result = end
            result += boundary[0][i] * deviation.0
            result += boundary[1][i] * deviation.1
            result += boundary[2][i] * deviation.2
            result += boundary[3][i] * deviation.3
            return result
        }
        return (state(0), state(1), state(2), state(3))
    }
}
