/// `Diffing.image`: compares snapshot images with swift-snapshot-testing's `precision` and `perceptualPrecision`, and explains a failure with figures and images.
import AuroraRaster
import AuroraSnapshotEngine
import Foundation
import SnapshotTesting

extension Diffing where Value == SnapshotImage {
    /// A pixel-diffing strategy for snapshot images which requires a 100% match.
    public static var image: Diffing { .image() }

    /// A pixel-diffing strategy for snapshot images that allows customizing how precise the matching must be.
    ///
    /// - Parameters:
    ///   - precision: The percentage of pixels that must match. Default: 1.
    ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be considered a
    ///     match (CIE ΔE 1994, as swift-snapshot-testing measures it); 98–99% mimics the precision of
    ///     the human eye. Default: 1.
    ///
    /// On a failure the message gives the figures (pixels that differ, the largest channel difference
    /// and ΔE), and the reference, the new snapshot and a difference image are attached (to the
    /// Swift Testing test, saved with `swift test --attachments-path DIR`) and written to
    /// `$SNAPSHOT_ARTIFACTS` (else the temporary folder) under `AuroraSnapshotTesting/`.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Diffing {
        .diff(toData: { $0.pngData }, fromData: { SnapshotImage(pngData: $0) }) { reference, actual in
            switch (reference, actual) {
            case (_, .renderFailed(let reason, _)):
                return ("Newly-taken snapshot could not be rendered: \(reason)", [])
            case (.unreadableReference(let reason), _):
                let artifacts = SnapshotFailureArtifacts.record(reference: nil, actual: actual)
                return ("Reference image could not be loaded: \(reason)" + artifacts.note, artifacts.attachments)
            case (.renderFailed(let reason, _), _):
                return ("Reference could not be rendered: \(reason)", [])
            case (.pixmap(let expected), .pixmap(let taken)):
                guard let message = SnapshotComparison.failureMessage(reference: expected, actual: taken, precision: precision,
                                                                       perceptualPrecision: perceptualPrecision) else { return nil }
                let artifacts = SnapshotFailureArtifacts.record(reference: expected, actual: actual)
                return (message + artifacts.note, artifacts.attachments)
            case (.pixmap, .unreadableReference):
                return ("Newly-taken snapshot holds no image", [])
            }
        }
    }
}
