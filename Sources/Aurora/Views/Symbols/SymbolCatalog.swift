/// `SymbolCatalog`: Aurora's own symbol set, drawn in code to look like the SF Symbols of the same names.
import AuroraGeometry
import Foundation

/// The symbols `Image(systemName:)` knows, by name.
///
/// Each is drawn in design units (see `SymbolDefinition`); sizes follow SF Symbols at the medium
/// scale (a `circle` is about 1.17 × the font size across, a `xmark` about 0.86 ×). Hierarchy
/// levels follow SF Symbols' hierarchical annotations where they are known (the rays of
/// `sun.max`, the rings of the `.circle` symbols, the sun of `photo` are secondary). The `.fill`
/// badges (`checkmark.circle.fill` …) knock their glyph out of the disc: a hole in monochrome, a
/// primary layer over the secondary disc in hierarchical and palette. Multicolor: the hearts are
/// red and `sun.max` is yellow; every other symbol uses the foreground style.
enum SymbolCatalog {
    /// The definition of `name`, or nil when Aurora has no such symbol.
    static func definition(named name: String) -> SymbolDefinition? { definitions[name] }

    /// Every symbol name, sorted.
    static var names: [String] { definitions.keys.sorted() }

    private typealias P = SymbolPen

    private static let definitions: [String: SymbolDefinition] = [
        "sparkle": .init(layers: [P.layer(P.fill(sparkle))]),
        "star": .init(layers: [P.layer(P.stroke(star))]),
        "star.fill": .init(layers: [P.layer(P.fill(star))]),
        "heart": .init(layers: [P.layer(multicolor: .red, P.stroke(heart))]),
        "heart.fill": .init(layers: [P.layer(multicolor: .red, P.fill(heart))]),
        "circle": .init(layers: [P.layer(P.stroke(P.circle(0, 0, radius: 55)))]),
        "circle.fill": .init(layers: [P.layer(P.fill(P.circle(0, 0, radius: 55)))]),
        "checkmark": .init(layers: [P.layer(P.stroke(P.lines([(-42, 2), (-13, 36), (42, -40)])))]),
        "xmark": .init(layers: [P.layer(P.stroke(P.lines([(-36, -36), (36, 36)])), P.stroke(P.lines([(-36, 36), (36, -36)])))]),
        "plus": .init(layers: [P.layer(P.stroke(P.lines([(-46, 0), (46, 0)])), P.stroke(P.lines([(0, -46), (0, 46)])))]),
        "minus": .init(layers: [P.layer(P.stroke(P.lines([(-46, 0), (46, 0)])))]),
        "chevron.left": .init(layers: [P.layer(P.stroke(P.lines([(13, -47), (-15, 0), (13, 47)])))]),
        "chevron.right": .init(layers: [P.layer(P.stroke(P.lines([(-13, -47), (15, 0), (-13, 47)])))]),
        "chevron.up": .init(layers: [P.layer(P.stroke(P.lines([(-47, 13), (0, -15), (47, 13)])))]),
        "chevron.down": .init(layers: [P.layer(P.stroke(P.lines([(-47, -13), (0, 15), (47, -13)])))]),
        "play.fill": .init(layers: [P.layer(P.fill(P.lines([(-28, -44), (42, 0), (-28, 44)], closed: true)))]),
        "pause.fill": .init(layers: [P.layer(
            P.fill(P.roundedRect(CGRect(x: -34, y: -44, width: 22, height: 88), radius: 4)),
            P.fill(P.roundedRect(CGRect(x: 12, y: -44, width: 22, height: 88), radius: 4)))]),
        "sun.max": .init(layers: [P.layer(level: 0, multicolor: .yellow, P.stroke(P.circle(0, 0, radius: 22))),
                                  P.layer(level: 1, multicolor: .yellow, P.stroke(sunRays))]),
        "moon": .init(layers: [P.layer(P.stroke(moon))]),
        "cloud": .init(layers: [P.layer(P.stroke(cloud))]),
        "bolt": .init(layers: [P.layer(P.stroke(P.lines([(10, -58), (-34, 8), (-2, 8), (-10, 58), (34, -8), (2, -8)], closed: true)))]),
        "person.crop.circle": .init(layers: [P.layer(level: 0, P.stroke(P.circle(0, -14, radius: 18)), P.stroke(shoulders)),
                                             P.layer(level: 1, P.stroke(P.circle(0, 0, radius: 55)))]),
        "photo": .init(layers: [P.layer(level: 0, P.stroke(P.roundedRect(CGRect(x: -58, y: -44, width: 116, height: 88), radius: 10)),
                                        P.fill(P.lines([(-46, 32), (-18, 2), (4, 24), (20, 10), (46, 32)], closed: true))),
                                P.layer(level: 1, P.fill(P.circle(24, -18, radius: 8)))]),
        "square": .init(layers: [P.layer(P.stroke(square))]),
        "square.fill": .init(layers: [P.layer(P.fill(square))]),
        "arrow.left": .init(layers: [P.layer(P.stroke(P.lines([(46, 0), (-46, 0)])), P.stroke(P.lines([(-14, -32), (-46, 0), (-14, 32)])))]),
        "arrow.right": .init(layers: [P.layer(P.stroke(P.lines([(-46, 0), (46, 0)])), P.stroke(P.lines([(14, -32), (46, 0), (14, 32)])))]),
        "arrow.up": .init(layers: [P.layer(P.stroke(P.lines([(0, 48), (0, -48)])), P.stroke(P.lines([(-32, -16), (0, -48), (32, -16)])))]),
        "arrow.down": .init(layers: [P.layer(P.stroke(P.lines([(0, -48), (0, 48)])), P.stroke(P.lines([(-32, 16), (0, 48), (32, 16)])))]),
        "magnifyingglass": .init(layers: [P.layer(P.stroke(P.circle(-8, -8, radius: 38)), P.stroke(P.lines([(20, 20), (50, 50)])))]),
        "house": .init(layers: [P.layer(P.stroke(P.lines([(-58, -2), (0, -54), (58, -2)])),
                                        P.stroke(P.lines([(-42, -16), (-42, 50), (42, 50), (42, -16)])),
                                        P.stroke(P.lines([(-12, 50), (-12, 18), (12, 18), (12, 50)])))]),
        "bell": .init(layers: [P.layer(P.stroke(bell), P.stroke(P.lines([(0, -46), (0, -54)]))),
                               P.layer(level: 1, P.stroke(clapper))]),
        "trash": .init(layers: [P.layer(P.stroke(P.lines([(-50, -38), (50, -38)])),
                                        P.stroke(P.lines([(-16, -38), (-16, -52), (16, -52), (16, -38)])),
                                        P.stroke(P.lines([(-38, -38), (-32, 52), (32, 52), (38, -38)]))),
                                P.layer(level: 1, P.stroke(P.lines([(-13, -20), (-11, 34)])), P.stroke(P.lines([(0, -20), (0, 34)])),
                                        P.stroke(P.lines([(13, -20), (11, 34)])))]),
        "ellipsis": .init(layers: [P.layer(P.fill(P.circle(-38, 0, radius: 5)), P.fill(P.circle(0, 0, radius: 5)), P.fill(P.circle(38, 0, radius: 5)))]),
        "envelope": .init(layers: [P.layer(P.stroke(P.roundedRect(CGRect(x: -58, y: -42, width: 116, height: 84), radius: 9)),
                                           P.stroke(P.lines([(-54, -36), (0, 8), (54, -36)])))]),
        "paperplane": .init(layers: [P.layer(P.stroke(P.lines([(56, -54), (-54, -6), (-8, 8), (6, 56)], closed: true)),
                                             P.stroke(P.lines([(-8, 8), (56, -54)])))]),
        "bookmark": .init(layers: [P.layer(P.stroke(bookmark))]),
        "bookmark.fill": .init(layers: [P.layer(P.fill(bookmark))]),
        "exclamationmark.triangle": .init(layers: [P.layer(P.stroke(exclamation), P.fill(P.circle(0, 30, radius: 2.5))),
                                                   P.layer(level: 1, P.stroke(P.lines([(0, -56), (60, 46), (-60, 46)], closed: true)))]),
        "info.circle": .init(layers: [P.layer(P.stroke(infoStem), P.fill(P.circle(0, -27, radius: 3))),
                                      P.layer(level: 1, P.stroke(P.circle(0, 0, radius: 55)))]),
        "plus.circle": .init(layers: [P.layer(P.stroke(P.lines([(-26, 0), (26, 0)])), P.stroke(P.lines([(0, -26), (0, 26)]))),
                                      P.layer(level: 1, P.stroke(P.circle(0, 0, radius: 55)))]),
        "xmark.circle": .init(layers: [P.layer(P.stroke(P.lines([(-19, -19), (19, 19)])), P.stroke(P.lines([(-19, 19), (19, -19)]))),
                                       P.layer(level: 1, P.stroke(P.circle(0, 0, radius: 55)))]),
        "checkmark.circle": .init(layers: [P.layer(P.stroke(smallCheck)), P.layer(level: 1, P.stroke(P.circle(0, 0, radius: 55)))]),
        "plus.circle.fill": .init(layers: P.knockout(badge: P.circle(0, 0, radius: 55),
                                                     glyph: [P.stroke(P.lines([(-26, 0), (26, 0)])), P.stroke(P.lines([(0, -26), (0, 26)]))])),
        "xmark.circle.fill": .init(layers: P.knockout(badge: P.circle(0, 0, radius: 55),
                                                      glyph: [P.stroke(P.lines([(-19, -19), (19, 19)])), P.stroke(P.lines([(-19, 19), (19, -19)]))])),
        "checkmark.circle.fill": .init(layers: P.knockout(badge: P.circle(0, 0, radius: 55), glyph: [P.stroke(smallCheck)])),
        "info.circle.fill": .init(layers: P.knockout(badge: P.circle(0, 0, radius: 55),
                                                     glyph: [P.stroke(infoStem), P.fill(P.circle(0, -27, radius: 3))])),
    ]

