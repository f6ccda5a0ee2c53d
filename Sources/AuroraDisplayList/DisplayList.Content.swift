/// `DisplayList.Content`: what a display-list item draws — fills, shapes, images, glyph runs.
import AuroraGeometry
import AuroraRaster
import Foundation

extension DisplayList {
    /// Drawable content, fully resolved: paths in points, colours in sRGB, text as glyph runs.
    public enum Content: Equatable, Sendable {
        /// Fills the item's whole frame (SwiftUI's `Color` and gradient views).
        case fill(Paint)
        /// A path in the item's local space, filled or stroked with a paint, composited with
        /// `blendMode` (a `GraphicsContext` drawing under its `blendMode`). Modes that clear what
        /// lies outside the drawing (`.copy`, `.clear`, the `.sourceIn` family) are not used here:
        /// they take a blend-mode effect over the shape.
        case shape(path: BezierPath, paint: Paint, style: DrawStyle, blendMode: BlendMode = .normal)
        /// An image drawn into `rect` (local space, may exceed the frame), sampled with `interpolation`.
        case image(Image, rect: CGRect, interpolation: ImageSampling)
        /// Glyph runs; positions are in the item's local space, y down, on the baseline.
        case text([GlyphRun])
    }

    /// Whether a shape is filled or stroked.
    public enum DrawStyle: Equatable, Sendable {
        /// Filled with the fill rule and anti-aliasing of `FillStyle`.
        case fill(FillStyle)
        /// Stroked along its outline with a `StrokeStyle`.
        case stroke(StrokeStyle)
    }

    /// A colour source for fills, strokes and glyphs, with geometry in the item's local space.
    public enum Paint: Equatable, Sendable {
        /// One colour.
        case color(RGBAColor)
        /// SwiftUI's `LinearGradient`: 0 at `start`, 1 at `end`.
        case linearGradient(stops: [GradientStop], start: CGPoint, end: CGPoint)
        /// SwiftUI's `RadialGradient`: circles around `center` from `startRadius` to `endRadius`.
        case radialGradient(stops: [GradientStop], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
        /// SwiftUI's `AngularGradient`: clockwise on screen from `startAngle` to `endAngle`
        /// (0° points along +x).
        case angularGradient(stops: [GradientStop], center: CGPoint, startAngle: Angle, endAngle: Angle)
        /// SwiftUI's `EllipticalGradient`: ellipses around `center` with semi-axes `radii`
        /// scaled from `startRadiusFraction` (0) to `endRadiusFraction` (1).
        case ellipticalGradient(stops: [GradientStop], center: CGPoint, radii: CGSize,
                                startRadiusFraction: CGFloat, endRadiusFraction: CGFloat)
        /// A `Shader` as a shape style: the fill function's colour at each point of the item's
        /// local space (points), `.boundingRect` standing for `boundingRect`, times `opacity`.
        case shader(Shader, boundingRect: CGRect, opacity: Float)
        /// SwiftUI's `MeshGradient`: colours across a grid of Bézier patches; the mesh's
        /// `transform` maps its unit square to the item's local space, `background` fills the rest.
        case meshGradient(MeshGradientPaint)
        /// A linear, radial, angular or elliptical gradient continued beyond its ends by `spread`
        /// (`GraphicsContext`'s `.repeat` and `.mirror` options) and mapped into the item's local
        /// space by `transform`.
        indirect case spreadGradient(Paint, spread: GradientPaint.Spread, transform: CGAffineTransform)
        /// A linear, radial, angular or elliptical gradient (spread or not) whose colours are
        /// interpolated in a perceptual space, Oklab (SwiftUI's `Gradient.ColorSpace.perceptual`);
        /// the other gradient cases interpolate in the output space (`.device`).
        indirect case perceptualGradient(Paint)

        /// Whether the paint covers everything it is drawn on with opaque colour.
        public var isOpaque: Bool {
            switch self {
            case .color(let c): return c.alpha >= 1
            case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _),
                 .angularGradient(let stops, _, _, _), .ellipticalGradient(let stops, _, _, _, _):
                return !stops.isEmpty && stops.allSatisfy { $0.color.alpha >= 1 }
            case .shader:
                return false
            case .meshGradient(let mesh):
                return mesh.background.alpha >= 1 && mesh.colors.allSatisfy { $0.alpha >= 1 }
            case .spreadGradient(let gradient, _, let transform):
                return gradient.isOpaque && transform.a * transform.d - transform.b * transform.c != 0
            case .perceptualGradient(let gradient):
                return gradient.isOpaque
            }
        }
    }
}
