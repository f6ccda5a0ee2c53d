/// The per-pixel definition of every blend mode on premultiplied Float colours.

extension BlendMode {
    /// The result of compositing premultiplied `source` onto premultiplied `destination`, both
    /// `(r, g, b, a)` in 0…1, by this mode's formula (see each case). Channels of the result may
    /// leave 0…1 only by rounding error; `PixelConversion.pack` clamps them.
    package func blend(source: SIMD4<Float>, destination: SIMD4<Float>) -> SIMD4<Float> {
        switch self {
        case .normal: BlendFormula.Normal.blend(source, destination)
        case .multiply: BlendFormula.Multiply.blend(source, destination)
        case .screen: BlendFormula.Screen.blend(source, destination)
        case .overlay: BlendFormula.Overlay.blend(source, destination)
        case .darken: BlendFormula.Darken.blend(source, destination)
        case .lighten: BlendFormula.Lighten.blend(source, destination)
        case .colorDodge: BlendFormula.ColorDodge.blend(source, destination)
        case .colorBurn: BlendFormula.ColorBurn.blend(source, destination)
        case .softLight: BlendFormula.SoftLight.blend(source, destination)
        case .hardLight: BlendFormula.HardLight.blend(source, destination)
        case .difference: BlendFormula.Difference.blend(source, destination)
        case .exclusion: BlendFormula.Exclusion.blend(source, destination)
        case .hue: BlendFormula.Hue.blend(source, destination)
        case .saturation: BlendFormula.Saturation.blend(source, destination)
        case .color: BlendFormula.ColorMode.blend(source, destination)
        case .luminosity: BlendFormula.Luminosity.blend(source, destination)
        case .clear: BlendFormula.Clear.blend(source, destination)
        case .copy: BlendFormula.Copy.blend(source, destination)
        case .sourceIn: BlendFormula.SourceIn.blend(source, destination)
        case .sourceOut: BlendFormula.SourceOut.blend(source, destination)
        case .sourceAtop: BlendFormula.SourceAtop.blend(source, destination)
        case .destinationOver: BlendFormula.DestinationOver.blend(source, destination)
        case .destinationIn: BlendFormula.DestinationIn.blend(source, destination)
        case .destinationOut: BlendFormula.DestinationOut.blend(source, destination)
        case .destinationAtop: BlendFormula.DestinationAtop.blend(source, destination)
        case .xor: BlendFormula.Xor.blend(source, destination)
        case .plusDarker: BlendFormula.PlusDarker.blend(source, destination)
        case .plusLighter: BlendFormula.PlusLighter.blend(source, destination)
        }
    }
}

/// The blend formula of one mode as a type, so the row kernel's loop is specialised per mode
/// (a closure argument would stay an indirect call).
protocol PixelBlender {
    /// The result of `source` over `destination`, premultiplied `(r, g, b, a)` in 0…1.
    static func blend(_ source: SIMD4<Float>, _ destination: SIMD4<Float>) -> SIMD4<Float>
}

/// One `PixelBlender` per blend mode, named after it, with the shared helpers of the W3C formulas.
enum BlendFormula {
    typealias Pixel = SIMD4<Float>

    @inline(__always)
    static func minimum(_ a: Pixel, _ b: Pixel) -> Pixel { a.replacing(with: b, where: b .< a) }

    @inline(__always)
    static func maximum(_ a: Pixel, _ b: Pixel) -> Pixel { a.replacing(with: b, where: b .> a) }

    /// The W3C separable/non-separable compositing formula around a blend function
    /// `B(Cb, Cs)` of un-premultiplied colours (0…1 in the `xyz` lanes).
    @inline(__always)
    static func composite(_ s: Pixel, _ d: Pixel, _ b: (Pixel, Pixel) -> Pixel) -> Pixel {
        let sa = s.w, da = d.w
        // True division (not a reciprocal product) keeps S/S exactly 1.
        var cs = sa > 0 ? s / sa : .zero
        var cb = da > 0 ? d / da : .zero
        cs = minimum(cs, Pixel(repeating: 1))
        cb = minimum(cb, Pixel(repeating: 1))
        var result = s * (1 - da) + d * (1 - sa) + (sa * da) * b(cb, cs)
        result.w = sa + da - sa * da
        return result
    }

    @inline(__always)
    static func multiplyB(_ cb: Pixel, _ cs: Pixel) -> Pixel { cb * cs }

    @inline(__always)
    static func screenB(_ cb: Pixel, _ cs: Pixel) -> Pixel { cb + cs - cb * cs }

    /// Hard light with `cs` the "light" operand: multiply below ½, screen above.
    @inline(__always)
    static func hardLightB(_ cb: Pixel, _ cs: Pixel) -> Pixel {
        let low = multiplyB(cb, 2 * cs)
        let high = screenB(cb, 2 * cs - 1)
        return low.replacing(with: high, where: cs .> 0.5)
    }

    enum Normal: PixelBlender {
        @inline(__always) static func blend(_ s: Pixel, _ d: Pixel) -> Pixel { s + d * (1 - s.w) }
    }

    enum Multiply: PixelBlender {
        @inline(__always) static func blend(_ s: Pixel, _ d: Pixel) -> Pixel { composite(s, d, multiplyB) }
    }

    enum Screen: PixelBlender {
        @inline(__always) static func blend(_ s: Pixel, _ d: Pixel) -> Pixel { composite(s, d, screenB) }
    }

    enum Overlay: PixelBlender {
        @inline(__always) static func blend(_ s: Pixel, _ d: Pixel) -> Pixel { composite(s, d) { cb, cs in hardLightB(cs, cb) } }
    }

    enum Darken: PixelBlender {
        @inline(__always) static func blend(_ s: Pixel, _ d: Pixel) -> Pixel { composite(s, d, minimum) }
    }

