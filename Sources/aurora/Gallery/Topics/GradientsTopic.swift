/// `GradientsTopic`: the gradients plate — linear, radial, conic, elliptical, spread modes, transparency.
import AuroraGeometry
import AuroraRaster
import Foundation

/// Gradient paints: every geometry, every spread mode, and stops that fade to transparent.
enum GradientsTopic {
    /// The gradients plate.
    static var topic: GalleryTopic {
        GalleryTopic(
            slug: "gradients",
            title: "Gradients",
            caption: "Linear, radial, full and partial angular, and elliptical gradients; pad, repeat and reflect "
                + "spreads; and stops fading to transparent over a checkerboard.",
            columns: 4,
            cells: [
                ShowcaseCell("linear, four stops, diagonal", draw: drawLinear),
                ShowcaseCell("radial, off-centre highlight", draw: drawRadial),
                ShowcaseCell("angular, full turn (colour wheel)", draw: drawConicFull),
                ShowcaseCell("angular, partial: −90° → 180°, padded", draw: drawConicPartial),
                ShowcaseCell("elliptical (radial under a 1 × 0.55 scale, rotated)", draw: drawElliptical),
                ShowcaseCell("repeat spread: linear and radial", draw: { drawSpread($0, $1, spread: .repeat) }),
                ShowcaseCell("reflect spread: linear and radial", draw: { drawSpread($0, $1, spread: .reflect) }),
                ShowcaseCell("coral → coral at alpha 0; indigo → .clear (greys mid-way: straight-alpha "
                                 + "interpolation, as SwiftUI); radial fade", backdrop: .checkerboard, draw: drawTransparentStops),
            ])
    }

    /// The shape most cells fill: a rounded rectangle inset from the card.
    private static func panel(_ size: CGSize, inset: CGFloat = 14) -> BezierPath {
        BezierPath(roundedRect: CGRect(x: inset, y: inset, width: size.width - 2 * inset, height: size.height - 2 * inset),
                   cornerRadius: 8)
    }

    private static func gradient(_ kind: GradientPaint.Kind, _ colors: [RGBAColor], spread: GradientPaint.Spread = .pad,
                                 transform: CGAffineTransform = .identity) -> Paint {
        Paint(.gradient(GradientPaint(kind, stops: GradientStop.evenlySpaced(colors), spread: spread, transform: transform)))
    }

    private static func drawLinear(_ context: RasterContext, _ size: CGSize) {
        context.fill(panel(size), with: gradient(
            .linear(start: CGPoint(x: 14, y: 14), end: CGPoint(x: size.width - 14, y: size.height - 14)),
            [ShowcasePalette.indigo, ShowcasePalette.violet, ShowcasePalette.coral, ShowcasePalette.amber]))
    }

    private static func drawRadial(_ context: RasterContext, _ size: CGSize) {
        let c = CGPoint(x: size.width / 2, y: size.height / 2), radius = min(size.width, size.height) / 2 - 14
        let highlight = CGPoint(x: c.x - radius * 0.35, y: c.y - radius * 0.4)
        context.fill(ShowcaseShapes.circle(c, radius), with: gradient(
            .radial(center: highlight, startRadius: 0, endRadius: radius * 1.35),
            [RGBAColor(hex: 0xFFFFFF), ShowcasePalette.sky, ShowcasePalette.indigo, ShowcasePalette.navy]))
    }

    /// The six primaries and secondaries around a full turn, closing on red.
    private static let wheel = [0xFF0000, 0xFFFF00, 0x00FF00, 0x00FFFF, 0x0000FF, 0xFF00FF, 0xFF0000].map { RGBAColor(hex: $0) }

    private static func drawConicFull(_ context: RasterContext, _ size: CGSize) {
        let c = CGPoint(x: size.width / 2, y: size.height / 2), radius = min(size.width, size.height) / 2 - 14
        context.fill(ShowcaseShapes.circle(c, radius), with: gradient(
            .conic(center: c, startAngle: .zero, endAngle: .degrees(360)), wheel))
    }

