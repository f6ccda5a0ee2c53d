/// `Paint`: what a fill or stroke puts down — a colour source, opacity, blend mode, anti-aliasing.

/// How a fill or stroke is coloured and composited.
public struct Paint: Sendable {
    /// Where the colours come from.
    public var source: PaintSource
    /// Multiplies the source's alpha. Default: 1.
    public var opacity: Float
    /// How the colours combine with what is already drawn. Default: `.normal`.
    public var blendMode: BlendMode
    /// Whether edges are anti-aliased. Default: `true`.
    public var isAntialiased: Bool

    /// Creates a paint.
    public init(_ source: PaintSource, opacity: Float = 1, blendMode: BlendMode = .normal, isAntialiased: Bool = true) {
        self.source = source
        self.opacity = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
        self.blendMode = blendMode
        self.isAntialiased = isAntialiased
    }

    /// A solid-colour paint.
    public static func color(_ color: RGBAColor, blendMode: BlendMode = .normal) -> Paint {
        Paint(.solid(color), blendMode: blendMode)
    }
}
