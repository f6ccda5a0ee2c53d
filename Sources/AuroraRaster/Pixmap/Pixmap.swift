/// `Pixmap`: the image every raster operation reads and writes.
import Foundation

/// A rectangular image of premultiplied RGBA8 pixels, stored row after row with no padding.
///
/// A value type: copies share storage until one of them is modified.
public struct Pixmap: Sendable {
    /// The largest width or height accepted.
    public static let maximumSide = 1 << 15
    /// The largest number of pixels accepted (a 1 GiB buffer).
    public static let maximumArea = 1 << 28

    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    var storage: PixelStorage

    /// Creates a transparent pixmap, or throws `RasterError.invalidSize` for a size that is not
    /// positive or exceeds `maximumSide`/`maximumArea`.
    public init(width: Int, height: Int) throws(RasterError) {
        try Self.checkSize(width: width, height: height)
        self.init(validWidth: width, height: height)
    }

    /// Throws `invalidSize` unless `width × height` is a size a pixmap can have.
    private static func checkSize(width: Int, height: Int) throws(RasterError) {
        guard width > 0, height > 0, width <= Pixmap.maximumSide, height <= Pixmap.maximumSide,
              width * height <= Pixmap.maximumArea else {
            throw .invalidSize(width: width, height: height)
        }
    }

    /// A transparent pixmap of a size already known to be valid (a part of an existing pixmap).
    init(validWidth width: Int, height: Int) {
        self.width = width
        self.height = height
        storage = PixelStorage(count: width * height)
    }

    /// A pixmap of a size already known to be valid whose pixels are not set: the caller writes
    /// every one before any is read (a context records a full clear first; an effect writes every
    /// pixel of its result).
    package init(uninitializedWidth width: Int, height: Int) {
        self.width = width
        self.height = height
        storage = PixelStorage(uninitializedCount: width * height)
    }

    /// Creates a pixmap from premultiplied RGBA8 bytes, row after row. The size and the bytes'
    /// count are checked before any pixel memory is allocated.
    public init(width: Int, height: Int, premultipliedRGBA bytes: [UInt8]) throws(RasterError) {
        try Self.checkSize(width: width, height: height)
        guard bytes.count == width * height * 4 else {
            throw .dataSizeMismatch(expected: width * height * 4, actual: bytes.count)
        }
        // Every pixel is copied from `bytes` below, so none needs clearing first.
        self.init(uninitializedWidth: width, height: height)
        bytes.withUnsafeBytes { raw in
            UnsafeMutableRawPointer(storage.pointer).copyMemory(from: raw.baseAddress!, byteCount: raw.count)
        }
    }

    /// The number of pixels.
    public var pixelCount: Int { width * height }

    /// The pixel at `(x, y)`; coordinates must be inside the pixmap.
    public func pixel(x: Int, y: Int) -> PremultipliedPixel {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        return PremultipliedPixel(word: storage.pointer[y * width + x])
    }

    /// Replaces the pixel at `(x, y)`; coordinates must be inside the pixmap.
    public mutating func setPixel(_ pixel: PremultipliedPixel, x: Int, y: Int) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        makeUnique()
        storage.pointer[y * width + x] = pixel.word
    }

    /// Sets every pixel to `pixel`.
    public mutating func fill(_ pixel: PremultipliedPixel) {
        makeUnique()
        storage.pointer.update(repeating: pixel.word, count: pixelCount)
    }

    /// The pixels as premultiplied RGBA8 bytes, row after row.
    public var premultipliedRGBA: [UInt8] {
        [UInt8](unsafeUninitializedCapacity: pixelCount * 4) { buffer, count in
            UnsafeMutableRawPointer(buffer.baseAddress!).copyMemory(from: storage.pointer, byteCount: pixelCount * 4)
            count = pixelCount * 4
        }
    }

    /// Calls `body` with the pixels as little-endian RGBA8 words (red in the low byte).
    public func withUnsafePixels<R, E: Error>(_ body: (UnsafeBufferPointer<UInt32>) throws(E) -> R) throws(E) -> R {
        try body(UnsafeBufferPointer(start: storage.pointer, count: pixelCount))
    }

    /// Calls `body` with the pixels as mutable little-endian RGBA8 words (red in the low byte).
    public mutating func withUnsafeMutablePixels<R, E: Error>(_ body: (UnsafeMutableBufferPointer<UInt32>) throws(E) -> R) throws(E) -> R {
        makeUnique()
        return try body(UnsafeMutableBufferPointer(start: storage.pointer, count: pixelCount))
    }

    /// A view of the pixels inside `rect`, clipped to the pixmap; `nil` when nothing is left.
    public func view(of rect: PixelRect) -> PixmapView? {
        guard let r = rect.intersection(PixelRect(x: 0, y: 0, width: width, height: height)) else { return nil }
        return PixmapView(storage: storage, stride: width, rect: r)
    }

    /// A view of the whole pixmap.
    public var view: PixmapView { PixmapView(storage: storage, stride: width, rect: PixelRect(x: 0, y: 0, width: width, height: height)) }

    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = PixelStorage(copying: storage) }
    }

    /// Whether both pixmaps have the same size and the same pixels.
    public func hasSamePixels(as other: Pixmap) -> Bool {
        width == other.width && height == other.height
            && memcmp(storage.pointer, other.storage.pointer, pixelCount * 4) == 0
    }
}
