/// Writing encoded image bytes to a file, with the failure as a typed `ImageIOError`.
import Foundation

/// Writes encoded files for the PNG, APNG and GIF encoders.
enum ImageFileWriting {
    /// Writes `data` to `url` atomically, replacing any file there.
    static func write(_ data: Data, to url: URL) throws(ImageIOError) {
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw .fileWriteFailed(path: url.path, reason: error.localizedDescription)
        }
    }
}
