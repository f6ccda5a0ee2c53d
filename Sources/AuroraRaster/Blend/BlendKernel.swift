/// The row kernel that composites premultiplied source pixels onto destination pixels in any blend mode.

/// Compositing of one row span: `count` premultiplied source words onto destination words, in
/// place, with optional per-pixel coverage.
package enum BlendKernel {
    /// Composites `count` premultiplied `source` words onto `destination` by `mode`.
    ///
    /// With coverage `c` (0…255, `nil` meaning 255 everywhere) the stored result is
    /// `D + (blend(S, D) − D)·c/255`, so coverage 0 leaves the destination untouched in every
    /// mode. Math is in Float, rounded to nearest; `.normal` takes the exact integer
    /// `sourceOver` path. Deterministic: no fused multiply-adds.
    package static func blend(_ mode: BlendMode, source: UnsafePointer<UInt32>, coverage: UnsafePointer<UInt8>?,
                              destination: UnsafeMutablePointer<UInt32>, count: Int) {
        guard count > 0 else { return }
        let s = source, c = coverage, d = destination, n = count
        switch mode {
        case .normal: sourceOver(source: s, coverage: c, destination: d, count: n)
        case .copy where coverage == nil: d.update(from: s, count: n)
        case .clear where coverage == nil: d.update(repeating: 0, count: n)
        case .multiply: apply(BlendFormula.Multiply.self, s, c, d, n)
        case .screen: screen(source: s, coverage: c, destination: d, count: n)
        case .overlay: apply(BlendFormula.Overlay.self, s, c, d, n)
        case .darken: apply(BlendFormula.Darken.self, s, c, d, n)
        case .lighten: apply(BlendFormula.Lighten.self, s, c, d, n)
        case .colorDodge: apply(BlendFormula.ColorDodge.self, s, c, d, n)
        case .colorBurn: apply(BlendFormula.ColorBurn.self, s, c, d, n)
        case .softLight: apply(BlendFormula.SoftLight.self, s, c, d, n)
        case .hardLight: apply(BlendFormula.HardLight.self, s, c, d, n)
        case .difference: apply(BlendFormula.Difference.self, s, c, d, n)
        case .exclusion: apply(BlendFormula.Exclusion.self, s, c, d, n)
        case .hue: apply(BlendFormula.Hue.self, s, c, d, n)
        case .saturation: apply(BlendFormula.Saturation.self, s, c, d, n)
        case .color: apply(BlendFormula.ColorMode.self, s, c, d, n)
        case .luminosity: apply(BlendFormula.Luminosity.self, s, c, d, n)
        case .clear: apply(BlendFormula.Clear.self, s, c, d, n)
        case .copy: apply(BlendFormula.Copy.self, s, c, d, n)
        case .sourceIn: apply(BlendFormula.SourceIn.self, s, c, d, n)
        case .sourceOut: apply(BlendFormula.SourceOut.self, s, c, d, n)
        case .sourceAtop: apply(BlendFormula.SourceAtop.self, s, c, d, n)
        case .destinationOver: apply(BlendFormula.DestinationOver.self, s, c, d, n)
        case .destinationIn: apply(BlendFormula.DestinationIn.self, s, c, d, n)
        case .destinationOut: apply(BlendFormula.DestinationOut.self, s, c, d, n)
        case .destinationAtop: apply(BlendFormula.DestinationAtop.self, s, c, d, n)
        case .xor: apply(BlendFormula.Xor.self, s, c, d, n)
        case .plusDarker: apply(BlendFormula.PlusDarker.self, s, c, d, n)
        case .plusLighter: apply(BlendFormula.PlusLighter.self, s, c, d, n)
        }
    }

    /// The Float loop around one formula, specialised per mode.
    private static func apply<Formula: PixelBlender>(_ formula: Formula.Type,
                              _ source: UnsafePointer<UInt32>, _ coverage: UnsafePointer<UInt8>?,
                              _ destination: UnsafeMutablePointer<UInt32>, _ count: Int) {
        if let coverage {
            for i in 0..<count {
                let c = coverage[i]
                if c == 0 { continue }
                let s = PixelConversion.unpack(source[i]), d = PixelConversion.unpack(destination[i])
                var r = Formula.blend(s, d)
                if c != 255 { r = d + (r - d) * (Float(c) * (1 / 255)) }
                destination[i] = PixelConversion.pack(r)
            }
        } else {
            for i in 0..<count {
                let s = PixelConversion.unpack(source[i]), d = PixelConversion.unpack(destination[i])
                destination[i] = PixelConversion.pack(Formula.blend(s, d))
            }
        }
    }
}
