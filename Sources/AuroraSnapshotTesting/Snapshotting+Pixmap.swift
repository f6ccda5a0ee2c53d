/// `Snapshotting.image` for pixmaps: an image made some other way, compared as a view snapshot is.
import AuroraRaster
import Foundation
import SnapshotTesting

extension Snapshotting where Value == Pixmap, Format == SnapshotImage {
    /// A snapshot strategy for comparing pixmaps based on pixel equality.
    public static var image: Snapshotting { .image() }

    /// A snapshot strategy for comparing pixmaps based on pixel equality.
    ///
    /// - Parameters:
    ///   - precision: The percentage of pixels that must match. Default: 1.
    ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be considered a
    ///     match (CIE ΔE 1994). Default: 1.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)) { pixmap in
            Async(value: .pixmap(pixmap))
        }
    }
}
