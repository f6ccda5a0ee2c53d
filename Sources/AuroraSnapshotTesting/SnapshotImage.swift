/// `SnapshotImage`: the format Aurora's image strategies compare — a render's pixels, or why there are none.
import AuroraImageIO
import AuroraRaster
import Foundation

/// What an image snapshot holds: the pixels of a render or of a reference file, or the reason
/// there are none, so that an empty view or a corrupt reference fails with a message instead of
/// stopping the test process.
public enum SnapshotImage: Sendable {
    /// Rendered pixels (premultiplied RGBA8), or a reference file's.
    case pixmap(Pixmap)
    /// The view could not be rendered. `placeholder` is the PNG written if it is recorded: a red
    /// panel that says why, as swift-snapshot-testing writes for a view of zero size.
    case renderFailed(reason: String, placeholder: Data)
    /// The reference file is not a PNG that can be read.
    case unreadableReference(reason: String)

    /// The PNG data a reference file holds for this snapshot.
    var pngData: Data {
        switch self {
        case .pixmap(let pixmap):
            // A pixmap is always encodable as PNG; the empty data stands in only if encoding failed,
            // and it then reads back as an unreadable reference.
            return (try? PNGEncoder().encodedData(pixmap)) ?? Data()
        case .renderFailed(_, let placeholder):
            return placeholder
        case .unreadableReference:
            return Data()
        }
    }

    /// The snapshot a reference file's data holds.
    init(pngData data: Data) {
        do throws(ImageIOError) {
            self = .pixmap(try PNGDecoder.decode(data))
        } catch {
            self = .unreadableReference(reason: error.description)
        }
    }
}
