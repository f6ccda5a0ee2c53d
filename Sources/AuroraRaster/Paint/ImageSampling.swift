/// `ImageSampling`: how an image is sampled between its pixels.

/// How an image is sampled between its pixels.
public enum ImageSampling: Hashable, Sendable {
    /// The nearest pixel (SwiftUI's `.interpolation(.none)`).
    case nearest
    /// Bilinear interpolation of the four nearest pixels.
    case bilinear
}
