/// One binary frame of the preview protocol: rectangles of straight-alpha RGBA pixels that update
/// a variant's canvas.
///
/// Layout (little-endian): `u32 magic "AFRM" (0x4D524641), u32 variant, u32 sequence,
/// f64 time, u32 canvasWidth, u32 canvasHeight, u32 rectCount`, then per rect
/// `u32 x, u32 y, u32 w, u32 h` and `w*h*4` bytes of RGBA, row-major.
public struct PreviewFrame: Sendable, Equatable {
    /// "AFRM" read as a little-endian `UInt32`.
    public static let magic: UInt32 = 0x4D52_4641

    /// A rectangle of the canvas, in pixels, with its pixels.
    public struct Rect: Sendable, Equatable {
        /// Left edge, in canvas pixels.
        public var x: Int
        /// Top edge, in canvas pixels.
        public var y: Int
        /// Width in pixels.
        public var width: Int
        /// Height in pixels.
        public var height: Int
        /// `width * height * 4` bytes of straight-alpha RGBA, row-major.
        public var pixels: [UInt8]

        /// A rectangle at (`x`, `y`) of `width` × `height` pixels.
        public init(x: Int, y: Int, width: Int, height: Int, pixels: [UInt8]) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
            self.pixels = pixels
        }
    }

    /// The grid variant the frame belongs to (0 when there is no grid).
    public var variant: Int
    /// Increases by one per frame of a variant.
    public var sequence: Int
    /// The preview clock's time of the frame, in seconds.
    public var time: Double
    /// The whole canvas's width in pixels; a change resets the page's canvas.
    public var canvasWidth: Int
    /// The whole canvas's height in pixels.
    public var canvasHeight: Int
    /// The changed regions; the first frame of a session covers the canvas.
    public var rects: [Rect]

    /// A frame of `rects` over a `canvasWidth` × `canvasHeight` canvas.
    public init(variant: Int, sequence: Int, time: Double, canvasWidth: Int, canvasHeight: Int, rects: [Rect]) {
        self.variant = variant
        self.sequence = sequence
        self.time = time
        self.canvasWidth = canvasWidth
        self.canvasHeight = canvasHeight
        self.rects = rects
    }

    /// The frame's bytes, ready for `PreviewOutgoing.binary`.
    ///
    /// Throws `PreviewFrameError` when a number does not fit the layout, a rectangle leaves the
    /// canvas or its pixel count is not `width * height * 4`.
    public func encoded() throws(PreviewFrameError) -> [UInt8] {
        for (index, rect) in rects.enumerated() {
            guard rect.x >= 0, rect.y >= 0, rect.width >= 0, rect.height >= 0,
                  rect.x + rect.width <= canvasWidth, rect.y + rect.height <= canvasHeight
            else { throw .rectOutsideCanvas(index: index) }
            guard rect.pixels.count == rect.width * rect.height * 4
            else { throw .wrongPixelCount(index: index, expected: rect.width * rect.height * 4, actual: rect.pixels.count) }
        }
        let header = [variant, sequence, canvasWidth, canvasHeight, rects.count]
        guard header.allSatisfy({ UInt32(exactly: $0) != nil }) else { throw .valueOutOfRange }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(32 + rects.reduce(0) { $0 + 16 + $1.pixels.count })
        func append(_ value: UInt32) {
            withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
        }
        append(Self.magic)
        append(UInt32(variant))
        append(UInt32(sequence))
        withUnsafeBytes(of: time.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
        append(UInt32(canvasWidth))
        append(UInt32(canvasHeight))
        append(UInt32(rects.count))
        for rect in rects {
            append(UInt32(rect.x))
            append(UInt32(rect.y))
            append(UInt32(rect.width))
            append(UInt32(rect.height))
            bytes.append(contentsOf: rect.pixels)
        }
        return bytes
    }
}
