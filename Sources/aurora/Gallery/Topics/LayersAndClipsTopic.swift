/// `LayersAndClipsTopic`: the layers-and-clips plate — group opacity, clip paths, masks, nesting, layer blending.
import AuroraGeometry
import AuroraRaster
import Foundation

/// Offscreen layers, clip paths and masks, each next to the case it differs from.
enum LayersAndClipsTopic {
    /// The layers-and-clips plate.
    static var topic: GalleryTopic {
        GalleryTopic(
            slug: "layers-and-clips",
            title: "Layers and clips",
            caption: "Per-shape vs group opacity, anti-aliased clip paths under both fill rules, alpha and luminance "
                + "masks, three nested clipped layers, and a layer blended as a whole vs shape by shape.",
            columns: 4,
            cells: [
                ShowcaseCell("per-shape opacity 0.5: overlaps darken", draw: { drawDiscs($0, $1, asGroup: false) }),
                ShowcaseCell("group opacity 0.5: one flat layer", isIsolated: true, draw: { drawDiscs($0, $1, asGroup: true) }),
                ShowcaseCell("clip to a pentagram, non-zero", draw: { drawClip($0, $1, rule: .nonZero) }),
                ShowcaseCell("clip to a pentagram, even-odd", draw: { drawClip($0, $1, rule: .evenOdd) }),
                ShowcaseCell("alpha mask: soft disc and bars at alpha 1, ⅔, ⅓", isIsolated: true, draw: drawAlphaMask),
                ShowcaseCell("luminance mask: white star, grey ring, black → white ramp", isIsolated: true, draw: drawLuminanceMask),
                ShowcaseCell("nested layers: circle ⊃ rotated square ⊃ multiply disc", isIsolated: true, draw: drawNestedLayers),
                ShowcaseCell("difference: whole layer (top) vs per shape (bottom)", isIsolated: true, draw: drawBlendLayer),
            ])
    }

    /// Light diagonal stripes over the whole cell, so see-through areas are obvious.
    private static func drawStripes(_ context: RasterContext, _ size: CGSize, color: RGBAColor = ShowcasePalette.checkerDark) {
        context.fill(ShowcaseShapes.stripes(covering: CGRect(origin: .zero, size: size), width: 5, angle: .degrees(45)),
                     with: .color(color))
    }

    /// Busy content to clip and mask: a colour wheel under stripes.
    private static func drawContent(_ context: RasterContext, _ size: CGSize) {
        let c = CGPoint(x: size.width / 2, y: size.height / 2)
        // The cell's rectangle rather than `fillAll`: on the plate, `fillAll` would shade every plate pixel.
        context.fill(BezierPath(CGRect(origin: .zero, size: size)), with: Paint(.gradient(GradientPaint(
            .conic(center: c, startAngle: .degrees(-90), endAngle: .degrees(270)),
            stops: GradientStop.evenlySpaced([ShowcasePalette.coral, ShowcasePalette.amber, ShowcasePalette.teal,
                                  ShowcasePalette.indigo, ShowcasePalette.magenta, ShowcasePalette.coral])))))
        context.fill(ShowcaseShapes.stripes(covering: CGRect(origin: .zero, size: size), width: 4, angle: .degrees(-30)),
                     with: .color(RGBAColor(hex: 0xFFFFFF, alpha: 0.35)))
    }

    private static func drawDiscs(_ context: RasterContext, _ size: CGSize, asGroup: Bool) {
        drawStripes(context, size)
        let c = CGPoint(x: size.width / 2, y: size.height / 2), spread: CGFloat = 20
        let colors = [ShowcasePalette.coral, ShowcasePalette.teal, ShowcasePalette.indigo]
        if asGroup { context.pushLayer(opacity: 0.5) }
        for (i, color) in colors.enumerated() {
            let angle = -CGFloat.pi / 2 + CGFloat(i) * 2 * .pi / 3
            let disc = ShowcaseShapes.circle(CGPoint(x: c.x + spread * cos(angle), y: c.y + spread * sin(angle)), 32)
            context.fill(disc, with: Paint(.solid(color), opacity: asGroup ? 1 : 0.5))
        }
        if asGroup { context.popLayer() }
    }

    private static func drawClip(_ context: RasterContext, _ size: CGSize, rule: FillRule) {
        let star = ShowcaseShapes.star(CGPoint(x: size.width / 2, y: size.height / 2 + 4), radius: min(size.width, size.height) * 0.44)
        context.save()
        context.clip(to: star, fillRule: rule)
        drawContent(context, size)
        context.restore()
        context.stroke(star, with: .color(ShowcasePalette.ink.withOpacity(0.5)),
                       style: StrokeStyle(lineWidth: 0.5, dash: [3, 2]))
    }