    private static var square: BezierPath { P.roundedRect(CGRect(x: -52, y: -52, width: 104, height: 104), radius: 16) }

    private static var smallCheck: BezierPath { P.lines([(-25, 2), (-8, 23), (25, -22)]) }

    private static var infoStem: BezierPath { P.lines([(-9, -8), (2, -8), (2, 30)]) }

    private static var exclamation: BezierPath { P.lines([(0, -22), (0, 14)]) }

    private static var bookmark: BezierPath { P.lines([(-36, -54), (36, -54), (36, 54), (0, 26), (-36, 54)], closed: true) }

    /// A bell's body: shoulders curving up to a rounded crown, flaring at the rim.
    private static var bell: BezierPath {
        var path = BezierPath()
        path.move(to: CGPoint(x: -46, y: 32))
        path.addLine(to: CGPoint(x: -36, y: 18))
        path.addCurve(to: CGPoint(x: 0, y: -46), control1: CGPoint(x: -36, y: -26), control2: CGPoint(x: -24, y: -46))
        path.addCurve(to: CGPoint(x: 36, y: 18), control1: CGPoint(x: 24, y: -46), control2: CGPoint(x: 36, y: -26))
        path.addLine(to: CGPoint(x: 46, y: 32))
        path.closeSubpath()
        return path
    }

