/// `FontError`: why a font, or one of its tables, could not be used.
import AuroraGeometry

/// Why a font file or one of its tables was rejected. A bad table makes only that table
/// unusable; the process never traps on font data.
public enum FontError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A read of `length` bytes at `offset` in a window of `available` bytes.
    case outOfBounds(offset: Int, length: Int, available: Int)
    /// The file is not an OpenType/TrueType font or collection (its first four bytes).
    case unknownFormat(FontTag)
    /// A table the font needs is missing.
    case missingTable(FontTag)
    /// A table whose contents break the format: which table, and what was wrong.
    case malformedTable(FontTag, String)
    /// A limit that protects against hostile input was exceeded: which, and its value.
    case limitExceeded(String, limit: Int)
    /// A collection index past the number of fonts in the collection.
    case faceIndexOutOfRange(index: Int, count: Int)
    /// The file at this path could not be read.
    case unreadableFile(String)
    /// A path with a NUL character, which no file name can hold (the system would stop reading it there).
    case pathContainsNUL(String)
    /// The font's outlines are in a table Aurora does not read (`CFF2`: variable CFF outlines);
    /// its glyphs draw nothing.
    case unsupportedOutlines(FontTag)

    public var description: String {
        switch self {
        case .outOfBounds(let offset, let length, let available):
            return "font data ends early: \(length) bytes at offset \(offset), but only \(available) bytes are there"
        case .unknownFormat(let tag):
            return "not an OpenType or TrueType font (file starts with '\(tag)')"
        case .missingTable(let tag):
            return "the font has no '\(tag)' table"
        case .malformedTable(let tag, let why):
            return "the '\(tag)' table is malformed: \(why)"
        case .limitExceeded(let what, let limit):
            return "\(what) exceeds the limit of \(limit)"
        case .faceIndexOutOfRange(let index, let count):
            return "font index \(index) is out of range: the collection holds \(count) fonts"
        case .unreadableFile(let path):
            return "cannot read the font file at \(path.echoed())"
        case .pathContainsNUL(let path):
            return "the font path \(String(reflecting: path).echoed()) contains a NUL character, which no file name can hold"
        case .unsupportedOutlines(let tag):
            return "the font's outlines are in a '\(tag)' table (variable CFF), which Aurora does not read: its glyphs draw nothing"
        }
    }
}
