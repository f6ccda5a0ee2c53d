/// Gradient shadings with `GradientOptions`: repeated or mirrored spread and linear-light interpolation.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import Foundation

/// A gradient's stops and spread prepared for a context's gradient options.
///
/// `.repeat` and `.mirror` become the paint's spread, which the raster core continues without
/// end; `.linearColor` is drawn as stops close enough together that interpolating between them
/// in sRGB follows the linear-light ramp.
struct GraphicsContextGradient {
    /// The stops of one copy.
    let stops: [GradientStop]
    /// How the gradient continues beyond its ends.
    let spread: GradientPaint.Spread

    /// Stops inserted between two stops for `.linearColor`.
    static let linearSubdivisions = 16

    init(_ gradient: Gradient, options: GraphicsContext.GradientOptions) {
        var stops = gradient.rasterStops
        if options.contains(.linearColor), stops.count > 1 { stops = Self.linearLight(stops) }
        self.stops = stops
        spread = options.contains(.mirror) ? .reflect : options.contains(.repeat) ? .repeat : .pad
    }

    /// `gradient` (built from these stops) continued by the spread; a padded one as it is.
    func paint(_ gradient: DisplayList.Paint) -> DisplayList.Paint {
        spread == .pad ? gradient : .spreadGradient(gradient, spread: spread, transform: .identity)
    }

    /// Stops with extra stops between each pair, coloured by interpolating in linear light.
    private static func linearLight(_ stops: [GradientStop]) -> [GradientStop] {
        var result: [GradientStop] = [stops[0]]
        for (a, b) in zip(stops, stops.dropFirst()) {
            if b.location > a.location {
                for step in 1..<linearSubdivisions {
                    let t = Float(step) / Float(linearSubdivisions)
                    result.append(GradientStop(color: mixInLinearLight(a.color, b.color, t),
                                               location: a.location + (b.location - a.location) * t))
                }
            }
            result.append(b)
        }
        return result
    }

    /// The colour a fraction `t` from `a` to `b`, interpolated in linear sRGB (premultiplied by alpha).
    private static func mixInLinearLight(_ a: RGBAColor, _ b: RGBAColor, _ t: Float) -> RGBAColor {
        func linear(_ c: Float) -> Float { c <= 0.04045 ? c / 12.92 : Float(pow(Double((c + 0.055) / 1.055), 2.4)) }
        func encoded(_ c: Float) -> Float { c <= 0.0031308 ? c * 12.92 : 1.055 * Float(pow(Double(c), 1 / 2.4)) - 0.055 }
        let alpha = a.alpha + (b.alpha - a.alpha) * t
        guard alpha > 0 else { return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) }
        func channel(_ x: Float, _ y: Float) -> Float {
            encoded((linear(x) * a.alpha + (linear(y) * b.alpha - linear(x) * a.alpha) * t) / alpha)
        }
        return RGBAColor(red: channel(a.red, b.red), green: channel(a.green, b.green), blue: channel(a.blue, b.blue), alpha: alpha)
    }
}
