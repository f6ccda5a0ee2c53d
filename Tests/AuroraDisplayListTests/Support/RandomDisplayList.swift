/// Seeded random display lists for round-trip tests: every content, paint, effect and filter kind.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import AuroraTestSupport
import Foundation

/// Builds random display lists from a seeded generator; numbers mix whole values, awkward
/// fractions and extremes so the text form's number printing is exercised.
struct RandomDisplayList {
    var generator: SeededGenerator

    init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    mutating func list(depth: Int) -> DisplayList {
        let count = Int.random(in: 0...3, using: &generator)
        return DisplayList(items: (0..<count).map { _ in item(depth: depth) })
    }

    mutating func item(depth: Int) -> DisplayList.Item {
        let frame = CGRect(x: number(), y: number(), width: number(), height: number())
        if depth > 0, Bool.random(using: &generator) {
            return DisplayList.Item(frame: frame, effect: effect(depth: depth), list(depth: depth - 1))
        }
        return DisplayList.Item(frame: frame, content: content())
    }

    mutating func number() -> CGFloat {
        switch Int.random(in: 0..<6, using: &generator) {
        case 0: return CGFloat(Int.random(in: -100...100, using: &generator))
        case 1: return CGFloat(Double.random(in: -1000...1000, using: &generator))
        case 2: return CGFloat(Double.random(in: 0...1, using: &generator)) * 1e-9
        case 3: return [0.1, 1.0 / 3, -0.0, 1e300, .greatestFiniteMagnitude, .leastNonzeroMagnitude][Int.random(in: 0..<6, using: &generator)]
        case 4: return .infinity
        default: return CGFloat(Double.random(in: 0...200, using: &generator)).rounded() / 8
        }
    }

    mutating func unit() -> Float { Float.random(in: 0...1, using: &generator) }

    mutating func color() -> RGBAColor { RGBAColor(red: unit(), green: unit(), blue: unit(), alpha: unit()) }

    mutating func point() -> CGPoint { CGPoint(x: number(), y: number()) }

    mutating func stops() -> [GradientStop] {
        (0..<Int.random(in: 0...4, using: &generator)).map { _ in GradientStop(color: color(), location: unit()) }
    }

    mutating func paint() -> DisplayList.Paint {
        switch Int.random(in: 0..<5, using: &generator) {
        case 0: return .color(color())
        case 1: return .linearGradient(stops: stops(), start: point(), end: point())
        case 2: return .radialGradient(stops: stops(), center: point(), startRadius: number(), endRadius: number())
        case 3: return .angularGradient(stops: stops(), center: point(), startAngle: .radians(Double(number())), endAngle: .degrees(Double(number())))
        default:
            return .ellipticalGradient(stops: stops(), center: point(), radii: CGSize(width: number(), height: number()),
                                       startRadiusFraction: number(), endRadiusFraction: number())
        }
    }

    mutating func path() -> BezierPath {
        var path = BezierPath()
        for _ in 0..<Int.random(in: 0...6, using: &generator) {
            switch Int.random(in: 0..<5, using: &generator) {
            case 0: path.move(to: point())
            case 1: path.addLine(to: point())
            case 2: path.addQuadCurve(to: point(), control: point())
            case 3: path.addCurve(to: point(), control1: point(), control2: point())
            default: path.closeSubpath()
            }
        }
        return path
    }

    mutating func content() -> DisplayList.Content {
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: return .fill(paint())
        case 1:
            let style: DisplayList.DrawStyle = Bool.random(using: &generator)
                ? .fill(FillStyle(eoFill: Bool.random(using: &generator), antialiased: Bool.random(using: &generator)))
                : .stroke(StrokeStyle(lineWidth: number(), lineCap: [.butt, .round, .square][Int.random(in: 0..<3, using: &generator)],
                                      lineJoin: [.miter, .round, .bevel][Int.random(in: 0..<3, using: &generator)],
                                      miterLimit: number(), dash: (0..<Int.random(in: 0...3, using: &generator)).map { _ in number() },
                                      dashPhase: number()))
            let mode = Bool.random(using: &generator) ? BlendMode.normal
                : BlendMode.allCases[Int.random(in: 0..<BlendMode.allCases.count, using: &generator)]
            return .shape(path: path(), paint: paint(), style: style, blendMode: mode)
        default:
            let width = Int.random(in: 1...3, using: &generator), height = Int.random(in: 1...3, using: &generator)
            let bytes = (0..<(width * height * 4)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let pixmap = (try? Pixmap(width: width, height: height, premultipliedRGBA: bytes)) ?? (try! Pixmap(width: 1, height: 1))
            return .image(DisplayList.Image(pixmap), rect: CGRect(x: number(), y: number(), width: number(), height: number()),
                          interpolation: Bool.random(using: &generator) ? .nearest : .bilinear)
        }
    }

    mutating func effect(depth: Int) -> DisplayList.Effect {
        switch Int.random(in: 0..<9, using: &generator) {
        case 0: return .opacity(Double(number()))
        case 1: return .transform(CGAffineTransform(a: number(), b: number(), c: number(), d: number(), tx: number(), ty: number()))
        case 2:
            return .projection(ProjectionTransform(m11: number(), m12: number(), m13: number(), m21: number(), m22: number(),
                                                   m23: number(), m31: number(), m32: number(), m33: number()))
        case 3: return .clip(path(), FillStyle(eoFill: Bool.random(using: &generator), antialiased: Bool.random(using: &generator)))
        case 4: return .mask(list(depth: depth - 1))
        case 5: return .blendMode(BlendMode.allCases[Int.random(in: 0..<BlendMode.allCases.count, using: &generator)])
        case 6: return .compositingGroup
        case 7: return .drawingGroup
        default: return .filters((0..<Int.random(in: 0...3, using: &generator)).map { _ in filter() })
        }
    }

    mutating func filter() -> DisplayList.Filter {
        switch Int.random(in: 0..<12, using: &generator) {
        case 0: return .blur(radius: number(), opaque: Bool.random(using: &generator))
        case 1: return .shadow(color: color(), radius: number(), offset: CGSize(width: number(), height: number()))
        case 2: return .brightness(Double(number()))
        case 3: return .contrast(Double(number()))
        case 4: return .saturation(Double(number()))
        case 5: return .hueRotation(.radians(Double(number())))
        case 6: return .grayscale(Double(number()))
        case 7: return .colorInvert
        case 8: return .colorMultiply(color())
        case 9: return .luminanceToAlpha
        case 10:
            var m = ColorMatrix.hueRotation(.degrees(Double(unit()) * 360))
            m.a5 = unit()
            return .colorMatrix(m)
        default: return .alphaThreshold(minimum: Double(unit()), maximum: Double(unit()), color: color())
        }
    }
}
