/// `StrokesTopic`: the strokes plate — widths, caps, joins, the miter limit, dashes, trimming, hairlines.
import AuroraGeometry
import AuroraRaster
import Foundation

/// Stroking paths: every part of `StrokeStyle`, with the path itself drawn as a hairline on top.
enum StrokesTopic {
    /// The strokes plate.
    static var topic: GalleryTopic {
        GalleryTopic(
            slug: "strokes",
            title: "Strokes",
            caption: "Line widths from 0.5 to 16 pt, butt/round/square caps and miter/round/bevel joins over their "
                + "skeletons, miter limits 4 and 10, dash phases, dashed curves, trimmed circles and one-pixel hairlines.",
            columns: 4,
            cells: [
                ShowcaseCell("widths 0.5, 1, 2, 3, 5, 8, 12, 16 pt", draw: drawWidths),
                ShowcaseCell("caps: butt, round, square (guides at the path's ends)", draw: drawCaps),
                ShowcaseCell("joins: miter, round, bevel", draw: drawJoins),
                ShowcaseCell("miter limit 4 (left) vs 10 (right), 90° … 16°", draw: drawMiterLimit),
                ShowcaseCell("dash [12, 6] with phase 0, 3, 6, 9, 12; dots; [16, 4, 4, 4]", draw: drawDashPhases),
                ShowcaseCell("dashes on curves: dotted circle, dashed rounded rect", draw: drawDashedCurves),
                ShowcaseCell("trimmed circles 0 → 0.7 and 0.25 → 0.9", draw: drawTrimmedCircles),
                ShowcaseCell("hairlines: 1 device pixel, 48 spokes and rings", draw: drawHairlines),
            ])
    }

    /// The path itself, as a one-pixel line over its stroke.
    private static func skeleton(_ context: RasterContext, _ path: BezierPath) {
        context.stroke(path, with: .color(RGBAColor(hex: 0xFFFFFF, alpha: 0.9)), style: ShowcasePaints.hairline)
    }

    private static func line(_ from: CGPoint, _ to: CGPoint) -> BezierPath { ShowcaseShapes.polyline([from, to]) }

    private static func drawWidths(_ context: RasterContext, _ size: CGSize) {
        let widths: [CGFloat] = [0.5, 1, 2, 3, 5, 8, 12, 16]
        let gap = (size.height - 24 - widths.reduce(0, +)) / CGFloat(widths.count - 1)
        var y: CGFloat = 18
        for width in widths {
            y += width / 2
            context.stroke(line(CGPoint(x: 16, y: y), CGPoint(x: size.width - 16, y: y - 6)),
                           with: .color(ShowcasePalette.ink), style: StrokeStyle(lineWidth: width))
            y += width / 2 + gap
        }
    }

    private static func drawCaps(_ context: RasterContext, _ size: CGSize) {
        let caps: [CGLineCap] = [.butt, .round, .square]
        let start: CGFloat = 34, end = size.width - 34, width: CGFloat = 20
        for x in [start, end] {
            context.stroke(line(CGPoint(x: x, y: 14), CGPoint(x: x, y: size.height - 14)),
                           with: .color(ShowcasePalette.coral), style: ShowcasePaints.hairline)
        }
        for (i, cap) in caps.enumerated() {
            let y = size.height * CGFloat(i + 1) / 4
            let path = line(CGPoint(x: start, y: y), CGPoint(x: end, y: y))
            context.stroke(path, with: .color(ShowcasePalette.indigo), style: StrokeStyle(lineWidth: width, lineCap: cap))
            skeleton(context, path)
        }
    }

    private static func drawJoins(_ context: RasterContext, _ size: CGSize) {
        let joins: [CGLineJoin] = [.miter, .round, .bevel]
        for (i, join) in joins.enumerated() {
            let top = 22 + CGFloat(i) * (size.height - 30) / 3
            let zigzag = ShowcaseShapes.polyline([
                CGPoint(x: 22, y: top + 30), CGPoint(x: 50, y: top), CGPoint(x: 78, y: top + 30), CGPoint(x: size.width - 22, y: top + 8),
            ])
            context.stroke(zigzag, with: .color(ShowcasePalette.teal), style: StrokeStyle(lineWidth: 13, lineJoin: join))
            skeleton(context, zigzag)
        }
    }

