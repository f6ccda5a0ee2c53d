/// `ImagePattern`: an image used as paint, placed by a transform.
import AuroraGeometry
import Foundation

/// An image used as paint: its pixel `(0, 0)`-corner sits at the transform's origin.
public struct ImagePattern: Sendable {
    /// What lies outside the image.
    public enum Tiling: Hashable, Sendable {
        /// The image once, its edge pixels extended outwards (a GPU's clamp-to-edge): sampling
        /// near an edge reads the edge pixel, never transparency beyond it, so the shape filled
        /// decides where the image ends and with what anti-aliasing. `RasterContext.draw(_:)`
        /// fills exactly the image's rectangle, as Core Graphics draws an image into its rect.
        case clamp
        /// The image repeats across the plane (SwiftUI's `tiledImage`).
        case `repeat`
    }

    /// The image.
    public var image: Pixmap
    /// Maps image pixel space to the user space of the fill. Default: identity.
    public var transform: CGAffineTransform
    /// How pixels are interpolated. Default: `.bilinear`.
    public var sampling: ImageSampling
    /// What lies outside the image. Default: `.clamp`.
    public var tiling: Tiling

    /// Creates an image pattern.
    public init(_ image: Pixmap, transform: CGAffineTransform = .identity, sampling: ImageSampling = .bilinear,
                tiling: Tiling = .clamp) {
        self.image = image
        self.transform = transform
        self.sampling = sampling
        self.tiling = tiling
    }
}
