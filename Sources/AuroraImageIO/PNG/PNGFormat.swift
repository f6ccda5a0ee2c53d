/// The fixed vocabulary of the PNG format: signature, chunk names, colour types and the header.

/// Constants and the header record shared by the PNG encoder and decoder.
enum PNGFormat {
    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// PNG colour type 0: one grey sample.
    static let colorTypeGrey: UInt8 = 0
    /// PNG colour type 2: red, green, blue.
    static let colorTypeRGB: UInt8 = 2
    /// PNG colour type 3: one palette index.
    static let colorTypePalette: UInt8 = 3
    /// PNG colour type 4: grey, alpha (straight).
    static let colorTypeGreyAlpha: UInt8 = 4
    /// PNG colour type 6: red, green, blue, alpha (straight, not premultiplied).
    static let colorTypeRGBA: UInt8 = 6

    /// The largest chunk length the format allows (2³¹ − 1).
    static let maximumChunkLength = Int(Int32.max)
}

/// A chunk type: four ASCII letters, stored as they appear in the file.
struct PNGChunkType: Hashable, Sendable, CustomStringConvertible {
    /// The four bytes, first letter in the high byte.
    let code: UInt32

    /// A chunk type from its four-letter name.
    init(_ name: StaticString) {
        precondition(name.utf8CodeUnitCount == 4, "a chunk type has four letters")
        let bytes = name.utf8Start
        code = UInt32(bytes[0]) << 24 | UInt32(bytes[1]) << 16 | UInt32(bytes[2]) << 8 | UInt32(bytes[3])
    }

    /// A chunk type from the four bytes read from a file.
    init(code: UInt32) { self.code = code }

    /// The four bytes in file order.
    var bytes: [UInt8] { [UInt8(code >> 24), UInt8((code >> 16) & 0xFF), UInt8((code >> 8) & 0xFF), UInt8(code & 0xFF)] }

    /// Whether a decoder may skip this chunk (lower-case first letter).
    var isAncillary: Bool { code & 0x2000_0000 != 0 }

    /// The name, with any byte that is not a letter shown as `?`.
    var description: String {
        String(decoding: bytes.map { ($0 >= 65 && $0 <= 90) || ($0 >= 97 && $0 <= 122) ? $0 : 63 }, as: UTF8.self)
    }

    static let header = PNGChunkType("IHDR")
    static let palette = PNGChunkType("PLTE")
    static let imageData = PNGChunkType("IDAT")
    static let transparency = PNGChunkType("tRNS")
    static let end = PNGChunkType("IEND")
}

/// The fields of an IHDR chunk that this codec writes and reads.
struct PNGHeader: Hashable, Sendable {
    /// Width in pixels.
    var width: Int
    /// Height in pixels.
    var height: Int
    /// Bits per sample.
    var bitDepth: UInt8
    /// PNG colour type code.
    var colorType: UInt8
    /// Interlace method (0 = none).
    var interlace: UInt8

    /// Bytes per pixel for the 8-bit RGB and RGBA images the encoder writes.
    var bytesPerPixel: Int { colorType == PNGFormat.colorTypeRGBA ? 4 : 3 }

    /// The 13-byte IHDR payload.
    var payload: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(13)
        bytes.appendBigEndian(UInt32(width))
        bytes.appendBigEndian(UInt32(height))
        bytes += [bitDepth, colorType, 0, 0, interlace]
        return bytes
    }
}

extension Array where Element == UInt8 {
    /// Appends a 32-bit value most significant byte first, as PNG stores integers.
    mutating func appendBigEndian(_ value: UInt32) {
        append(UInt8(value >> 24)); append(UInt8((value >> 16) & 0xFF))
        append(UInt8((value >> 8) & 0xFF)); append(UInt8(value & 0xFF))
    }
}
