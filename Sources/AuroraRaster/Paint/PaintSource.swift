/// `PaintSource`: the colour source of a `Paint`.

/// The colour source of a `Paint`.
public enum PaintSource: Sendable {
    /// One colour everywhere.
    case solid(RGBAColor)
    /// A linear, radial, conic or elliptical gradient.
    case gradient(GradientPaint)
    /// An image, placed by a transform and sampled.
    case image(ImagePattern)
    /// Colours computed per pixel by a function over batches of positions.
    case custom(CustomPaint)
    /// A mesh gradient: colours interpolated across a grid of Bézier patches.
    case mesh(MeshGradientPaint)
}