    /// The bell's clapper: a half circle under the rim.
    private static var clapper: BezierPath {
        var path = BezierPath()
        path.move(to: CGPoint(x: 12, y: 40))
        P.arc(&path, center: CGPoint(x: 0, y: 40), radius: 12, from: CGPoint(x: 12, y: 40), to: CGPoint(x: -12, y: 40), through: .pi / 2)
        return path
    }

    /// A four-pointed star with concave sides.
    private static var sparkle: BezierPath {
        var path = BezierPath()
        path.move(to: CGPoint(x: 0, y: -58))
        path.addQuadCurve(to: CGPoint(x: 44, y: 0), control: CGPoint(x: 7, y: -7))
        path.addQuadCurve(to: CGPoint(x: 0, y: 58), control: CGPoint(x: 7, y: 7))
        path.addQuadCurve(to: CGPoint(x: -44, y: 0), control: CGPoint(x: -7, y: 7))
        path.addQuadCurve(to: CGPoint(x: 0, y: -58), control: CGPoint(x: -7, y: -7))
        path.closeSubpath()
        return path
    }

    /// A five-pointed star, point up, centred on its own height.
    private static var star: BezierPath {
        let outer: CGFloat = 56, inner: CGFloat = 25, dy: CGFloat = 5
        let points = (0..<10).map { i -> (CGFloat, CGFloat) in
            let angle = -CGFloat.pi / 2 + CGFloat(i) * CGFloat.pi / 5
            let r = i.isMultiple(of: 2) ? outer : inner
            return (r * cos(angle), r * sin(angle) + dy)
        }
        return P.lines(points, closed: true)
    }

