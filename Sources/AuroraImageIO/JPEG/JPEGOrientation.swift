/// Reads the EXIF orientation tag from an APP1 segment and turns decoded pixels upright.
import AuroraRaster

/// The EXIF orientation (TIFF tag 0x0112): how the stored image must be flipped or rotated for display.
struct JPEGOrientation: Equatable, Sendable {
    /// The tag's value, 1…8 (1 = as stored).
    var value: Int

    /// The image as stored.
    static let upright = JPEGOrientation(value: 1)

    /// The orientation in an APP1 payload, or `nil` when it is not EXIF, is malformed, or has no valid tag.
    init?(exifPayload payload: ArraySlice<UInt8>) {
        let bytes = Array(payload)
        guard bytes.count >= 14, bytes[0..<6].elementsEqual(Array("Exif".utf8) + [0, 0]) else { return nil }
        let tiff = 6
        let bigEndian: Bool
        switch (bytes[tiff], bytes[tiff + 1]) {
        case (0x49, 0x49): bigEndian = false
        case (0x4D, 0x4D): bigEndian = true
        default: return nil
        }
        func read16(_ offset: Int) -> Int? {
            guard offset >= 0, offset + 2 <= bytes.count else { return nil }
            let a = Int(bytes[offset]), b = Int(bytes[offset + 1])
            return bigEndian ? a << 8 | b : b << 8 | a
        }
        func read32(_ offset: Int) -> Int? {
            guard let first = read16(offset), let second = read16(offset + 2) else { return nil }
            return bigEndian ? first << 16 | second : second << 16 | first
        }
        guard read16(tiff + 2) == 42, let ifdOffset = read32(tiff + 4), let count = read16(tiff + ifdOffset) else { return nil }
        for entry in 0..<count {
            let start = tiff + ifdOffset + 2 + entry * 12
            guard let tag = read16(start), let type = read16(start + 2) else { return nil }
            guard tag == 0x0112 else { continue }
            // SHORT (3) is the tag's type; some writers use LONG (4), read here too.
            let value = type == 4 ? read32(start + 8) : read16(start + 8)
            guard let value, (1...8).contains(value) else { return nil }
            self.value = value
            return
        }
        return nil
    }

    init(value: Int) { self.value = value }

    /// Whether displaying the image swaps its width and height (orientations 5–8).
    var swapsDimensions: Bool { value >= 5 }

    /// `pixmap` flipped and rotated as the tag says, so its top-left is the displayed top-left.
    func apply(to pixmap: Pixmap) -> Pixmap {
        guard value != 1 else { return pixmap }
        let width = pixmap.width, height = pixmap.height
        let outputWidth = swapsDimensions ? height : width, outputHeight = swapsDimensions ? width : height
        var output: Pixmap
        do { output = try Pixmap(width: outputWidth, height: outputHeight) } catch { return pixmap }
        pixmap.withUnsafePixels { source in
            output.withUnsafeMutablePixels { destination in
                for y in 0..<height {
                    for x in 0..<width {
                        let (outX, outY): (Int, Int)
                        switch value {
                        case 2: (outX, outY) = (width - 1 - x, y)
                        case 3: (outX, outY) = (width - 1 - x, height - 1 - y)
                        case 4: (outX, outY) = (x, height - 1 - y)
                        case 5: (outX, outY) = (y, x)
                        case 6: (outX, outY) = (height - 1 - y, x)
                        case 7: (outX, outY) = (height - 1 - y, width - 1 - x)
                        default: (outX, outY) = (y, width - 1 - x)
                        }
                        destination[outY * outputWidth + outX] = source[y * width + x]
                    }
                }
            }
        }
        return output
    }
}
