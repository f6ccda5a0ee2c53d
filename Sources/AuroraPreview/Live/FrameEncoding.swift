/// `FrameEncoding`: a rendered frame as the page draws it — straight-alpha RGBA, and only the
/// rectangle that changed since the last frame sent.
import Aurora
import AuroraRaster
import Foundation

/// The pixels last sent for one variant, and the encoder of the next frame's changes.
struct FrameEncoding {
    /// Straight-alpha RGBA of the last frame sent.
    private(set) var pixels: [UInt8] = []
    private(set) var width = 0
    private(set) var height = 0

    /// The binary message for `pixmap` (see the protocol): the bounding rectangle of the pixels
    /// that changed, or nil when none did. The first frame, or one of another size, is sent whole.
    mutating func message(for pixmap: Pixmap, variant: Int, sequence: Int, time: TimeInterval) -> [UInt8]? {
        let newWidth = pixmap.width, newHeight = pixmap.height
        var straight = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
        Self.unpremultiply(pixmap, into: &straight)
        var rect: (x: Int, y: Int, width: Int, height: Int)
        if newWidth != width || newHeight != height || pixels.isEmpty {
            rect = (0, 0, newWidth, newHeight)
        } else if let changed = Self.changedRect(pixels, straight, width: newWidth, height: newHeight) {
            rect = changed
        } else {
            return nil
        }
        pixels = straight
        width = newWidth
        height = newHeight
        var message: [UInt8] = []
        message.reserveCapacity(48 + rect.width * rect.height * 4)
        func put32(_ value: Int) { withUnsafeBytes(of: UInt32(truncatingIfNeeded: value).littleEndian) { message.append(contentsOf: $0) } }
        put32(0x4D52_4641)
        put32(variant)
        put32(sequence)
        withUnsafeBytes(of: time.bitPattern.littleEndian) { message.append(contentsOf: $0) }
        put32(newWidth)
        put32(newHeight)
        put32(1)
        put32(rect.x)
        put32(rect.y)
        put32(rect.width)
        put32(rect.height)
        for row in rect.y..<rect.y + rect.height {
            let start = (row * newWidth + rect.x) * 4
            message.append(contentsOf: straight[start..<start + rect.width * 4])
        }
        return message
    }

    /// Forgets the last frame, so the next is sent whole (a page that reconnected or reset).
    mutating func reset() { pixels = [] }

    private static func unpremultiply(_ pixmap: Pixmap, into output: inout [UInt8]) {
        pixmap.withUnsafePixels { words in
            output.withUnsafeMutableBufferPointer { out in
                for index in 0..<words.count {
                    let pixel = PremultipliedPixel(word: words[index])
                    let alpha = Int(pixel.alpha)
                    let base = index * 4
                    if alpha == 255 {
                        out[base] = pixel.red
                        out[base + 1] = pixel.green
                        out[base + 2] = pixel.blue
                    } else if alpha > 0 {
                        out[base] = UInt8(min(255, (Int(pixel.red) * 255 + alpha / 2) / alpha))
                        out[base + 1] = UInt8(min(255, (Int(pixel.green) * 255 + alpha / 2) / alpha))
                        out[base + 2] = UInt8(min(255, (Int(pixel.blue) * 255 + alpha / 2) / alpha))
                    }
                    out[base + 3] = pixel.alpha
                }
            }
        }
    }

    /// The bounding rectangle of the pixels that differ, or nil.
    static func changedRect(_ old: [UInt8], _ new: [UInt8], width: Int, height: Int) -> (x: Int, y: Int, width: Int, height: Int)? {
        let rowBytes = width * 4
        var top = -1, bottom = -1, left = width, right = -1
        old.withUnsafeBufferPointer { a in
            new.withUnsafeBufferPointer { b in
                for row in 0..<height {
                    let base = row * rowBytes
                    guard memcmp(a.baseAddress! + base, b.baseAddress! + base, rowBytes) != 0 else { continue }
                    if top < 0 { top = row }
                    bottom = row
                    var first = 0
                    while first < width, memcmp(a.baseAddress! + base + first * 4, b.baseAddress! + base + first * 4, 4) == 0 { first += 1 }
                    var last = width - 1
                    while last > first, memcmp(a.baseAddress! + base + last * 4, b.baseAddress! + base + last * 4, 4) == 0 { last -= 1 }
                    left = min(left, first)
                    right = max(right, last)
                }
            }
        }
        guard top >= 0 else { return nil }
        return (left, top, right - left + 1, bottom - top + 1)
    }
}
