/// `FiltersTopic`: the filters plate — blur radii, every colour filter on a photo, shadows.
import AuroraGeometry
import AuroraRaster
import Foundation

/// Layer filters: Gaussian blurs of growing radius, SwiftUI's colour filters on the same
/// photo, and drop, coloured and inner shadows.
enum FiltersTopic {
    /// The filters plate.
    static var topic: GalleryTopic {
        GalleryTopic(
            slug: "filters",
            title: "Filters",
            caption: "Gaussian blur at growing radii (σ = radius, as SwiftUI), SwiftUI's colour filters on a photo "
                + "Aurora draws itself, and shadows: drop, coloured and inner.",
            columns: 4,
            cells: [
                photo("photo, unfiltered", []),
                photo("blur, radius 2 pt", [.blur(GaussianBlur(radius: Float(2 * Showcase.scale)))]),
                photo("blur, radius 6 pt", [.blur(GaussianBlur(radius: Float(6 * Showcase.scale)))]),
                photo("blur, radius 14 pt, opaque (clamped edges)", [.blur(GaussianBlur(radius: Float(14 * Showcase.scale), opaque: true))]),
                photo("brightness +0.25", [.colorMatrix(.brightness(0.25))]),
                photo("contrast 1.8", [.colorMatrix(.contrast(1.8))]),
                photo("saturation 0", [.colorMatrix(.saturation(0))]),
                photo("saturation 2", [.colorMatrix(.saturation(2))]),
                photo("hue rotation 120°", [.colorMatrix(.hueRotation(.degrees(120)))]),
                photo("grayscale 0.6", [.colorMatrix(.grayscale(0.6))]),
                photo("colour invert", [.colorMatrix(.colorInvert())]),
                photo("colour multiply (sky)", [.colorMatrix(.colorMultiply(ShowcasePalette.sky))]),
                photo("luminance to alpha, over a checkerboard", [.colorMatrix(.luminanceToAlpha)], backdrop: .checkerboard),
                ShowcaseCell("alpha threshold 0.5…1 → indigo, over a soft disc's fade", backdrop: .checkerboard,
                             isIsolated: true, draw: drawThreshold),
                ShowcaseCell("drop shadow: radius 5 pt, offset (4, 6) pt; coloured shadow", isIsolated: true, draw: drawShadows),
                ShowcaseCell("inner shadow (inverted alpha, above, multiply) and shadow only", isIsolated: true,
                             draw: drawInnerShadow),
            ])
    }

    /// A cell showing the photo drawn in a layer with `filters`.
    private static func photo(_ name: String, _ filters: [Filter], backdrop: CellBackdrop = .plain) -> ShowcaseCell {
        ShowcaseCell(name, backdrop: backdrop, isIsolated: true) { context, size in
            guard let photo = ShowcasePhoto.image else { return }
            context.pushLayer(filters: filters)
            // The photo is drawn pixel for pixel (half a point a pixel), centred in the cell.
            let origin = CGPoint(x: ((size.width - ShowcasePhoto.size.width) / 2).rounded(),
                                 y: ((size.height - ShowcasePhoto.size.height) / 2).rounded())
            let pixelsToPoints = 1 / Showcase.scale
            context.draw(photo, transform: CGAffineTransform(scaleX: pixelsToPoints, y: pixelsToPoints)
                .concatenating(CGAffineTransform(translationX: origin.x, y: origin.y)))
            context.popLayer()
        }
    }

    private static func drawThreshold(_ context: RasterContext, _ size: CGSize) {
        let threshold = AlphaThreshold(minimum: 0.5, color: ShowcasePalette.indigo)
        let center = CGPoint(x: size.width * 0.3, y: size.height / 2), radius = size.height * 0.42
        context.fill(ShowcaseShapes.circle(center, radius), with: ShowcasePaints.radial(
            center: center, endRadius: radius, [ShowcasePalette.coral, RGBAColor(hex: 0xF0525A, alpha: 0)]))
        let right = CGPoint(x: size.width * 0.72, y: size.height / 2)
        context.pushLayer(filters: [.alphaThreshold(threshold)])
        context.fill(ShowcaseShapes.circle(right, radius), with: ShowcasePaints.radial(
            center: right, endRadius: radius, [ShowcasePalette.coral, RGBAColor(hex: 0xF0525A, alpha: 0)]))
        context.popLayer()
    }

    private static func drawShadows(_ context: RasterContext, _ size: CGSize) {
        let scale = Float(Showcase.scale)
        let drop = Shadow(color: RGBAColor(hex: 0x000000, alpha: 0.45), radius: 5 * scale, offset: SIMD2(4, 6) * scale)
        context.pushLayer(filters: [.shadow(drop)])
        context.fill(BezierPath(roundedRect: CGRect(x: 16, y: 18, width: size.width * 0.36, height: size.height - 44),
                                cornerRadius: 10), with: .color(ShowcasePalette.amber))
        context.popLayer()
        let glow = Shadow(color: ShowcasePalette.magenta, radius: 7 * scale, offset: .zero)
        context.pushLayer(filters: [.shadow(glow)])
        context.fill(ShowcaseShapes.star(CGPoint(x: size.width * 0.72, y: size.height / 2), radius: size.height * 0.32),
                     with: .color(ShowcasePalette.indigo))
        context.popLayer()
    }

    private static func drawInnerShadow(_ context: RasterContext, _ size: CGSize) {
        let scale = Float(Showcase.scale)
        let inner = Shadow(color: RGBAColor(hex: 0x000000, alpha: 0.6), radius: 4 * scale, offset: SIMD2(3, 4) * scale,
                           blendMode: .sourceAtop, options: [.invertsAlpha, .shadowAbove])
        context.pushLayer(filters: [.shadow(inner)])
        context.fill(BezierPath(roundedRect: CGRect(x: 14, y: 16, width: size.width * 0.4, height: size.height - 40),
                                cornerRadius: 12), with: .color(ShowcasePalette.sky))
        context.popLayer()
        let only = Shadow(color: ShowcasePalette.teal, radius: 4 * scale, offset: SIMD2(0, 3) * scale, options: .shadowOnly)
        context.pushLayer(filters: [.shadow(only)])
        context.fill(ShowcaseShapes.star(CGPoint(x: size.width * 0.74, y: size.height / 2), radius: size.height * 0.3),
                     with: .color(ShowcasePalette.ink))
        context.popLayer()
    }
}