    private static func drawAlphaMask(_ context: RasterContext, _ size: CGSize) {
        context.pushLayer()
        drawContent(context, size)
        context.pushMask(.alpha)
        let c = CGPoint(x: size.width / 2, y: size.height * 0.36)
        context.fill(ShowcaseShapes.circle(c, 46), with: ShowcasePaints.radial(
            center: c, endRadius: 46, [RGBAColor.black, RGBAColor.black, RGBAColor.black.withOpacity(0)]))
        let barWidth = (size.width - 40) / 3
        for (i, alpha) in ([1, 2.0 / 3, 1.0 / 3] as [Float]).enumerated() {
            let bar = CGRect(x: 14 + CGFloat(i) * (barWidth + 6), y: size.height * 0.72, width: barWidth, height: size.height * 0.2)
            context.fill(BezierPath(roundedRect: bar, cornerRadius: 4), with: .color(RGBAColor.black.withOpacity(alpha)))
        }
        context.popMask()
        context.popLayer()
    }

    private static func drawLuminanceMask(_ context: RasterContext, _ size: CGSize) {
        context.pushLayer()
        drawContent(context, size)
        context.pushMask(.luminance)
        context.fillAll(with: .color(.black))
        let c = CGPoint(x: size.width / 2, y: size.height * 0.38)
        var ring = ShowcaseShapes.circle(c, 50)
        ring.addPath(ShowcaseShapes.circle(c, 40))
        context.fill(ring, with: .color(RGBAColor(red: 0.5, green: 0.5, blue: 0.5)), fillRule: .evenOdd)
        context.fill(ShowcaseShapes.star(c, radius: 34, points: 5, step: 2), with: .color(.white))
        let ramp = CGRect(x: 14, y: size.height * 0.74, width: size.width - 28, height: size.height * 0.18)
        context.fill(BezierPath(roundedRect: ramp, cornerRadius: 4), with: ShowcasePaints.linear(
            from: CGPoint(x: ramp.minX, y: 0), to: CGPoint(x: ramp.maxX, y: 0), [.black, .white]))
        context.popMask()
        context.popLayer()
    }

    private static func drawNestedLayers(_ context: RasterContext, _ size: CGSize) {
        let c = CGPoint(x: size.width / 2, y: size.height / 2)
        drawStripes(context, size)
        context.pushLayer(opacity: 0.9, clipPath: ShowcaseShapes.circle(c, 52))
        context.fillAll(with: .color(ShowcasePalette.amber))
        var square = BezierPath()
        square.addRect(CGRect(x: -40, y: -40, width: 80, height: 80),
                       transform: CGAffineTransform(rotationAngle: .pi / 4).concatenating(CGAffineTransform(translationX: c.x, y: c.y)))
        context.pushLayer(opacity: 0.75, clipPath: square)
        context.fillAll(with: .color(ShowcasePalette.teal))
        context.pushLayer(blendMode: .multiply, clipPath: ShowcaseShapes.circle(CGPoint(x: c.x + 14, y: c.y + 14), 28))
        context.fillAll(with: .color(ShowcasePalette.coral))
        context.popLayer()
        context.popLayer()
        context.popLayer()
    }

    private static func drawBlendLayer(_ context: RasterContext, _ size: CGSize) {
        let bars = [ShowcasePalette.coral, ShowcasePalette.amber, ShowcasePalette.teal, ShowcasePalette.sky, ShowcasePalette.indigo]
        let barWidth = size.width / CGFloat(bars.count)
        for (i, color) in bars.enumerated() {
            context.fill(BezierPath(CGRect(x: CGFloat(i) * barWidth, y: 0, width: barWidth + 0.5, height: size.height)), with: .color(color))
        }
        for (row, asGroup) in [true, false].enumerated() {
            let y = size.height * (row == 0 ? 0.27 : 0.73)
            let discs = [CGPoint(x: size.width / 2 - 16, y: y), CGPoint(x: size.width / 2 + 16, y: y)]
            if asGroup { context.pushLayer(blendMode: .difference) }
            for center in discs {
                context.fill(ShowcaseShapes.circle(center, 30), with: .color(.white, blendMode: asGroup ? .normal : .difference))
            }
            if asGroup { context.popLayer() }
        }
    }
}