    /// Chevrons pointing right, from wide to sharp, with miter limit 4 (left column) and the
    /// default 10 (right column): below 29° the left ones fall back to bevels.
    private static func drawMiterLimit(_ context: RasterContext, _ size: CGSize) {
        let angles: [Double] = [90, 60, 40, 30, 26, 16]
        let rowHeight = (size.height - 16) / CGFloat(angles.count)
        for (column, limit) in [CGFloat(4), 10].enumerated() {
            let apexX = size.width * (column == 0 ? 0.36 : 0.76)
            for (row, degrees) in angles.enumerated() {
                let apex = CGPoint(x: apexX, y: 8 + rowHeight * (CGFloat(row) + 0.5))
                let half = degrees / 2 * .pi / 180, arm: CGFloat = 18
                let chevron = ShowcaseShapes.polyline([
                    CGPoint(x: apex.x - arm * cos(half), y: apex.y - arm * sin(half)), apex,
                    CGPoint(x: apex.x - arm * cos(half), y: apex.y + arm * sin(half)),
                ])
                context.stroke(chevron, with: .color(column == 0 ? ShowcasePalette.violet : ShowcasePalette.guide),
                               style: StrokeStyle(lineWidth: 5, lineJoin: .miter, miterLimit: limit))
                skeleton(context, chevron)
            }
        }
    }

    private static func drawDashPhases(_ context: RasterContext, _ size: CGSize) {
        let left: CGFloat = 16, right = size.width - 16
        var y: CGFloat = 20
        for phase in stride(from: 0 as CGFloat, through: 12, by: 3) {
            context.stroke(line(CGPoint(x: left, y: y), CGPoint(x: right, y: y)), with: .color(ShowcasePalette.ink),
                           style: StrokeStyle(lineWidth: 5, dash: [12, 6], dashPhase: phase))
            y += 17
        }
        context.stroke(line(CGPoint(x: left + 3, y: y + 4), CGPoint(x: right - 3, y: y + 4)), with: .color(ShowcasePalette.coral),
                       style: StrokeStyle(lineWidth: 6, lineCap: .round, dash: [0, 10]))
        y += 26
        context.stroke(line(CGPoint(x: left, y: y), CGPoint(x: right, y: y)), with: .color(ShowcasePalette.indigo),
                       style: StrokeStyle(lineWidth: 5, dash: [16, 4, 4, 4]))
    }

    private static func drawDashedCurves(_ context: RasterContext, _ size: CGSize) {
        let radius: CGFloat = 36
        let circle = ShowcaseShapes.circle(CGPoint(x: size.width / 2, y: size.height * 0.3), radius)
        // Zero-length dashes with round caps are dots; 24 of them divide the circumference evenly.
        context.stroke(circle, with: .color(ShowcasePalette.coral),
                       style: StrokeStyle(lineWidth: 5, lineCap: .round, dash: [0, 2 * .pi * radius / 24]))
        let rect = CGRect(x: 18, y: size.height * 0.6, width: size.width - 36, height: size.height * 0.3)
        context.stroke(BezierPath(roundedRect: rect, cornerRadius: 14), with: .color(ShowcasePalette.indigo),
                       style: StrokeStyle(lineWidth: 3, lineCap: .butt, lineJoin: .round, dash: [10, 5], dashPhase: 2))
    }

    private static func drawTrimmedCircles(_ context: RasterContext, _ size: CGSize) {
        let c = CGPoint(x: size.width / 2, y: size.height / 2)
        for (radius, from, to, color) in [(CGFloat(48), CGFloat(0), CGFloat(0.7), ShowcasePalette.indigo),
                                          (CGFloat(28), CGFloat(0.25), CGFloat(0.9), ShowcasePalette.coral)] {
            let circle = ShowcaseShapes.circle(c, radius)
            context.stroke(circle, with: .color(color.withOpacity(0.15)), style: StrokeStyle(lineWidth: 12))
            context.stroke(circle.trimmedPath(from: from, to: to), with: .color(color), style: ShowcasePaints.rounded(12))
        }
    }

    private static func drawHairlines(_ context: RasterContext, _ size: CGSize) {
        let c = CGPoint(x: size.width / 2, y: size.height / 2)
        let paint = Paint.color(ShowcasePalette.ink)
        for radius: CGFloat in [20, 40, 60] {
            context.stroke(ShowcaseShapes.circle(c, radius), with: .color(ShowcasePalette.coral), style: ShowcasePaints.hairline)
        }
        for i in 0..<48 {
            let angle = CGFloat(i) * 2 * .pi / 48
            let spoke = line(CGPoint(x: c.x + 8 * cos(angle), y: c.y + 8 * sin(angle)),
                             CGPoint(x: c.x + 62 * cos(angle), y: c.y + 62 * sin(angle)))
            context.stroke(spoke, with: paint, style: ShowcasePaints.hairline)
        }
    }
}
