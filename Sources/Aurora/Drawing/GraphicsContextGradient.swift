/// Gradient shadings with `GradientOptions`: repeated or mirrored copies and linear-light interpolation, as plain stops.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import Foundation

/// A gradient's stops prepared for a context's gradient options.
///
/// The display list pads gradients beyond their ends, so a repeating or mirrored gradient is
/// drawn as one longer gradient whose stops hold every copy the drawing can show.
/// `.linearColor` is drawn as stops close enough together that interpolating between them in
/// sRGB follows the linear-light ramp.
struct GraphicsContextGradient {
    /// The stops of one copy.
    let stops: [GradientStop]
    let repeats: Bool
    let mirrors: Bool

    /// At most this many copies are spelled out; a drawing that would show more pads the last.
    static let maximumCopies = 256
    /// Stops inserted between two stops for `.linearColor`.
    static let linearSubdivisions = 16

    init(_ gradient: Gradient, options: GraphicsContext.GradientOptions) {
        var stops = gradient.rasterStops
        if options.contains(.linearColor), stops.count > 1 { stops = Self.linearLight(stops) }
        self.stops = stops
        mirrors = options.contains(.mirror)
        repeats = mirrors || options.contains(.repeat)
    }

    /// A linear gradient paint from `start` to `end` that covers `region`.
    func linear(start: CGPoint, end: CGPoint, covering region: CGRect) -> DisplayList.Paint {
        let d = CGPoint(x: end.x - start.x, y: end.y - start.y)
        let length2 = d.x * d.x + d.y * d.y
        guard repeats, length2 > 0, length2.isFinite, !region.isNull else {
            return .linearGradient(stops: stops, start: start, end: end)
        }
        var low = CGFloat.infinity, high = -CGFloat.infinity
        for corner in region.corners {
            let t = ((corner.x - start.x) * d.x + (corner.y - start.y) * d.y) / length2
            low = min(low, t)
            high = max(high, t)
        }
        guard let (first, count) = Self.copies(from: low, to: high) else { return .linearGradient(stops: stops, start: start, end: end) }
        let a = CGPoint(x: start.x + d.x * CGFloat(first), y: start.y + d.y * CGFloat(first))
        let b = CGPoint(x: start.x + d.x * CGFloat(first + count), y: start.y + d.y * CGFloat(first + count))
        return .linearGradient(stops: repeated(first: first, count: count), start: a, end: b)
    }

    /// A radial gradient paint around `center` that covers `region`.
    func radial(center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, covering region: CGRect) -> DisplayList.Paint {
        let step = endRadius - startRadius
        guard repeats, step > 0, step.isFinite, !region.isNull else {
            return .radialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
        }
        var far: CGFloat = 0
        for corner in region.corners {
            far = max(far, ((corner.x - center.x) * (corner.x - center.x) + (corner.y - center.y) * (corner.y - center.y)).squareRoot())
        }
        guard let (first, count) = Self.copies(from: -startRadius / step, to: (far - startRadius) / step) else {
            return .radialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
        }
        // Radii below zero are never reached: the first copy may start inside the centre.
        return .radialGradient(stops: repeated(first: first, count: count), center: center,
                               startRadius: startRadius + step * CGFloat(first), endRadius: startRadius + step * CGFloat(first + count))
    }

    /// The whole copies (first index, how many) that span gradient parameters `low…high`.
    private static func copies(from low: CGFloat, to high: CGFloat) -> (Int, Int)? {
        guard low.isFinite, high.isFinite else { return nil }
        let first = max(-CGFloat(maximumCopies), (low).rounded(.down))
        let last = min(first + CGFloat(maximumCopies), max(first + 1, high.rounded(.up)))
        return (Int(first), Int(last - first))
    }

    /// `count` copies of the stops, copy `first` first, mirrored copies reversed; locations
    /// scaled into 0…1.
    private func repeated(first: Int, count: Int) -> [GradientStop] {
        var result: [GradientStop] = []
        result.reserveCapacity(stops.count * count)
        for index in 0..<count {
            let copy = first + index
            let reversed = mirrors && copy % 2 != 0
            let ordered = reversed ? stops.reversed().map { GradientStop(color: $0.color, location: 1 - $0.location) } : stops
            for stop in ordered {
                result.append(GradientStop(color: stop.color, location: (Float(index) + stop.location) / Float(count)))
            }
        }
        return result
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

extension CGRect {
    /// The four corners.
    var corners: [CGPoint] {
        [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)]
    }
}
