/// The published blend formulas, written out plainly in Double: the oracle for the kernel tests.
@testable import AuroraRaster

/// A direct evaluation of each blend mode's definition (W3C Compositing and Blending, the
/// Porter–Duff operators, and Aurora's documented plusDarker), one pixel at a time in Double,
/// kept independent of the kernel's code.
enum BlendReference {
    /// `D + (blend(S, D) − D)·coverage` for premultiplied `[r, g, b, a]` in 0…1.
    static func composite(_ mode: BlendMode, source s: [Double], destination d: [Double], coverage: Double) -> [Double] {
        let r = blend(mode, s, d)
        return (0..<4).map { d[$0] + (r[$0] - d[$0]) * coverage }
    }

    static func blend(_ mode: BlendMode, _ s: [Double], _ d: [Double]) -> [Double] {
        let sa = s[3], da = d[3]
        func porterDuff(_ fs: Double, _ fd: Double) -> [Double] { (0..<4).map { s[$0] * fs + d[$0] * fd } }
        switch mode {
        case .clear: return [0, 0, 0, 0]
        case .copy: return s
        case .sourceIn: return porterDuff(da, 0)
        case .sourceOut: return porterDuff(1 - da, 0)
        case .sourceAtop: return porterDuff(da, 1 - sa)
        case .destinationOver: return porterDuff(1 - da, 1)
        case .destinationIn: return porterDuff(0, sa)
        case .destinationOut: return porterDuff(0, 1 - sa)
        case .destinationAtop: return porterDuff(1 - da, sa)
        case .xor: return porterDuff(1 - da, 1 - sa)
        case .plusLighter: return (0..<4).map { min(1, s[$0] + d[$0]) }
        case .plusDarker:
            let alpha = sa + da - sa * da
            return (0..<3).map { max(0, alpha - ((da - d[$0]) + (sa - s[$0]))) } + [alpha]
        default:
            let cs = (0..<3).map { sa > 0 ? min(1, s[$0] / sa) : 0 }
            let cb = (0..<3).map { da > 0 ? min(1, d[$0] / da) : 0 }
            let b = blendFunction(mode, cb: cb, cs: cs)
            let color = (0..<3).map { s[$0] * (1 - da) + d[$0] * (1 - sa) + sa * da * b[$0] }
            return color + [sa + da - sa * da]
        }
    }

    /// `B(Cb, Cs)` of the separable and non-separable modes.
    private static func blendFunction(_ mode: BlendMode, cb: [Double], cs: [Double]) -> [Double] {
        switch mode {
        case .hue: return setLum(setSat(cs, sat(cb)), lum(cb))
        case .saturation: return setLum(setSat(cb, sat(cs)), lum(cb))
        case .color: return setLum(cs, lum(cb))
        case .luminosity: return setLum(cb, lum(cs))
        default: return (0..<3).map { separable(mode, cb[$0], cs[$0]) }
        }
    }

    private static func separable(_ mode: BlendMode, _ b: Double, _ s: Double) -> Double {
        func hardLight(_ b: Double, _ s: Double) -> Double { s <= 0.5 ? b * 2 * s : screen(b, 2 * s - 1) }
        func screen(_ b: Double, _ s: Double) -> Double { b + s - b * s }
        switch mode {
        case .normal: return s
        case .multiply: return b * s
        case .screen: return screen(b, s)
        case .overlay: return hardLight(s, b)
        case .darken: return min(b, s)
        case .lighten: return max(b, s)
        case .colorDodge:
            if b == 0 { return 0 }
            if s >= 1 { return 1 }
            return min(1, b / (1 - s))
        case .colorBurn:
            if b == 1 { return 1 }
            if s <= 0 { return 0 }
            return 1 - min(1, (1 - b) / s)
        case .hardLight: return hardLight(b, s)
        case .softLight:
            if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
            let e = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
            return b + (2 * s - 1) * (e - b)
        case .difference: return abs(b - s)
        case .exclusion: return b + s - 2 * b * s
        default: fatalError("not a separable mode: \(mode)")
        }
    }

    private static func lum(_ c: [Double]) -> Double { 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] }

    private static func clipColor(_ c: [Double]) -> [Double] {
        let l = lum(c), n = c.min() ?? 0, x = c.max() ?? 0
        var result = c
        if n < 0 { result = result.map { l + ($0 - l) * l / (l - n) } }
        if x > 1 { result = result.map { l + ($0 - l) * (1 - l) / (x - l) } }
        return result
    }

    private static func setLum(_ c: [Double], _ l: Double) -> [Double] {
        let delta = l - lum(c)
        return clipColor(c.map { $0 + delta })
    }

    private static func sat(_ c: [Double]) -> Double { (c.max() ?? 0) - (c.min() ?? 0) }

    /// The spec's version: sort the channels, scale the middle one, set max to `s` and min to 0.
    private static func setSat(_ c: [Double], _ s: Double) -> [Double] {
        let order = [0, 1, 2].sorted { c[$0] < c[$1] }
        let low = order[0], middle = order[1], high = order[2]
        var result = [0.0, 0.0, 0.0]
        if c[high] > c[low] {
            result[middle] = (c[middle] - c[low]) * s / (c[high] - c[low])
            result[high] = s
        }
        return result
    }
}
