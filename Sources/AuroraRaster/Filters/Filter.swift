/// `Filter`: one step of the filter chain a layer can carry.

/// An image filter applied to a whole layer before it is composited, in device pixels. The
/// pixel engine of SwiftUI's `blur`, colour-effect modifiers, `shadow` and
/// `GraphicsContext.Filter`.
public enum Filter: Hashable, Sendable {
    /// A Gaussian blur.
    case blur(GaussianBlur)
    /// A 4×5 colour matrix on un-premultiplied colour (brightness, contrast, saturation,
    /// hue rotation, grayscale, colour invert, colour multiply, luminance to alpha).
    case colorMatrix(ColorMatrix)
    /// Pixels whose alpha lies in a range become one colour; the rest become transparent.
    case alphaThreshold(AlphaThreshold)
    /// A drop shadow cast by the layer's alpha.
    case shadow(Shadow)
}
