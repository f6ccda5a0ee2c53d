/// `GraphicsContext.Shading`: the colour or pattern a context fills and strokes with.
import AuroraDisplayList
import AuroraGeometry
import Foundation

extension GraphicsContext {
    /// A color or pattern that you can use to outline or fill a path.
    public struct Shading: Sendable {
        enum Kind: Sendable {
            case foreground
            case color(Color)
            case style(any ShapeStyle)
            case palette([Shading])
            case linearGradient(Gradient, start: CGPoint, end: CGPoint, options: GradientOptions)
            case radialGradient(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions)
            case conicGradient(Gradient, center: CGPoint, angle: Angle, options: GradientOptions)
            case tiledImage(Image, origin: CGPoint, sourceRect: CGRect, scale: CGFloat)
            case shader(Shader, bounds: CGRect)
            case meshGradient(MeshGradient)
        }

        let kind: Kind

        /// A shading that uses the foreground style of the context's environment.
        public static var foreground: Shading { Shading(kind: .foreground) }

        /// A shading made of several levels (the first fills and strokes; symbol images take
        /// one level per hierarchy level). An empty array draws with the foreground style.
        public static func palette(_ array: [Shading]) -> Shading { Shading(kind: .palette(array)) }

        /// A shading that fills with a color.
        public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }

        /// A shading that fills with a color from its components. Defaults: sRGB, opacity 1.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                                 opacity: Double = 1) -> Shading {
            Shading(kind: .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity)))
        }

        /// A shading that fills with a grey. Defaults: sRGB, opacity 1.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            Shading(kind: .color(Color(colorSpace, white: white, opacity: opacity)))
        }

        /// A shading that fills with a shape style, resolved in the context's environment and
        /// laid over the bounds of the path it fills.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(style)) }

        /// A linear gradient from `startPoint` (0) to `endPoint` (1), in user space.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .linearGradient(gradient, start: startPoint, end: endPoint, options: options))
        }

        /// A radial gradient around `center`, from `startRadius` (0) to `endRadius` (1), in user space.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .radialGradient(gradient, center: center, startRadius: startRadius, endRadius: endRadius, options: options))
        }

        /// A conic gradient that goes once around `center`, clockwise on screen from `angle`
        /// (0° points along +x). Default angle: 0.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .conicGradient(gradient, center: center, angle: angle, options: options))
        }

        /// A shading that repeats the part `sourceRect` (unit coordinates of the image) of
        /// `image` across the plane, one copy's top-left at `origin`, scaled by `scale`.
        /// Defaults: origin zero, the whole image, scale 1.
        public static func tiledImage(_ image: Image, origin: CGPoint = .zero,
                                      sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> Shading {
            Shading(kind: .tiledImage(image, origin: origin, sourceRect: sourceRect, scale: scale))
        }

        /// A shading that fills with a mesh gradient, its unit square laid over the bounds of
        /// the path it fills (as the `MeshGradient` shape style).
        public static func meshGradient(_ mesh: MeshGradient) -> Shading { Shading(kind: .meshGradient(mesh)) }

        /// A shading that runs a fill shader `half4 f(float2 position, args…)` at each point of
        /// user space; `.boundingRect` arguments see `bounds`. Default bounds: zero.
        public static func shader(_ shader: Shader, bounds: CGRect = .zero) -> Shading {
            Shading(kind: .shader(shader, bounds: bounds))
        }
    }

    /// Options that affect the rendering of color gradients.
    public struct GradientOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        /// Creates options from their raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The gradient repeats beyond its ends.
        public static var `repeat`: GradientOptions { GradientOptions(rawValue: 1 << 0) }
        /// The gradient repeats beyond its ends, every other copy mirrored.
        public static var mirror: GradientOptions { GradientOptions(rawValue: 1 << 1) }
        /// Colors between stops are interpolated in linear sRGB instead of non-linear sRGB.
        public static var linearColor: GradientOptions { GradientOptions(rawValue: 1 << 2) }
    }
}

/// A `Shading` used as a `ShapeStyle` (how a resolved text or symbol takes its shading).
struct ShadingShapeStyle: ShapeStyle, PaintableStyle {
    let shading: GraphicsContext.Shading

    func paint(in bounds: CGRect, environment: EnvironmentValues) -> DisplayList.Paint? {
        GraphicsContextShadingPainter.paint(shading, in: bounds, environment: environment)
    }
}
