/// `FontTag`: OpenType's four-character table, script, language and feature tags.

/// A four-character OpenType tag such as `cmap`, `GSUB`, `latn` or `liga`.
public struct FontTag: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral {
    /// The tag's four bytes, big-endian.
    public let rawValue: UInt32

    /// The tag whose big-endian bytes are `rawValue`.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The tag spelled by `text` (up to four ASCII characters; shorter tags are space-padded).
    public init(_ text: String) {
        var value: UInt32 = 0
        var bytes = Array(text.utf8.prefix(4))
        while bytes.count < 4 { bytes.append(0x20) }
        for byte in bytes { value = value << 8 | UInt32(byte) }
        rawValue = value
    }

    /// The tag spelled by a string literal, e.g. `"glyf"`.
    public init(stringLiteral text: String) { self.init(text) }

    public var description: String {
        let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: rawValue >> UInt32($0)) }
        return String(decoding: bytes.map { (0x20...0x7E).contains($0) ? $0 : 0x3F }, as: UTF8.self)
    }

    public static func < (a: FontTag, b: FontTag) -> Bool { a.rawValue < b.rawValue }
}
