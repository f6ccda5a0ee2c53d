/// `ImagePattern`: an image used as paint, placed by a transform.
import AuroraGeometry
import Foundation

/// An image used as paint: its pixel `(0, 0)`-corner sits at the transform's origin.
public struct ImagePattern: Sendable {
    /// What lies outside the image.
    public enum Tiling: Hashable, Sendable {
        /// Transparent outside the image.
        case none
        /// The image repeats across the plane (SwiftUI's `tiledImage`).
        case `repeat`
    }

    /// The image.
    public var image: Pixmap
    /// Maps image pixel space to the user space of the fill. Default: identity.
    public var transform: CGAffineTransform
    /// How pixels are interpolated. Default: `.bilinear`.
    public var sampling: ImageSampling
    /// What lies outside the image. Default: `.none`.
    public var tiling: Tiling

    /// Creates an image pattern.
    public init(_ image: Pixmap, transform: CGAffineTransform = .identity, sampling: ImageSampling = .bilinear,
                tiling: Tiling = .none) {
        self.image = image
        self.transform = transform
        self.sampling = sampling
        self.tiling = tiling
    }
}
