/// `GraphicsContext.Filter`: the image filters a context applies to each later drawing, and their options.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import Foundation

extension GraphicsContext {
    /// A type that applies image processing operations to rendered content.
    public struct Filter: Sendable {
        let kind: GraphicsContextFilterKind

        /// A filter that applies a Gaussian blur of standard deviation `radius` (points).
        /// `.opaque` repeats the edge pixels instead of fading them to transparency.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(kind: .display(.blur(radius: radius.isFinite ? max(0, radius) : 0, opaque: options.contains(.opaque))))
        }

        /// A filter that adds a shadow of the drawing's alpha, tinted, blurred and offset (points).
        /// Defaults: black at 33% in linear sRGB, no offset, normal blending, drawn below.
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                                  x: CGFloat = 0, y: CGFloat = 0, blendMode: BlendMode = .normal,
                                  options: ShadowOptions = ShadowOptions()) -> Filter {
            Filter(kind: .shadow(GraphicsContextShadow(
                color: color.rgba, radius: radius.isFinite ? max(0, radius) : 0,
                offset: CGSize(width: x.isFinite ? x : 0, height: y.isFinite ? y : 0),
                blendMode: blendMode.rasterMode, options: options)))
        }

        /// A filter that transforms the color of each pixel by a 4×5 matrix.
        public static func colorMatrix(_ matrix: ColorMatrix) -> Filter { Filter(kind: .display(.colorMatrix(matrix))) }

        /// A filter that multiplies each color component by the matching component of `color`.
        public static func colorMultiply(_ color: Color) -> Filter { Filter(kind: .display(.colorMultiply(color.rgba))) }

        /// A filter that turns hues by `angle` around the grey axis.
        public static func hueRotation(_ angle: Angle) -> Filter {
            Filter(kind: .display(.hueRotation(angle.radians.isFinite ? angle : .zero)))
        }

        /// A filter that adjusts saturation: 0 is grey, 1 unchanged.
        public static func saturation(_ amount: Double) -> Filter { Filter(kind: .display(.saturation(amount.isFinite ? amount : 1))) }

        /// A filter that adds `amount` to each color channel.
        public static func brightness(_ amount: Double) -> Filter { Filter(kind: .display(.brightness(amount.isFinite ? amount : 0))) }

        /// A filter that adjusts contrast: 0 is mid-grey, 1 unchanged.
        public static func contrast(_ amount: Double) -> Filter { Filter(kind: .display(.contrast(amount.isFinite ? amount : 1))) }

        /// A filter that inverts colors: 1 fully, 0 not at all. Default: 1.
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            Filter(kind: .display(.colorMatrix(.colorInvert(Float(amount.isFinite ? amount : 1)))))
        }

        /// A filter that mixes colors towards their Rec. 709 luminance: 1 fully grey, 0 unchanged.
        public static func grayscale(_ amount: Double) -> Filter { Filter(kind: .display(.grayscale(amount.isFinite ? amount : 0))) }

        /// A filter that sets alpha to the luminance of the color and the color to black.
        public static var luminanceToAlpha: Filter { Filter(kind: .display(.luminanceToAlpha)) }

        /// A filter that makes pixels whose alpha lies in `min…max` the given color and the rest
        /// transparent. Defaults: max 1, black.
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            Filter(kind: .display(.alphaThreshold(minimum: min.isFinite ? min : 0, maximum: max.isFinite ? max : 1, color: color.rgba)))
        }

        /// A filter that maps the drawing through a projective transform (in the user space the filter is added in).
        public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter { Filter(kind: .projection(matrix)) }

        /// A filter that runs `shader` as a color effect (`half4 f(float2 position, half4 color, args…)`)
        /// on each pixel; positions are points of the user space the filter is added in.
        public static func colorShader(_ shader: Shader) -> Filter {
            Filter(kind: .shader(shader, .colorEffect, maxSampleOffset: .zero))
        }

        /// A filter that moves pixels: `float2 f(float2 position, args…)` says where to sample,
        /// at most `maxSampleOffset` (points) away.
        public static func distortionShader(_ shader: Shader, maxSampleOffset: CGSize) -> Filter {
            Filter(kind: .shader(shader, .distortion, maxSampleOffset: maxSampleOffset))
        }

        /// A filter that computes pixels from the rasterized drawing: `half4 f(float2 position,
        /// SwiftUI::Layer layer, args…)`, sampling at most `maxSampleOffset` (points) away.
        public static func layerShader(_ shader: Shader, maxSampleOffset: CGSize) -> Filter {
            Filter(kind: .shader(shader, .layer, maxSampleOffset: maxSampleOffset))
        }
    }

    /// Options that configure a filter that you add to a graphics context. Aurora's filters
    /// always work on non-linear sRGB, so there are no options yet.
    public struct FilterOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        /// Creates options from their raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
    }

    /// Options that configure the graphics context filter that creates blur.
    public struct BlurOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        /// Creates options from their raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The blur repeats the drawing's edge pixels, so the result has no transparent fringe.
        public static var opaque: BlurOptions { BlurOptions(rawValue: 1 << 1) }
        /// Dither the result. Aurora renders 8-bit sRGB without dithering: accepted, no visible change.
        public static var dithersResult: BlurOptions { BlurOptions(rawValue: 1 << 0) }
    }

    /// Options that configure the graphics context filter that creates shadows.
    public struct ShadowOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        /// Creates options from their raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The shadow is composited above the drawing instead of below it.
        public static var shadowAbove: ShadowOptions { ShadowOptions(rawValue: 1 << 0) }
        /// Only the shadow is drawn, not the drawing itself.
        public static var shadowOnly: ShadowOptions { ShadowOptions(rawValue: 1 << 1) }
        /// The shadow is cast by the inverse of the drawing's alpha (with `shadowAbove` and a
        /// `sourceAtop` blend mode: an inner shadow).
        public static var invertsAlpha: ShadowOptions { ShadowOptions(rawValue: 1 << 2) }
        /// In a layer drawn with `drawLayer`, each drawing casts its own shadow instead of the layer as a group.
        public static var disablesGroup: ShadowOptions { ShadowOptions(rawValue: 1 << 3) }
    }

    /// Adds a filter that applies to subsequent drawing operations (each one on its own; a
    /// `drawLayer` as one group), in the user space current when it is added. Filters act
    /// in the order they are added.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        guard let entry = GraphicsContextFilterEntry(filter.kind, transform: state.transform) else { return }
        state.filters.append(entry)
    }
}
