/// `DisplayList.Effect`: what an effect item does to its nested list — SwiftUI's post-layout effects.
import AuroraGeometry
import AuroraRaster
import Foundation

extension DisplayList {
    /// An effect applied to a nested list as a whole, in the effect item's local space.
    public enum Effect: Equatable, Sendable {
        /// Multiplies the list's alpha (SwiftUI's `opacity(_:)`), clamped to 0…1.
        case opacity(Double)
        /// Maps the list through an affine transform (`offset`, `scaleEffect`, `rotationEffect`,
        /// `transformEffect`; anchors already resolved).
        case transform(CGAffineTransform)
        /// Maps the list through a projective transform (`rotation3DEffect` with perspective,
        /// `projectionEffect`): the list is drawn offscreen, then resampled.
        case projection(ProjectionTransform)
        /// Keeps what lies inside a path (`clipShape`, `clipped`), with `FillStyle`'s rule and anti-aliasing.
        case clip(BezierPath, FillStyle)
        /// Multiplies the list by the alpha of another list drawn in the same space (`mask(_:)`).
        case mask(DisplayList)
        /// Composites the list as one layer with a blend mode (`blendMode(_:)`).
        case blendMode(BlendMode)
        /// Composites the list offscreen as one layer before drawing it (`compositingGroup()`).
        case compositingGroup
        /// Renders the list into an offscreen image first (`drawingGroup()`).
        case drawingGroup
        /// Runs filters over the list's pixels, in order (`blur`, `shadow`, the colour effects).
        case filters([Filter])
        /// Runs a `.metal` function over the list (`colorEffect`, `distortionEffect`, `layerEffect`),
        /// within the effect item's bounds.
        case shader(Shader)
        /// Fills the list's coverage (its alpha; its colours are ignored) with what was drawn
        /// behind the item, blurred, saturated and tinted by the recipe (`Material`). Behind means
        /// everything drawn before it on the canvas, or, inside an effect drawn offscreen
        /// (filters, projection, shader), before it in that effect's list.
        case backdrop(Backdrop)
    }

    /// An image filter, with lengths in points: the renderer scales them to pixels.
    public enum Filter: Equatable, Sendable {
        /// SwiftUI's `blur(radius:opaque:)`: a Gaussian of standard deviation `radius`; `opaque`
        /// repeats the edge pixels instead of fading to transparency.
        case blur(radius: CGFloat, opaque: Bool)
        /// SwiftUI's `shadow(color:radius:x:y:)`: the list's alpha, tinted, blurred and moved, drawn below it.
        case shadow(color: RGBAColor, radius: CGFloat, offset: CGSize)
        /// SwiftUI's `brightness(_:)`.
        case brightness(Double)
        /// SwiftUI's `contrast(_:)`.
        case contrast(Double)
        /// SwiftUI's `saturation(_:)`.
        case saturation(Double)
        /// SwiftUI's `hueRotation(_:)`.
        case hueRotation(Angle)
        /// SwiftUI's `grayscale(_:)`.
        case grayscale(Double)
        /// SwiftUI's `colorInvert()`.
        case colorInvert
        /// SwiftUI's `colorMultiply(_:)`.
        case colorMultiply(RGBAColor)
        /// SwiftUI's `luminanceToAlpha()`.
        case luminanceToAlpha
        /// SwiftUI's `GraphicsContext.Filter.colorMatrix(_:)`.
        case colorMatrix(ColorMatrix)
        /// SwiftUI's `GraphicsContext.Filter.alphaThreshold(min:max:color:)`.
        case alphaThreshold(minimum: Double, maximum: Double, color: RGBAColor)

        /// Whether the filter reads neighbouring pixels (and so needs the whole layer).
        public var isSpatial: Bool {
            switch self {
            case .blur, .shadow: return true
            default: return false
            }
        }
    }
}