    enum Lighten: PixelBlender {
        @inline(__always) static func blend(_ s: Pixel, _ d: Pixel) -> Pixel { composite(s, d, maximum) }
    }

    enum ColorDodge: PixelBlender {
        @inline(__always)
        static func blend(_ s: Pixel, _ d: Pixel) -> Pixel {
            composite(s, d) { cb, cs in
                var b = minimum(cb / (1 - cs), Pixel(repeating: 1))
                b = b.replacing(with: 1, where: cs .>= 1)
                return b.replacing(with: 0, where: cb .<= 0)
            }
        }
    }

    enum ColorBurn: PixelBlender {
        @inline(__always)
        static func blend(_ s: Pixel, _ d: Pixel) -> Pixel {
            composite(s, d) { cb, cs in
                var b = 1 - minimum((1 - cb) / cs, Pixel(repeating: 1))
                b = b.replacing(with: 0, where: cs .<= 0)
                return b.replacing(with: 1, where: cb .>= 1)
            }
        }
    }

    enum SoftLight: PixelBlender {
        @inline(__always)
        static func blend(_ s: Pixel, _ d: Pixel) -> Pixel {
            composite(s, d) { cb, cs in
                let cubic = ((16 * cb - 12) * cb + 4) * cb
                let e = cubic.replacing(with: cb.squareRoot(), where: cb .> 0.25)
                let low = cb - (1 - 2 * cs) * cb * (1 - cb)
                let high = cb + (2 * cs - 1) * (e - cb)
                return low.replacing(with: high, where: cs .> 0.5)
            }
        }
    }

    enum HardLight: PixelBlender {
        @inline(__always) static func blend(_ s: Pixel, _ d: Pixel) -> Pixel { composite(s, d, hardLightB) }
    }

    enum Difference: PixelBlender {
        @inline(__always)
        static func blend(_ s: Pixel, _ d: Pixel) -> Pixel { composite(s, d) { cb, cs in maximum(cb - cs, cs - cb) } }
    }

    enum Exclusion: PixelBlender {
        @inline(__always)
        static func blend(_ s: Pixel, _ d: Pixel) -> Pixel { composite(s, d) { cb, cs in cb + cs - 2 * cb * cs } }
    }

    enum Hue: PixelBlender {
        @inline(__always)
        static func blend(_ s: Pixel, _ d: Pixel) -> Pixel {
            composite(s, d) { cb, cs in
                NonSeparable.setLum(NonSeparable.setSat(cs, NonSeparable.sat(cb)), NonSeparable.lum(cb))
            }
        }
    }

    enum Saturation: PixelBlender {
        @inline(__always)
        static func blend(_ s: Pixel, _ d: Pixel) -> Pixel {
            composite(s, d) { cb, cs in
                NonSeparable.setLum(NonSeparable.setSat(cb, NonSeparable.sat(cs)), NonSeparable.lum(cb))
            }
        }
    }

    enum ColorMode: PixelBlender {
        @inline(__always)
        static func blend(_ s: Pixel, _ d: Pixel) -> Pixel {
            composite(s, d) { cb, cs in NonSeparable.setLum(cs, NonSeparable.lum(cb)) }
        }
    }

    enum Luminosity: PixelBlender {
        @inline(__always)
        static func blend(_ s: Pixel, _ d: Pixel) -> Pixel {
            composite(s, d) { cb, cs in NonSeparable.setLum(cb, NonSeparable.lum(cs)) }
        }
    }

    enum Clear: PixelBlender {
        @inline(__always) static func blend(_ s: Pixel, _ d: Pixel) -> Pixel { .zero }
    }

    enum Copy: PixelBlender {
        @inline(__always) static func blend(_ s: Pixel, _ d: Pixel) -> Pixel { s }
    }

    enum SourceIn: PixelBlender {
        @inline(__always) static func blend(_ s: Pixel, _ d: Pixel) -> Pixel { s * d.w }
    }

    enum SourceOut: PixelBlender {
        @inline(__always) static func blend(_ s: Pixel, _ d: Pixel) -> Pixel { s * (1 - d.w) }
    }

    enum SourceAtop: PixelBlender {
        @inline(__always) static func blend(_ s: Pixel, _ d: Pixel) -> Pixel { s * d.w + d * (1 - s.w) }
    }

    enum DestinationOver: PixelBlender {
        @inline(__always) static func blend(_ s: Pixel, _ d: Pixel) -> Pixel { s * (1 - d.w) + d }
    }

    enum DestinationIn: PixelBlender {
        @inline(__always) static func blend(_ s: Pixel, _ d: Pixel) -> Pixel { d * s.w }
    }

    enum DestinationOut: PixelBlender {
        @inline(__always) static func blend(_ s: Pixel, _ d: Pixel) -> Pixel { d * (1 - s.w) }
    }

    enum DestinationAtop: PixelBlender {
        @inline(__always) static func blend(_ s: Pixel, _ d: Pixel) -> Pixel { s * (1 - d.w) + d * s.w }
    }

    enum Xor: PixelBlender {
        @inline(__always) static func blend(_ s: Pixel, _ d: Pixel) -> Pixel { s * (1 - d.w) + d * (1 - s.w) }
    }

    enum PlusDarker: PixelBlender {
        @inline(__always)
        static func blend(_ s: Pixel, _ d: Pixel) -> Pixel {
            let alpha = s.w + d.w - s.w * d.w
            var result = maximum(alpha - ((d.w - d) + (s.w - s)), .zero)
            result.w = alpha
            return result
        }
    }

    enum PlusLighter: PixelBlender {
        @inline(__always) static func blend(_ s: Pixel, _ d: Pixel) -> Pixel { minimum(s + d, Pixel(repeating: 1)) }
    }
}
