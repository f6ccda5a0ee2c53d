/// Shading of linear, radial, conic and elliptical gradients, eight pixels at a time.
import AuroraGeometry
import CAuroraKernels
import Foundation

/// A gradient paint prepared for one transform: computes the gradient parameter `t` of eight
/// pixel centres at once in `SIMD8<Float>`, applies the spread, and looks the colours up in a
/// `GradientRamp`.
///
/// Degenerate gradients (a linear gradient whose start equals its end, a non-invertible or
/// non-finite transform, non-finite geometry) paint the last stop's colour everywhere. A radial
/// gradient with equal radii is a hard step at that radius (first colour inside, last outside).
/// Conic gradients follow SwiftUI's `AngularGradient`: a span above one turn draws only its last
/// complete turn; below one turn, the missing sector shows the colour at location 1, then from
/// halfway across it the colour at location 0. Spread does not apply to conic and equal-radius
/// radial gradients.
package struct GradientShader: RowShader {
    /// Linear: `t = a·x + b·y + c` at device point `(x, y)`.
    private struct Linear: Sendable {
        var a: Double, b: Double, c: Double
    }

    /// Radial and conic: the device → gradient space map and the centre.
    private struct Polar: Sendable {
        var deviceToGradient: CGAffineTransform
        var center: CGPoint
        /// Radial: `t = (distance − startRadius) · scale`.
        var startRadius: Float = 0, scale: Float = 0
        /// Conic: `rel = frac(sign·turns − shift)`; `t = rel·scale + bias` up to `limit`, then
        /// 1 before `middle` and 0 after.
        var sign: Float = 1, shift: Float = 0, bias: Float = 0, limit: Float = 1, middle: Float = 1
    }

    private enum Geometry: Sendable {
        case constant(UInt32)
        case linear(Linear)
        case radial(Polar)
        case conic(Polar)
    }

    private let geometry: Geometry
    private let spread: GradientPaint.Spread
    private let ramp: [UInt32]
    /// Whether every colour of the ramp (or the constant) is opaque.
    package let isOpaque: Bool

    /// Prepares `gradient` for drawing under `userToDevice`, with `opacity` (0…1) applied.
    package init(_ gradient: GradientPaint, userToDevice: CGAffineTransform, opacity: Float) {
        let lastWord = GradientRamp.lastWord(of: gradient.stops, opacity: opacity)
        let geometry = Self.geometry(of: gradient, userToDevice: userToDevice) ?? .constant(lastWord)
        if case .constant = geometry {
            self.geometry = geometry
            ramp = []
        } else if gradient.stops.count < 2 {
            self.geometry = .constant(lastWord)
            ramp = []
        } else {
            self.geometry = geometry
            ramp = GradientRamp(stops: gradient.stops, opacity: opacity, colorSpace: gradient.colorSpace).words
        }
        if case .constant(let word) = self.geometry {
            isOpaque = word >> 24 == 0xFF
        } else {
            isOpaque = ramp.allSatisfy { $0 >> 24 == 0xFF }
        }
        spread = gradient.spread
    }

    private static func geometry(of gradient: GradientPaint, userToDevice: CGAffineTransform) -> Geometry? {
        let full = gradient.transform.concatenating(userToDevice)
        let determinant = full.a * full.d - full.b * full.c
        guard determinant != 0, determinant.isFinite, full.tx.isFinite, full.ty.isFinite else { return nil }
        let inverse = full.inverted()
        switch gradient.kind {
        case .linear(let start, let end):
            let vx = Double(end.x - start.x), vy = Double(end.y - start.y)
            let length2 = vx * vx + vy * vy
            guard length2 > 0, length2.isFinite else { return nil }
            let a = (vx * inverse.a + vy * inverse.b) / length2
            let b = (vx * inverse.c + vy * inverse.d) / length2
            let c = (vx * (inverse.tx - start.x) + vy * (inverse.ty - start.y)) / length2
            guard a.isFinite, b.isFinite, c.isFinite else { return nil }
            return .linear(Linear(a: a, b: b, c: c))
        case .radial(let center, let startRadius, let endRadius):
            guard center.x.isFinite, center.y.isFinite, startRadius.isFinite, endRadius.isFinite else { return nil }
            let r0 = Float(max(startRadius, 0)), r1 = Float(max(endRadius, 0))
            var polar = Polar(deviceToGradient: inverse, center: center)
            polar.startRadius = r0
            polar.scale = r1 != r0 ? 1 / (r1 - r0) : Self.equalRadiiScale
            return .radial(polar)
        case .conic(let center, let startAngle, let endAngle):
            let turn = 2 * Double.pi
            let start = startAngle.radians / turn, end = endAngle.radians / turn
            guard center.x.isFinite, center.y.isFinite, start.isFinite, end.isFinite else { return nil }
            var polar = Polar(deviceToGradient: inverse, center: center)
            let sign: Double = end >= start ? 1 : -1
            let span = (end - start) * sign, mirroredStart = start * sign
            polar.sign = Float(sign)
            if span >= 1 {
                polar.shift = Float(mirroredStart + span - 1)
                polar.scale = Float(1 / span)
                polar.bias = Float((span - 1) / span)
                polar.limit = 1
            } else {
                polar.shift = Float(mirroredStart)
                polar.scale = span > 0 ? Float(1 / span) : 0
                polar.limit = Float(span)
                polar.middle = Float(span + (1 - span) / 2)
            }
            polar.shift -= polar.shift.rounded(.down)
            return .conic(polar)
        }
    }

    package func shadeRow(x: Int, y: Int, count: Int, into output: UnsafeMutablePointer<UInt32>) {
        guard count > 0 else { return }
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        switch geometry {
        case .constant(let word):
            output.update(repeating: word, count: count)
        case .linear(let p):
            let t0 = Float(p.a * px + p.b * py + p.c), dt = Float(p.a)
            let spreadCode = kernelSpread
            // AVX2 where the CPU has it: the same Float operations, and a gather for the table.
            if ramp.withUnsafeBufferPointer({ aurora_gradient_linear($0.baseAddress, t0, dt, spreadCode, output, count) }) { return }
            withSpread(count, output) { offset in t0 + offset * dt }
        case .radial(let p):
            let (gx, gy, dx, dy) = Self.start(p, px, py)
            let r0 = p.startRadius, scale = p.scale
            // Equal radii are a hard step at the radius, padded whatever the spread.
            let isHardStep = scale == Self.equalRadiiScale
            let spreadCode = isHardStep ? Int32(AURORA_SPREAD_PAD) : kernelSpread
            if ramp.withUnsafeBufferPointer({ aurora_gradient_radial($0.baseAddress, gx, gy, dx, dy, r0, scale, spreadCode, output, count) }) {
                return
            }
            let t: (SIMD8<Float>) -> SIMD8<Float> = { offset in
                let u = gx + offset * dx, v = gy + offset * dy
                return ((u * u + v * v).squareRoot() - r0) * scale
            }
            if isHardStep { run(count, output, t, Self.pad) } else { withSpread(count, output, t) }
        case .conic(let p):
            let (gx, gy, dx, dy) = Self.start(p, px, py)
            run(count, output, { offset in
                let turns = Self.turns(y: gy + offset * dy, x: gx + offset * dx) * p.sign - p.shift
                let rel = Self.fraction(turns)
                let t = rel * p.scale + p.bias
                let missing = SIMD8<Float>(repeating: 0).replacing(with: 1, where: rel .< p.middle)
                return t.replacing(with: missing, where: rel .> p.limit)
            }, Self.pad)
        }
    }

    /// A radial gradient's scale when its radii are equal: a slope steep enough that the pad clamp
    /// makes a hard step at the radius.
    static let equalRadiiScale: Float = 1e30

    /// The spread as the C kernels name it.
    private var kernelSpread: Int32 {
        switch spread {
        case .pad: Int32(AURORA_SPREAD_PAD)
        case .repeat: Int32(AURORA_SPREAD_REPEAT)
        case .reflect: Int32(AURORA_SPREAD_REFLECT)
        }
    }

    /// The gradient-space offset from the centre at the first pixel, and its step per pixel.
    @inline(__always)
    private static func start(_ p: Polar, _ px: Double, _ py: Double) -> (Float, Float, Float, Float) {
        let m = p.deviceToGradient
        let gx = m.a * px + m.c * py + m.tx - p.center.x
        let gy = m.b * px + m.d * py + m.ty - p.center.y
        return (Float(gx), Float(gy), Float(m.a), Float(m.b))
    }

    @inline(__always)
    private func withSpread(_ count: Int, _ output: UnsafeMutablePointer<UInt32>, _ t: (SIMD8<Float>) -> SIMD8<Float>) {
        switch spread {
        case .pad: run(count, output, t, Self.pad)
        case .repeat: run(count, output, t, Self.repeating)
        case .reflect: run(count, output, t, Self.reflecting)
        }
    }

    @inline(__always)
    private static func pad(_ t: SIMD8<Float>) -> SIMD8<Float> { t }

    @inline(__always)
    private static func repeating(_ t: SIMD8<Float>) -> SIMD8<Float> { fraction(t) }

    @inline(__always)
    private static func reflecting(_ t: SIMD8<Float>) -> SIMD8<Float> {
        let u = 2 * fraction(t * 0.5)
        return u.replacing(with: 2 - u, where: u .> 1)
    }

    /// `t − floor(t)` per lane without a libm call per lane: the 1.5·2²³ trick rounds, then a
    /// correction makes it a floor. Lanes are first clamped to ±2²¹, where it is exact (the
    /// fraction of larger values is below Float's resolution anyway).
    @inline(__always)
    private static func fraction(_ t: SIMD8<Float>) -> SIMD8<Float> {
        let limit: Float = 2_097_152
        var x = t.replacing(with: limit, where: t .> limit)
        x = x.replacing(with: -limit, where: x .< -limit)
        let nearest = (x + 12_582_912) - 12_582_912
        return x - nearest.replacing(with: nearest - 1, where: nearest .> x)
    }

    /// The shading loop: `t` of the eight pixels at `offset` (their indices in the span), the
    /// spread, then the table lookup. A partial last group computes eight and stores fewer.
    @inline(__always)
    private func run(_ count: Int, _ output: UnsafeMutablePointer<UInt32>, _ t: (SIMD8<Float>) -> SIMD8<Float>,
                     _ spread: (SIMD8<Float>) -> SIMD8<Float>) {
        let lanes = SIMD8<Float>(0, 1, 2, 3, 4, 5, 6, 7)
        let last = Float(GradientRamp.size - 1)
        ramp.withUnsafeBufferPointer { buffer in
            guard let table = buffer.baseAddress else { return }
            var i = 0
            while i < count {
                var q = spread(t(Float(i) + lanes)) * last
                q = q.replacing(with: 0, where: .!(q .>= 0))
                q = q.replacing(with: last, where: q .> last)
                let index = unsafeBitCast(q + 12_582_912, to: SIMD8<UInt32>.self) & 0xFFF
                if count - i >= 8 {
                    for k in 0..<8 { output[i + k] = table[Int(index[k])] }
                } else {
                    for k in 0..<(count - i) { output[i + k] = table[Int(index[k])] }
                }
                i += 8
            }
        }
    }

    /// `atan2(y, x)` in turns, in −½…½ (positive toward +y: clockwise on screen), accurate to
    /// about 3·10⁻⁷ turn: an odd polynomial for `atan` on 0…1 fitted by least squares, then octant
    /// reflections.
    @inline(__always)
    private static func turns(y: SIMD8<Float>, x: SIMD8<Float>) -> SIMD8<Float> {
        let ax = x.replacing(with: -x, where: x .< 0), ay = y.replacing(with: -y, where: y .< 0)
        let high = ax.replacing(with: ay, where: ay .> ax), low = ax.replacing(with: ay, where: ay .< ax)
        let z = (low / high).replacing(with: 0, where: high .== 0)
        let z2 = z * z
        var p = SIMD8<Float>(repeating: -0.00187317) * z2 + 0.00840671
        p = p * z2 - 0.01856524
        p = p * z2 + 0.03082345
        p = p * z2 - 0.05294374
        p = p * z2 + 0.15915173
        var a = p * z
        a = a.replacing(with: 0.25 - a, where: ay .> ax)
        a = a.replacing(with: 0.5 - a, where: x .< 0)
        return a.replacing(with: -a, where: y .< 0)
    }
}
