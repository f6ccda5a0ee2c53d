/// `FillsTopic`: the fills plate — fill rules, self-intersecting curves, circles, rounded rectangles, alpha.
import AuroraGeometry
import AuroraRaster
import Foundation

/// Filling paths: how the fill rule decides the inside, and how curves and corners come out.
enum FillsTopic {
    /// The fills plate.
    static var topic: GalleryTopic {
        GalleryTopic(
            slug: "fills",
            title: "Fills",
            caption: "Non-zero and even-odd fill rules on the same paths, circles down to a point wide, "
                + "circular vs continuous corners, uneven corner radii and translucent overlaps.",
            columns: 4,
            cells: [
                ShowcaseCell("pentagram, non-zero", draw: { drawStar($0, $1, rule: .nonZero, color: ShowcasePalette.indigo) }),
                ShowcaseCell("pentagram, even-odd", draw: { drawStar($0, $1, rule: .evenOdd, color: ShowcasePalette.indigo) }),
                ShowcaseCell("looped curve, non-zero", draw: { drawLoops($0, $1, rule: .nonZero) }),
                ShowcaseCell("looped curve, even-odd", draw: { drawLoops($0, $1, rule: .evenOdd) }),
                ShowcaseCell("circles: counter-wound hole (non-zero), radii 12 … 0.5 pt", draw: drawCircles),
                ShowcaseCell("circular (coral) vs continuous (indigo) corners", draw: drawCornerStyles),
                ShowcaseCell("uneven corner radii", draw: drawUnevenCorners),
                ShowcaseCell("translucent overlaps (alpha 0.6)", draw: drawAlphaOverlaps),
            ])
    }

    private static func center(of size: CGSize) -> CGPoint { CGPoint(x: size.width / 2, y: size.height / 2) }

    /// The path outlined on top of its fill, so the fill rule's choice of inside is visible.
    private static func outline(_ context: RasterContext, _ path: BezierPath) {
        context.stroke(path, with: .color(ShowcasePalette.ink.withOpacity(0.55)), style: ShowcasePaints.hairline)
    }

    private static func drawStar(_ context: RasterContext, _ size: CGSize, rule: FillRule, color: RGBAColor) {
        let star = ShowcaseShapes.star(center(of: size), radius: min(size.width, size.height) * 0.42)
        context.fill(star, with: .color(color), fillRule: rule)
        outline(context, star)
    }

    /// A hypotrochoid (R = 7, r = 4, d = 1.5): seven loops that overlap up to four deep, so
    /// even-odd turns the flower non-zero fills into lace.
    private static func loopedCurve(in size: CGSize) -> BezierPath {
        let c = center(of: size), scale = min(size.width, size.height) * 0.45 / 4.5
        let samples = 280
        let points = (0..<samples).map { i -> CGPoint in
            let t = CGFloat(i) / CGFloat(samples) * 8 * .pi
            let x = 3 * cos(t) + 1.5 * cos(3 * t / 4)
            let y = 3 * sin(t) - 1.5 * sin(3 * t / 4)
            return CGPoint(x: c.x + scale * x, y: c.y - scale * y)
        }
        return ShowcaseShapes.smoothLoop(through: points)
    }

    private static func drawLoops(_ context: RasterContext, _ size: CGSize, rule: FillRule) {
        let curve = loopedCurve(in: size)
        context.fill(curve, with: ShowcasePaints.linear(from: CGPoint(x: 0, y: 0), to: CGPoint(x: size.width, y: size.height),
                                                        [ShowcasePalette.coral, ShowcasePalette.magenta, ShowcasePalette.violet]),
                     fillRule: rule)
        outline(context, curve)
    }

    private static func drawCircles(_ context: RasterContext, _ size: CGSize) {
        let ringCenter = CGPoint(x: size.width / 2, y: size.height * 0.38)
        var ring = BezierPath()
        ring.addArc(center: ringCenter, radius: 40, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
        ring.closeSubpath()
        ring.addArc(center: ringCenter, radius: 22, startAngle: .zero, endAngle: .degrees(-360), clockwise: true)
        ring.closeSubpath()
        context.fill(ring, with: .color(ShowcasePalette.teal))
        let radii: [CGFloat] = [12, 8, 5, 3, 2, 1, 0.5]
        let gap: CGFloat = 5
        var x = (size.width - radii.reduce(0) { $0 + 2 * $1 + gap } + gap) / 2
        let y = size.height * 0.82
        for radius in radii {
            x += radius
            context.fill(ShowcaseShapes.circle(CGPoint(x: x, y: y), radius), with: .color(ShowcasePalette.ink))
            x += radius + gap
        }
    }

    private static func drawCornerStyles(_ context: RasterContext, _ size: CGSize) {
        let side: CGFloat = 50, radius: CGFloat = 16
        let top = size.height * 0.1
        let left = CGRect(x: size.width / 2 - side - 6, y: top, width: side, height: side)
        let right = CGRect(x: size.width / 2 + 6, y: top, width: side, height: side)
        context.fill(BezierPath(roundedRect: left, cornerRadius: radius, style: .circular), with: .color(ShowcasePalette.coral))
        context.fill(BezierPath(roundedRect: right, cornerRadius: radius, style: .continuous), with: .color(ShowcasePalette.indigo))
        // Both outlines on one large square, so the continuous curve's earlier start shows.
        let big = CGRect(x: size.width / 2 - 48, y: size.height * 0.46, width: 96, height: 82)
        let style = StrokeStyle(lineWidth: 1.5)
        context.stroke(BezierPath(roundedRect: big, cornerRadius: 30, style: .circular), with: .color(ShowcasePalette.coral), style: style)
        context.stroke(BezierPath(roundedRect: big, cornerRadius: 30, style: .continuous), with: .color(ShowcasePalette.indigo), style: style)
    }

    private static func drawUnevenCorners(_ context: RasterContext, _ size: CGSize) {
        let card = CGRect(x: 16, y: 18, width: size.width - 32, height: size.height * 0.46)
        let radii = RectangleCornerRadii(topLeading: 36, bottomLeading: 4, bottomTrailing: 22, topTrailing: 10)
        context.fill(BezierPath(roundedRect: card, cornerRadii: radii), with: .color(ShowcasePalette.teal))
        let tab = CGRect(x: 16, y: card.maxY + 14, width: size.width - 32, height: size.height - card.maxY - 30)
        let tabRadii = RectangleCornerRadii(topLeading: 18, bottomLeading: 3, bottomTrailing: 3, topTrailing: 18)
        context.fill(BezierPath(roundedRect: tab, cornerRadii: tabRadii, style: .circular), with: .color(ShowcasePalette.amber))
    }

    private static func drawAlphaOverlaps(_ context: RasterContext, _ size: CGSize) {
        let c = center(of: size), radius: CGFloat = 34, spread: CGFloat = 21
        let colors = [ShowcasePalette.coral, ShowcasePalette.teal, ShowcasePalette.indigo]
        for (i, color) in colors.enumerated() {
            let angle = -CGFloat.pi / 2 + CGFloat(i) * 2 * .pi / 3
            let disc = ShowcaseShapes.circle(CGPoint(x: c.x + spread * cos(angle), y: c.y + spread * sin(angle)), radius)
            context.fill(disc, with: .color(color.withOpacity(0.6)))
        }
    }
}
