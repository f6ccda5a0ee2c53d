/// `Shadow`: the drop shadow of `GraphicsContext.Filter.shadow` and SwiftUI's `shadow(...)`.

/// A shadow cast by a layer's alpha: the alpha, tinted with `color`, moved by `offset`,
/// blurred by `radius`, composited with `blendMode` below the layer (or above it).
public struct Shadow: Hashable, Sendable {
    /// Where the shadow goes and what it is cast by, as `GraphicsContext.ShadowOptions`.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        /// Creates options from their raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The shadow is drawn above the layer's content instead of below it.
        public static let shadowAbove = Options(rawValue: 1 << 0)
        /// Only the shadow is drawn, not the content.
        public static let shadowOnly = Options(rawValue: 1 << 1)
        /// The shadow is cast by the inverse of the layer's alpha (an inner shadow, with `shadowAbove`).
        public static let invertsAlpha = Options(rawValue: 1 << 2)
        /// Each drawing in the layer casts its own shadow (and gets the layer's filters on its
        /// own), instead of the layer as one group: later drawings then shadow earlier ones.
        public static let disablesGroup = Options(rawValue: 1 << 3)
    }

    /// The shadow's colour; its alpha scales the shadow. Default: black at 33%, SwiftUI's default.
    public var color: RGBAColor
    /// The blur's standard deviation in device pixels (see `GaussianBlur`).
    public var radius: Float
    /// How far the shadow is moved, in device pixels (+x right, +y down), rounded to whole pixels.
    public var offset: SIMD2<Float>
    /// How the shadow combines with what it is drawn onto. Default: `.normal`.
    public var blendMode: BlendMode
    /// Placement and source options. Default: none (below the content, cast by its alpha).
    public var options: Options

    /// Creates a shadow.
    public init(color: RGBAColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.33), radius: Float,
                offset: SIMD2<Float> = .zero, blendMode: BlendMode = .normal, options: Options = []) {
        self.color = color
        self.radius = radius
        self.offset = offset
        self.blendMode = blendMode
        self.options = options
    }

    /// The shadow image of `content`: its alpha (or inverted alpha) tinted, moved, blurred.
    func image(of content: Pixmap, threads: Int) -> Pixmap {
        var shadow = Pixmap(validWidth: content.width, height: content.height)
        let tint = color.pixel.word
        let inverts = options.contains(.invertsAlpha)
        let limit = Float(Pixmap.maximumSide)
        let dx = offset.x.isFinite ? Int(min(max(offset.x, -limit), limit).rounded()) : 0
        let dy = offset.y.isFinite ? Int(min(max(offset.y, -limit), limit).rounded()) : 0
        let width = content.width, height = content.height
        content.withUnsafePixels { source in
            shadow.withUnsafeMutablePixels { out in
                for y in 0..<height {
                    let sy = y - dy
                    for x in 0..<width {
                        let sx = x - dx
                        let inside = sx >= 0 && sx < width && sy >= 0 && sy < height
                        var a = inside ? source[sy * width + sx] >> 24 : 0
                        if inverts { a = 255 - a }
                        out[y * width + x] = PixelWordMath.scale(tint, by: a)
                    }
                }
            }
        }
        GaussianBlur(sigma: radius).apply(to: &shadow, threads: threads)
        return shadow
    }
}
