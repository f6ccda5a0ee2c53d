/// `ShowcasePhoto`: a small landscape Aurora draws itself, the test image the filter cells use.
import AuroraGeometry
import AuroraRaster
import Foundation

/// A photo-like scene — sky, sun, mountains, a lake — with smooth gradients, hard edges and
/// saturated and neutral colours, so every filter has something to act on.
enum ShowcasePhoto {
    /// The photo's size in points, as the filter cells show it.
    static let size = CGSize(width: 114, height: 64)

    /// The photo rendered once at the plates' scale, for every cell that filters it; `nil` if
    /// the canvas could not be made.
    static let image: Pixmap? = {
        guard let context = try? RasterContext(width: Int(size.width * Showcase.scale), height: Int(size.height * Showcase.scale))
        else { return nil }
        context.transform = CGAffineTransform(scaleX: Showcase.scale, y: Showcase.scale)
        draw(in: context, CGRect(origin: .zero, size: size))
        return context.pixmap
    }()

    /// Draws the scene filling `rect` (points).
    static func draw(in context: RasterContext, _ rect: CGRect) {
        let horizon = rect.minY + rect.height * 0.62
        context.fill(BezierPath(rect), with: ShowcasePaints.linear(
            from: CGPoint(x: rect.midX, y: rect.minY), to: CGPoint(x: rect.midX, y: horizon),
            [RGBAColor(hex: 0x1B2A6B), RGBAColor(hex: 0x6A5ACD), RGBAColor(hex: 0xF7A26B)]))
        let sun = CGPoint(x: rect.minX + rect.width * 0.68, y: horizon - rect.height * 0.16)
        context.fill(ShowcaseShapes.circle(sun, rect.height * 0.3), with: ShowcasePaints.radial(
            center: sun, endRadius: rect.height * 0.3, [RGBAColor(hex: 0xFFF3B0), RGBAColor(hex: 0xFFC45C, alpha: 0.6),
                                                        RGBAColor(hex: 0xFF8C42, alpha: 0)]))
        context.fill(ShowcaseShapes.circle(sun, rect.height * 0.09), with: .color(RGBAColor(hex: 0xFFF8DC)))
        func mountains(_ peaks: [(CGFloat, CGFloat)], _ colors: [RGBAColor]) {
            var path = BezierPath()
            path.move(to: CGPoint(x: rect.minX, y: horizon))
            for (x, y) in peaks { path.addLine(to: CGPoint(x: rect.minX + rect.width * x, y: rect.minY + rect.height * y)) }
            path.addLine(to: CGPoint(x: rect.maxX, y: horizon))
            path.closeSubpath()
            context.fill(path, with: ShowcasePaints.linear(
                from: CGPoint(x: rect.midX, y: rect.minY + rect.height * 0.3), to: CGPoint(x: rect.midX, y: horizon), colors))
        }
        mountains([(0.1, 0.42), (0.28, 0.3), (0.45, 0.5), (0.62, 0.36), (0.85, 0.52), (1, 0.44)],
                  [RGBAColor(hex: 0x5B4A8A), RGBAColor(hex: 0x2E2A55)])
        mountains([(0.15, 0.55), (0.35, 0.45), (0.55, 0.58), (0.78, 0.48), (1, 0.57)],
                  [RGBAColor(hex: 0x2F6B5E), RGBAColor(hex: 0x16332E)])
        let lake = CGRect(x: rect.minX, y: horizon, width: rect.width, height: rect.maxY - horizon)
        context.fill(BezierPath(lake), with: ShowcasePaints.linear(
            from: CGPoint(x: rect.midX, y: lake.minY), to: CGPoint(x: rect.midX, y: lake.maxY),
            [RGBAColor(hex: 0xE98D6B), RGBAColor(hex: 0x3A3F8F), RGBAColor(hex: 0x101848)]))
        for i in 0..<5 {
            let y = lake.minY + lake.height * (0.18 + 0.16 * CGFloat(i)), half = rect.width * (0.05 + 0.02 * CGFloat(i))
            context.stroke(ShowcaseShapes.polyline([CGPoint(x: sun.x - half, y: y), CGPoint(x: sun.x + half, y: y)]),
                           with: .color(RGBAColor(hex: 0xFFF3B0, alpha: 0.8 - 0.12 * Float(i))), style: ShowcasePaints.rounded(1.2))
        }
    }
}
