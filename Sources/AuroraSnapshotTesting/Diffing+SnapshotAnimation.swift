/// `Diffing.animatedImage`: compares animated snapshots frame by frame, with swift-snapshot-testing's `precision` and `perceptualPrecision`.
import AuroraImageIO
import AuroraRaster
import AuroraSnapshotEngine
import Foundation
import SnapshotTesting

extension Diffing where Value == SnapshotAnimation {
    /// A frame-by-frame diffing strategy for animations which requires a 100% match.
    public static var animatedImage: Diffing { .animatedImage() }

    /// A frame-by-frame diffing strategy for animations that allows customizing how precise the
    /// matching of each frame must be.
    ///
    /// The animations match when they have the same number of frames, the same delays, and each
    /// frame matches its reference frame as `Diffing.image` compares images.
    ///
    /// - Parameters:
    ///   - precision: The percentage of pixels of each frame that must match. Default: 1.
    ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be considered a
    ///     match (CIE ΔE 1994). Default: 1.
    ///
    /// On a failure the message names the first frame whose pixels differ and gives its figures (or,
    /// when every frame matches, the first whose delay differs); that
    /// frame's reference, new snapshot and difference image are attached and written as for `Diffing.image`.
    public static func animatedImage(precision: Float = 1, perceptualPrecision: Float = 1) -> Diffing {
        .diff(toData: { $0.pngData }, fromData: { SnapshotAnimation(pngData: $0) }) { reference, actual in
            switch (reference, actual) {
            case (_, .renderFailed(let reason, _)):
                return ("Newly-taken snapshot could not be rendered: \(reason)", [])
            case (.unreadableReference(let reason), .frames(let taken)):
                let artifacts = taken.first.map { SnapshotFailureArtifacts.record(reference: nil, actual: .pixmap($0.pixmap)) } ?? (attachments: [], note: "")
                return ("Reference animation could not be loaded: \(reason)" + artifacts.note, artifacts.attachments)
            case (.renderFailed(let reason, _), _):
                return ("Reference could not be rendered: \(reason)", [])
            case (.frames(let expected), .frames(let taken)):
                return failure(expected, taken, precision: precision, perceptualPrecision: perceptualPrecision)
            case (_, .unreadableReference):
                return ("Newly-taken snapshot holds no animation", [])
            }
        }
    }

    /// Why `taken` does not match `expected`, with the images of the first frame that differs; nil when they match.
    private static func failure(_ expected: [AnimationFrame], _ taken: [AnimationFrame], precision: Float,
                                perceptualPrecision: Float) -> (String, [DiffAttachment])? {
        guard expected.count == taken.count else {
            return ("Newly-taken animation has \(taken.count) frames; the reference has \(expected.count).", [])
        }
        for (index, (reference, frame)) in zip(expected, taken).enumerated() {
            if let message = SnapshotComparison.failureMessage(reference: reference.pixmap, actual: frame.pixmap, precision: precision,
                                                               perceptualPrecision: perceptualPrecision) {
                let artifacts = SnapshotFailureArtifacts.record(reference: reference.pixmap, actual: .pixmap(frame.pixmap))
                return ("Frame \(index + 1) of \(taken.count) differs. " + message + artifacts.note, artifacts.attachments)
            }
        }
        // The pixels match: the pacing is compared last.
        for (index, (reference, frame)) in zip(expected, taken).enumerated() where reference.delay != frame.delay {
            return ("Frame \(index + 1) of \(taken.count) is shown for \(frame.delay.seconds) s; the reference shows it for \(reference.delay.seconds) s.", [])
        }
        return nil
    }
}
