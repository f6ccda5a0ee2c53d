/// `MaskMode`: which channel of a mask layer's pixels becomes the mask.

/// How a mask layer's pixels turn into mask values.
public enum MaskMode: Hashable, Sendable {
    /// The mask is the layer's alpha (SwiftUI's `mask(_:)`).
    case alpha
    /// The mask is the layer's luminance (Rec. 709 weights on premultiplied colour, so
    /// transparent pixels mask everything out).
    case luminance
}
