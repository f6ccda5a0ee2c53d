import AuroraGeometry
import AuroraRaster
import AuroraTestSupport
import Foundation
import Testing

/// Random scenes with hostile values (NaN, infinities, huge and tiny numbers) through every
/// drawing call: nothing traps, and every pixel stays valid premultiplied.
struct RasterContextRandomSceneTests {
    private static let hostile: [CGFloat] = [.nan, .infinity, -.infinity, 1e300, -1e300, 1e-300, 0, -1, 3.5, 17, 40]

    private func value(_ g: inout SeededGenerator) -> CGFloat {
        Bool.random(using: &g) ? Self.hostile.randomElement(using: &g)! : CGFloat.random(in: -20...60, using: &g)
    }

    private func point(_ g: inout SeededGenerator) -> CGPoint { CGPoint(x: value(&g), y: value(&g)) }

    private func path(_ g: inout SeededGenerator) -> BezierPath {
        var path = BezierPath()
        for _ in 0..<Int.random(in: 1...4, using: &g) {
            switch Int.random(in: 0..<7, using: &g) {
            case 0: path.move(to: point(&g))
            case 1: path.addLine(to: point(&g))
            case 2: path.addCurve(to: point(&g), control1: point(&g), control2: point(&g))
            case 3: path.addArc(center: point(&g), radius: value(&g), startAngle: .radians(value(&g)),
                                endAngle: .radians(value(&g)), clockwise: Bool.random(using: &g))
            case 4: path.addRoundedRect(in: CGRect(origin: point(&g), size: CGSize(width: value(&g), height: value(&g))),
                                        cornerSize: CGSize(width: value(&g), height: value(&g)))
            case 5: path.addEllipse(in: CGRect(origin: point(&g), size: CGSize(width: value(&g), height: value(&g))))
            default: path.closeSubpath()
            }
        }
        return path
    }

    private func paint(_ g: inout SeededGenerator) -> Paint {
        let color = RGBAColor(red: Float(value(&g)), green: Float(value(&g)), blue: 0.5, alpha: Float(value(&g)))
        let stops = [GradientStop(color: color, location: Float(value(&g))), GradientStop(color: .white, location: 1)]
        let source: PaintSource
        switch Int.random(in: 0..<4, using: &g) {
        case 0: source = .solid(color)
        case 1: source = .gradient(GradientPaint(.linear(start: point(&g), end: point(&g)), stops: stops))
        case 2: source = .gradient(GradientPaint(.radial(center: point(&g), startRadius: value(&g), endRadius: value(&g)),
                                                 stops: stops, spread: .reflect))
        default: source = .gradient(GradientPaint(.conic(center: point(&g), startAngle: .radians(value(&g)),
                                                         endAngle: .radians(value(&g))), stops: stops))
        }
        return Paint(source, opacity: Float(value(&g)), blendMode: BlendMode.allCases.randomElement(using: &g)!)
    }

    private func filters(_ g: inout SeededGenerator) -> [Filter] {
        (0..<Int.random(in: 0...2, using: &g)).map { _ in
            let v = Float(value(&g))
            switch Int.random(in: 0..<5, using: &g) {
            case 0: return .blur(GaussianBlur(sigma: v, edges: Bool.random(using: &g) ? .clamp : .transparent))
            case 1: return .colorMatrix(.hueRotation(.radians(Double(v))))
            case 2: return .colorMatrix(.contrast(v))
            case 3: return .alphaThreshold(AlphaThreshold(minimum: v, maximum: Float(value(&g))))
            default: return .shadow(Shadow(radius: v, offset: SIMD2(Float(value(&g)), v),
                                           options: Shadow.Options(rawValue: UInt32.random(in: 0...15, using: &g))))
            }
        }
    }

    @Test func hostileScenesNeverTrap() throws {
        var g = SeededGenerator(seed: 2026)
        var image = try Pixmap(width: 3, height: 2)
        image.fill(PremultipliedPixel(red: 10, green: 20, blue: 30, alpha: 40))
        for _ in 0..<60 {
            let c = try RasterContext(width: 24, height: 20, threads: Int.random(in: 1...3, using: &g))
            var depth = 0
            for _ in 0..<12 {
                switch Int.random(in: 0..<9, using: &g) {
                case 0: c.transform = CGAffineTransform(a: value(&g), b: value(&g), c: value(&g), d: value(&g), tx: value(&g), ty: value(&g))
                case 1: c.clip(to: path(&g), fillRule: Bool.random(using: &g) ? .nonZero : .evenOdd)
                case 2: c.pushLayer(opacity: Float(value(&g)), blendMode: BlendMode.allCases.randomElement(using: &g)!,
                                    clipPath: Bool.random(using: &g) ? path(&g) : nil, filters: filters(&g))
                        depth += 1
                case 3 where depth > 0: c.popLayer(); depth -= 1
                case 4: c.stroke(path(&g), with: paint(&g),
                                 style: StrokeStyle(lineWidth: value(&g), lineCap: .round, lineJoin: .miter,
                                                    miterLimit: value(&g), dash: [value(&g), value(&g)], dashPhase: value(&g)))
                case 5: c.draw(image, transform: CGAffineTransform(translationX: value(&g), y: value(&g)).scaledBy(x: value(&g), y: 1),
                               opacity: Float(value(&g)))
                case 6: c.fillAll(with: paint(&g))
                default: c.fill(path(&g), with: paint(&g), fillRule: Bool.random(using: &g) ? .nonZero : .evenOdd)
                }
            }
            while depth > 0 { c.popLayer(); depth -= 1 }
            c.pixmap.withUnsafePixels { pixels in
                for p in pixels {
                    let a = p >> 24
                    #expect(p & 0xFF <= a && (p >> 8) & 0xFF <= a && (p >> 16) & 0xFF <= a)
                }
            }
        }
    }
}
