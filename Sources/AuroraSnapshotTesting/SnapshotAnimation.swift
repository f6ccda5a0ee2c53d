/// `SnapshotAnimation`: the format Aurora's animated strategies compare — an animation's frames, stored as an APNG, or why there are none.
import AuroraImageIO
import AuroraRaster
import Foundation

/// What an animated snapshot holds: the frames of a render or of a reference APNG, each with how
/// long it is shown, or the reason there are none.
public enum SnapshotAnimation: Sendable {
    /// The frames in order (premultiplied RGBA8, all of one size), each with its delay.
    case frames([AnimationFrame])
    /// The view could not be rendered. `placeholder` is the PNG written if it is recorded: a red
    /// panel that says why.
    case renderFailed(reason: String, placeholder: Data)
    /// The reference file is not a PNG or APNG that can be read.
    case unreadableReference(reason: String)

    /// The frames at `times` (seconds, increasing), each shown until the next one's time; the
    /// last is shown as long as the one before it (one second when it is the only frame).
    /// Delays are whole milliseconds, at most 65.535 s, as an APNG file keeps them.
    init(frames: [Pixmap], at times: [TimeInterval]) {
        let gaps = zip(times, times.dropFirst()).map { $1 - $0 }
        let delays = gaps + [gaps.last ?? 1]
        self = .frames(zip(frames, delays).map { frame, seconds in
            AnimationFrame(pixmap: frame, delay: .milliseconds(Int((min(65.535, max(0, seconds)) * 1000).rounded())))
        })
    }

    /// The APNG data a reference file holds for this snapshot.
    var pngData: Data {
        switch self {
        case .frames(let frames):
            // Frames of one size always encode; the empty data stands in only if encoding failed,
            // and it then reads back as an unreadable reference.
            return (try? APNGEncoder().encode(frames)).map { Data($0) } ?? Data()
        case .renderFailed(_, let placeholder):
            return placeholder
        case .unreadableReference:
            return Data()
        }
    }

    /// The snapshot a reference file's data holds (a plain PNG is one frame).
    init(pngData data: Data) {
        do throws(ImageIOError) {
            self = .frames(try APNGDecoder.decode(data))
        } catch {
            self = .unreadableReference(reason: error.description)
        }
    }
}
