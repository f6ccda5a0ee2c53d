/// The colour ramp of a gradient: its stops sampled into a lookup table of premultiplied words.

/// A gradient's colours at `size` evenly spaced parameters `t = i/(size−1)`, interpolated in
/// straight (un-premultiplied) sRGB between stops (`.device`, as Skia and SwiftUI do by
/// default) or in Oklab (`.perceptual`), then multiplied by the opacity and premultiplied.
///
/// Stop semantics follow SwiftUI's `Gradient`: before the first stop the first colour holds,
/// after the last stop the last colour; stops at the same location make a hard edge (the later
/// stop wins at the edge itself); one stop is a solid colour; no stops is transparent.
struct GradientRamp: Sendable {
    /// The number of entries: 4096 keeps the quantisation of `t` well under one 8-bit step.
    static let size = 4096

    /// The premultiplied words, `size` of them.
    let words: [UInt32]
    /// Whether every entry is opaque.
    let isOpaque: Bool

    /// Samples `stops` (sorted by location, as `GradientPaint` keeps them) interpolated in
    /// `colorSpace`, with `opacity` applied.
    init(stops: [GradientStop], opacity: Float, colorSpace: MeshGradientPaint.ColorSpace = .device) {
        let opacity = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
        let last = Float(Self.size - 1)
        var words = [UInt32](repeating: 0, count: Self.size)
        if !stops.isEmpty {
            // Perceptual: each stop's colour in Oklab (L, a, b, alpha), converted once.
            let oklab = colorSpace == .perceptual ? stops.map { MeshGradientOklab.oklab(of: $0.color) } : []
            var next = 0
            for i in 0..<Self.size {
                let t = Float(i) / last
                while next < stops.count && stops[next].location <= t { next += 1 }
                let color = oklab.isEmpty ? Self.color(stops: stops, before: next, at: t)
                                          : Self.perceptualColor(stops: stops, oklab: oklab, before: next, at: t)
                words[i] = Self.word(color, opacity: opacity)
            }
        }
        self.words = words
        isOpaque = words.allSatisfy { $0 >> 24 == 0xFF }
    }

    /// The last stop's colour with `opacity` applied, as a premultiplied word (transparent for no stops).
    static func lastWord(of stops: [GradientStop], opacity: Float) -> UInt32 {
        guard let last = stops.last else { return 0 }
        let opacity = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
        return word(SIMD4(last.color.red, last.color.green, last.color.blue, last.color.alpha), opacity: opacity)
    }

    /// The straight colour at `t`, where `next` is the index of the first stop after `t`.
    private static func color(stops: [GradientStop], before next: Int, at t: Float) -> SIMD4<Float> {
        func straight(_ stop: GradientStop) -> SIMD4<Float> {
            SIMD4(stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
        }
        if next == 0 { return straight(stops[0]) }
        if next == stops.count { return straight(stops[stops.count - 1]) }
        let a = stops[next - 1], b = stops[next]
        let f = (t - a.location) / (b.location - a.location)
        return straight(a) + (straight(b) - straight(a)) * f
    }

    /// The straight sRGB colour at `t` interpolated in Oklab, where `next` is the index of the
    /// first stop after `t` and `oklab` holds the stops' colours in Oklab.
    private static func perceptualColor(stops: [GradientStop], oklab: [SIMD4<Double>], before next: Int,
                                        at t: Float) -> SIMD4<Float> {
        let index = next == 0 ? 0 : next == stops.count ? stops.count - 1 : -1
        if index >= 0 {
            let c = stops[index].color
            return SIMD4(c.red, c.green, c.blue, c.alpha)
        }
        let a = stops[next - 1], b = stops[next]
        let f = Double((t - a.location) / (b.location - a.location))
        return MeshGradientOklab.straightSRGB(ofOklab: oklab[next - 1] + (oklab[next] - oklab[next - 1]) * f)
    }

    private static func word(_ straight: SIMD4<Float>, opacity: Float) -> UInt32 {
        let alpha = straight.w * opacity
        return PixelConversion.pack(SIMD4(straight.x * alpha, straight.y * alpha, straight.z * alpha, alpha))
    }
}
