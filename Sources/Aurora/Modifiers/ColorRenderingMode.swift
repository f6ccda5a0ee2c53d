/// `ColorRenderingMode`: the set of possible working color spaces for color-compositing operations.

/// The set of possible working color spaces for color-compositing operations.
public enum ColorRenderingMode: Hashable, Sendable {
    /// The non-linear sRGB working color space.
    case nonLinear
    /// The linear sRGB working color space.
    case linear
    /// The extended linear sRGB working color space.
    case extendedLinear
}
