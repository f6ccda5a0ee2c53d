/// `ShowcasePaints`: shorthands for the gradients, checkerboards and strokes the plates use often.
import AuroraGeometry
import AuroraRaster
import Foundation

/// Paints and stroke styles shared by the plates.
enum ShowcasePaints {
    /// A linear gradient paint from `start` to `end` through `colors`, evenly spaced.
    static func linear(from start: CGPoint, to end: CGPoint, _ colors: [RGBAColor],
                       spread: GradientPaint.Spread = .pad) -> Paint {
        Paint(.gradient(GradientPaint(.linear(start: start, end: end), stops: GradientStop.evenlySpaced(colors), spread: spread)))
    }

    /// A radial gradient paint around `center` through `colors`, evenly spaced from `startRadius` to `endRadius`.
    static func radial(center: CGPoint, startRadius: CGFloat = 0, endRadius: CGFloat, _ colors: [RGBAColor],
                       spread: GradientPaint.Spread = .pad) -> Paint {
        Paint(.gradient(GradientPaint(.radial(center: center, startRadius: startRadius, endRadius: endRadius),
                                      stops: GradientStop.evenlySpaced(colors), spread: spread)))
    }

    /// The 2 × 2 pixel tile a checkerboard repeats.
    static func checkerTile() throws(RasterError) -> Pixmap {
        var tile = try Pixmap(width: 2, height: 2)
        let light = ShowcasePalette.checkerLight.pixel, dark = ShowcasePalette.checkerDark.pixel
        tile.setPixel(light, x: 0, y: 0)
        tile.setPixel(dark, x: 1, y: 0)
        tile.setPixel(dark, x: 0, y: 1)
        tile.setPixel(light, x: 1, y: 1)
        return tile
    }

    /// A checkerboard of `square`-point squares with a light square's corner at `origin`.
    static func checkerboard(_ tile: Pixmap, square: CGFloat, origin: CGPoint = .zero) -> Paint {
        let placement = CGAffineTransform(scaleX: square, y: square)
            .concatenating(CGAffineTransform(translationX: origin.x, y: origin.y))
        return Paint(.image(ImagePattern(tile, transform: placement, sampling: .nearest, tiling: .repeat)))
    }

    /// A stroke `width` points wide with round caps and joins.
    static func rounded(_ width: CGFloat) -> StrokeStyle {
        StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round)
    }

    /// One device pixel at the plates' 2× scale.
    static let hairline = StrokeStyle(lineWidth: 1 / Showcase.scale)
}
