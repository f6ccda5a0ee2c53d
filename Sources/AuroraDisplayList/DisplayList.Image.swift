/// `DisplayList.Image`: a pixmap identified by value, so display lists compare without comparing pixels.
import AuroraRaster
import Foundation

extension DisplayList {
    /// An image for display-list content: its pixels and an identifier that stands for them.
    ///
    /// Two images are equal when their identifiers and sizes are equal: whoever creates an
    /// image gives different pixels different identifiers (`init(_:)` derives one from the
    /// pixels). Renderer caches key on the identifier.
    public struct Image: Equatable, Sendable {
        /// What identifies the pixels.
        public let id: String
        /// The pixels (premultiplied RGBA8).
        public let pixmap: Pixmap

        /// Creates an image with an identifier chosen by the caller.
        public init(id: String, pixmap: Pixmap) {
            self.id = id
            self.pixmap = pixmap
        }

        /// Creates an image identified by a 64-bit FNV-1a hash of its size and pixels.
        public init(_ pixmap: Pixmap) {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            func mix(_ value: UInt64) {
                hash = (hash ^ value) &* 0x0000_0100_0000_01b3
            }
            mix(UInt64(pixmap.width))
            mix(UInt64(pixmap.height))
            pixmap.withUnsafePixels { pixels in
                for word in pixels { mix(UInt64(word)) }
            }
            let hex = String(hash, radix: 16)
            self.init(id: "fnv-" + String(repeating: "0", count: 16 - hex.count) + hex, pixmap: pixmap)
        }

        /// The width in pixels.
        public var width: Int { pixmap.width }
        /// The height in pixels.
        public var height: Int { pixmap.height }

        public static func == (lhs: Image, rhs: Image) -> Bool {
            lhs.id == rhs.id && lhs.pixmap.width == rhs.pixmap.width && lhs.pixmap.height == rhs.pixmap.height
        }
    }
}
