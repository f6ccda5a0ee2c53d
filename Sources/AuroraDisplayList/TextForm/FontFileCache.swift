/// `FontFileCache`: font files loaded once for the faces the text form names by path.
import AuroraText
import Foundation

/// The faces of font files the parser has loaded, by path, so a file named by many runs is read once.
final class FontFileCache: @unchecked Sendable {
    static let shared = FontFileCache()

    private let lock = NSLock()
    private var faces: [String: [FontFace]] = [:]

    /// The face at `index` of the file at `path`.
    func face(path: String, index: Int) throws -> FontFace {
        lock.lock()
        let cached = faces[path]
        lock.unlock()
        let all = try cached ?? FontFace.load(path: path)
        if cached == nil {
            lock.lock()
            faces[path] = all
            lock.unlock()
        }
        guard all.indices.contains(index) else {
            throw FontIndexError(index: index, count: all.count)
        }
        return all[index]
    }
}

/// A face index past the end of a font file's faces.
struct FontIndexError: Error, CustomStringConvertible {
    var index: Int
    var count: Int
    var description: String { "face index \(index) but the file has \(count) face(s)" }
}
