/// `SnapshotFailureArtifacts`: the reference, failure and difference PNGs of a failed image snapshot, as files and as test attachments.
import AuroraImageIO
import AuroraRaster
import AuroraSnapshotEngine
import Foundation
import SnapshotTesting
import Testing

/// Writes and attaches the images that explain a failed image snapshot.
///
/// swift-snapshot-testing writes only the new snapshot on Linux (beside its failure message) and
/// attaches images only under Xcode, so these are kept here too: as Swift Testing attachments of
/// the running test and as files in `$SNAPSHOT_ARTIFACTS/AuroraSnapshotTesting/<hash>/` (the
/// temporary folder when that variable is not set), `<hash>` telling failures apart.
enum SnapshotFailureArtifacts {
    /// The images of a failure, attached to the current test and written to a folder; returns them
    /// and a line naming the folder, for the failure message.
    static func record(reference: Pixmap?, actual: SnapshotImage) -> (attachments: [DiffAttachment], note: String) {
        guard case .pixmap(let taken) = actual else { return ([], "") }
        var images: [(name: String, pixmap: Pixmap)] = []
        if let reference { images.append(("reference.png", reference)) }
        images.append(("failure.png", taken))
        if let reference, let difference = SnapshotDifferenceImage.make(reference: reference, actual: taken) {
            images.append(("difference.png", difference))
        }
        // Encoding a valid pixmap does not fail; an image that did would only be missing from the set.
        let encoded = images.compactMap { image in (try? PNGEncoder().encode(image.pixmap)).map { (name: image.name, bytes: $0) } }
        let base = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        let hash = SnapshotShard.fnv1a(encoded.first(where: { $0.name == "failure.png" })?.bytes ?? [])
        let folder = URL(fileURLWithPath: base, isDirectory: true)
            .appendingPathComponent("AuroraSnapshotTesting", isDirectory: true)
            .appendingPathComponent(String(hash, radix: 16), isDirectory: true)
        var written = true
        var attachments: [DiffAttachment] = []
        for (name, bytes) in encoded {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data(bytes).write(to: folder.appendingPathComponent(name))
            } catch {
                written = false
            }
            if Test.current != nil { Attachment.record(bytes, named: name) }
            attachments.append(.data(Data(bytes), name: name))
        }
        let names = encoded.map(\.name).joined(separator: ", ")
        let note = written ? "\n\(names): \(folder.path)" : "\n\(names) could not be written to \(folder.path)"
        return (attachments, note)
    }
}
