/// `ResampledImageCache`: entries on a key's second sighting, rows resampled once, exact keys,
/// and image patterns drawn through it identical to the pattern shaded directly.
import AuroraGeometry
import Foundation
import Synchronization
import Testing
@testable import AuroraRaster

@Suite("ResampledImageCache")
struct ResampledImageCacheTests {
    /// A `width × height` image of distinct, partly transparent pixels.
    static func image(width: Int = 5, height: Int = 4) throws -> Pixmap {
        var bytes: [UInt8] = []
        for i in 0..<(width * height) {
            let alpha = UInt8(80 + (i * 37) % 176)
            bytes += [UInt8((i * 53) % Int(alpha)), UInt8((i * 29) % Int(alpha)), UInt8((i * 11) % Int(alpha)), alpha]
        }
        return try Pixmap(width: width, height: height, premultipliedRGBA: bytes)
    }

    static let rect = PixelRect(x: 2, y: 1, width: 6, height: 3)

    static func key(_ image: Pixmap, scale: CGFloat = 1.5, rect: PixelRect = rect) -> ResampledImageCache.Key {
        .init(image, transform: CGAffineTransform(scaleX: scale, y: scale), sampling: .bilinear, opacity: 1, rect: rect)
    }

    @Test("a key gets an entry on its second sighting and keeps it")
    func secondSighting() throws {
        let cache = ResampledImageCache()
        let image = try Self.image()
        #expect(cache.entry(for: Self.key(image), image: image, isOpaque: false) == nil)
        let entry = try #require(cache.entry(for: Self.key(image), image: image, isOpaque: false))
        #expect(cache.entry(for: Self.key(image), image: image, isOpaque: true) === entry)
        #expect(cache.count == 1)
        // Another transform, bit for bit, is another key.
        #expect(cache.entry(for: Self.key(image, scale: 1.5000001), image: image, isOpaque: false) == nil)
        // Too large a rectangle is never kept.
        let huge = PixelRect(x: 0, y: 0, width: 4097, height: 4096)
        #expect(cache.entry(for: Self.key(image, rect: huge), image: image, isOpaque: false) == nil)
        #expect(cache.entry(for: Self.key(image, rect: huge), image: image, isOpaque: false) == nil)
        cache.removeAll()
        #expect(cache.count == 0)
        #expect(cache.entry(for: Self.key(image), image: image, isOpaque: false) == nil)
    }

    @Test("a key seen for an image that is gone names nothing")
    func goneImage() throws {
        let cache = ResampledImageCache()
        var key: ResampledImageCache.Key?
        do {
            let transient = try Self.image()
            key = Self.key(transient)
            #expect(cache.entry(for: Self.key(transient), image: transient, isOpaque: false) == nil)
        }
        // A new image with the old key (as when its storage's address is reused) is seen for the first time.
        let other = try Self.image(width: 6)
        #expect(cache.entry(for: try #require(key), image: other, isOpaque: false) == nil)
    }

    @Test("each row is resampled once, then copied; spans outside the entry are refused")
    func rowsResampledOnce() throws {
        let cache = ResampledImageCache()
        let image = try Self.image()
        _ = cache.entry(for: Self.key(image), image: image, isOpaque: false)
        let entry = try #require(cache.entry(for: Self.key(image), image: image, isOpaque: false))
        let calls = Mutex<[Int]>([])
        func shade(_ x: Int, _ y: Int, _ count: Int, _ output: UnsafeMutablePointer<UInt32>) {
            calls.withLock { $0.append(y) }
            for i in 0..<count { output[i] = UInt32(y * 1000 + x + i) }
        }
        var words = [UInt32](repeating: 0, count: 3)
        let copied = words.withUnsafeMutableBufferPointer { entry.copy(x: 4, y: 2, count: 3, into: $0.baseAddress!, shade: shade) }
        #expect(copied && words == [2004, 2005, 2006])
        let again = words.withUnsafeMutableBufferPointer { entry.copy(x: 2, y: 2, count: 2, into: $0.baseAddress!, shade: shade) }
        #expect(again && words[0..<2] == [2002, 2003])
        #expect(calls.withLock { $0 } == [2])
        let outside = words.withUnsafeMutableBufferPointer { entry.copy(x: 6, y: 2, count: 3, into: $0.baseAddress!, shade: shade) }
        let above = words.withUnsafeMutableBufferPointer { entry.copy(x: 2, y: 0, count: 1, into: $0.baseAddress!, shade: shade) }
        #expect(!outside && !above)
    }

    /// The words of rows `rows` over columns `columns` of `shader`.
    static func shade(_ shader: ImagePatternShader, columns: Range<Int>, rows: Range<Int>) -> [UInt32] {
        var words = [UInt32](repeating: 0, count: columns.count * rows.count)
        words.withUnsafeMutableBufferPointer { buffer in
            for (i, y) in rows.enumerated() {
                shader.shadeRow(x: columns.lowerBound, y: y, count: columns.count, into: buffer.baseAddress! + i * columns.count)
            }
        }
        return words
    }

    @Test("a pattern drawn through the cache is the pattern shaded directly, first, second and third time")
    func identicalThroughTheCache() throws {
        let image = try Self.image(width: 7, height: 5)
        let canvas = PixelRect(x: 0, y: 0, width: 12, height: 9)
        for transform in [CGAffineTransform(a: 1.37, b: 0, c: 0, d: 1.61, tx: 0.3, ty: 0.45),
                          CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 1.2, y: 1.2).translatedBy(x: 2, y: 0)] {
            for opacity: Float in [1, 0.6] {
                let pattern = ImagePattern(image, transform: transform)
                let direct = ImagePatternShader(pattern, userToDevice: .identity, opacity: opacity)
                #expect(!direct.keepsResampledPixels)
                for sighting in 0..<3 {
                    let cached = ImagePatternShader(pattern, userToDevice: .identity, opacity: opacity, canvas: canvas)
                    #expect(cached.keepsResampledPixels == (sighting > 0))
                    // Inside the kept rectangle (copied after the first time), and partly outside it (shaded).
                    for (columns, rows) in [(3..<8, 3..<6), (0..<12, 0..<9), (-2..<4, -1..<2)] {
                        #expect(Self.shade(cached, columns: columns, rows: rows) == Self.shade(direct, columns: columns, rows: rows))
                    }
                }
            }
        }
    }
}