    /// Two round lobes joined by straight sides to a point below.
    private static var heart: BezierPath {
        let r: CGFloat = 29
        let left = CGPoint(x: -28, y: -16), right = CGPoint(x: 28, y: -16), tip = CGPoint(x: 0, y: 50)
        let leftTouch = P.tangentPoint(from: tip, center: left, radius: r, sign: 1)
        let rightTouch = P.tangentPoint(from: tip, center: right, radius: r, sign: -1)
        let dip = P.upperIntersection(left, r, right, r)
        var path = BezierPath()
        path.move(to: tip)
        path.addLine(to: leftTouch)
        P.arc(&path, center: left, radius: r, from: leftTouch, to: dip, through: .pi)
        P.arc(&path, center: right, radius: r, from: dip, to: rightTouch, through: 0)
        path.closeSubpath()
        return path
    }

    /// Eight rays around the sun's disc.
    private static var sunRays: BezierPath {
        var path = BezierPath()
        for i in 0..<8 {
            let angle = CGFloat(i) * CGFloat.pi / 4
            path.move(to: CGPoint(x: 38 * cos(angle), y: 38 * sin(angle)))
            path.addLine(to: CGPoint(x: 55 * cos(angle), y: 55 * sin(angle)))
        }
        return path
    }

    /// A crescent: a disc with a smaller disc cut from its upper right.
    private static var moon: BezierPath {
        let c0 = CGPoint(x: -4, y: 4), r0: CGFloat = 50, c1 = CGPoint(x: 24, y: -22), r1: CGFloat = 40
        let (p, q) = P.intersections(c0, r0, c1, r1)
        var path = BezierPath()
        path.move(to: p)
        // The outer edge is the part of the big circle facing away from the cut; the inner edge
        // the part of the cutting circle facing the big circle's centre.
        P.arc(&path, center: c0, radius: r0, from: p, to: q, through: P.angle(of: c0, from: c1))
        P.arc(&path, center: c1, radius: r1, from: q, to: p, through: P.angle(of: c0, from: c1))
        path.closeSubpath()
        return path
    }

    /// Three bumps over a flat base.
    private static var cloud: BezierPath {
        let left = CGPoint(x: -40, y: 8), rl: CGFloat = 22
        let top = CGPoint(x: -2, y: -10), rt: CGFloat = 32
        let right = CGPoint(x: 36, y: 4), rr: CGFloat = 26
        let a = P.upperIntersection(left, rl, top, rt), b = P.upperIntersection(top, rt, right, rr)
        let leftFoot = CGPoint(x: left.x, y: left.y + rl), rightFoot = CGPoint(x: right.x, y: right.y + rr)
        var path = BezierPath()
        path.move(to: leftFoot)
        P.arc(&path, center: left, radius: rl, from: leftFoot, to: a, through: .pi)
        P.arc(&path, center: top, radius: rt, from: a, to: b, through: -.pi / 2)
        P.arc(&path, center: right, radius: rr, from: b, to: rightFoot, through: 0)
        path.closeSubpath()
        return path
    }

    /// The shoulders of `person.crop.circle`: an arc cropped by the ring.
    private static var shoulders: BezierPath {
        let hit = P.upperIntersection(CGPoint(x: 0, y: 0), 55, CGPoint(x: 0, y: 54), 38)
        let right = CGPoint(x: abs(hit.x), y: hit.y), left = CGPoint(x: -abs(hit.x), y: hit.y)
        var path = BezierPath()
        path.move(to: left)
        P.arc(&path, center: CGPoint(x: 0, y: 54), radius: 38, from: left, to: right, through: -.pi / 2)
        return path
    }
}
