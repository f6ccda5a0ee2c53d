/// Binary frames laid out as the protocol says (little-endian `AFRM` header, then rects of
/// straight-alpha RGBA), written here independently of the back end's encoder so the page is
/// checked against the protocol text.
enum TestFrame {
    /// A rectangle of the canvas in pixels with its `width * height * 4` bytes.
    struct Rect {
        var x: Int
        var y: Int
        var width: Int
        var height: Int
        var pixels: [UInt8]
    }

    static func bytes(variant: Int, sequence: Int, time: Double, canvasWidth: Int, canvasHeight: Int, rects: [Rect]) -> [UInt8] {
        var bytes: [UInt8] = []
        func append(_ value: Int) { withUnsafeBytes(of: UInt32(value).littleEndian) { bytes.append(contentsOf: $0) } }
        append(0x4D52_4641)
        append(variant)
        append(sequence)
        withUnsafeBytes(of: time.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
        append(canvasWidth)
        append(canvasHeight)
        append(rects.count)
        for rect in rects {
            precondition(rect.pixels.count == rect.width * rect.height * 4, "a test rect's pixel count")
            for value in [rect.x, rect.y, rect.width, rect.height] { append(value) }
            bytes += rect.pixels
        }
        return bytes
    }

    /// A frame filling a `width` × `height` pixel canvas with one colour.
    static func solid(variant: Int, sequence: Int, width: Int, height: Int, color: [UInt8]) -> [UInt8] {
        let pixels = Array([[UInt8]](repeating: color, count: width * height).joined())
        return bytes(variant: variant, sequence: sequence, time: 0, canvasWidth: width, canvasHeight: height,
                     rects: [Rect(x: 0, y: 0, width: width, height: height, pixels: pixels)])
    }
}