    private static func drawConicPartial(_ context: RasterContext, _ size: CGSize) {
        let c = CGPoint(x: size.width / 2, y: size.height / 2), radius = min(size.width, size.height) / 2 - 14
        var ring = ShowcaseShapes.circle(c, radius)
        ring.addPath(ShowcaseShapes.circle(c, radius * 0.55))
        context.fill(ring, with: gradient(
            .conic(center: c, startAngle: .degrees(-90), endAngle: .degrees(180)),
            [ShowcasePalette.teal, ShowcasePalette.sky, ShowcasePalette.indigo]), fillRule: .evenOdd)
    }

    private static func drawElliptical(_ context: RasterContext, _ size: CGSize) {
        let c = CGPoint(x: size.width / 2, y: size.height / 2)
        // Gradient space: a unit-free circle at the origin, squashed, tilted and moved to the centre.
        let ellipse = CGAffineTransform(scaleX: 1, y: 0.55)
            .concatenating(CGAffineTransform(rotationAngle: -CGFloat.pi / 6))
            .concatenating(CGAffineTransform(translationX: c.x, y: c.y))
        context.fill(panel(size), with: gradient(
            .radial(center: .zero, startRadius: 0, endRadius: size.height / 2 - 10),
            [ShowcasePalette.amber, ShowcasePalette.coral, ShowcasePalette.magenta, ShowcasePalette.navy],
            transform: ellipse))
    }

    private static func drawSpread(_ context: RasterContext, _ size: CGSize, spread: GradientPaint.Spread) {
        let top = CGRect(x: 14, y: 14, width: size.width - 28, height: size.height / 2 - 19)
        context.fill(BezierPath(roundedRect: top, cornerRadius: 8), with: gradient(
            .linear(start: CGPoint(x: top.minX + 10, y: top.minY), end: CGPoint(x: top.minX + 32, y: top.minY + 12)),
            [ShowcasePalette.indigo, ShowcasePalette.sky], spread: spread))
        let bottom = CGRect(x: 14, y: size.height / 2 + 5, width: size.width - 28, height: size.height / 2 - 19)
        context.fill(BezierPath(roundedRect: bottom, cornerRadius: 8), with: gradient(
            .radial(center: CGPoint(x: bottom.midX, y: bottom.midY), startRadius: 4, endRadius: 16),
            [ShowcasePalette.coral, ShowcasePalette.amber], spread: spread))
    }

    private static func drawTransparentStops(_ context: RasterContext, _ size: CGSize) {
        let band = (size.height - 28 - 16) / 3
        // A colour fading to the same colour at zero alpha.
        let first = CGRect(x: 14, y: 14, width: size.width - 28, height: band)
        context.fill(BezierPath(roundedRect: first, cornerRadius: 6), with: gradient(
            .linear(start: CGPoint(x: first.minX, y: 0), end: CGPoint(x: first.maxX, y: 0)),
            [ShowcasePalette.coral, ShowcasePalette.coral.withOpacity(0)]))
        // A colour fading to `.clear` (transparent black), SwiftUI's `Color.clear`.
        let second = first.offsetBy(dx: 0, dy: band + 8)
        context.fill(BezierPath(roundedRect: second, cornerRadius: 6), with: gradient(
            .linear(start: CGPoint(x: second.minX, y: 0), end: CGPoint(x: second.maxX, y: 0)),
            [ShowcasePalette.indigo, .clear]))
        // A soft glow: opaque centre, transparent rim.
        let third = second.offsetBy(dx: 0, dy: band + 8)
        context.fill(BezierPath(roundedRect: third, cornerRadius: 6), with: gradient(
            .radial(center: CGPoint(x: third.midX, y: third.midY), startRadius: 0, endRadius: third.width / 2),
            [ShowcasePalette.teal, ShowcasePalette.teal.withOpacity(0.5), ShowcasePalette.teal.withOpacity(0)]))
    }
}
