/// Finds the JPEG fixtures beside the tests and compares decodes with their references.
@testable import AuroraImageIO
import AuroraRaster
import Foundation

/// The files in `Tests/AuroraImageIOTests/Fixtures/jpeg`: each `name.jpg` with `name.png`, the
/// Pillow 13 / libjpeg-turbo decode of it, EXIF orientation applied (see that folder's README.md).
enum JPEGFixtures {
    /// The fixture folder, found by walking up from this file to `AuroraImageIOTests`.
    static let folder: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.lastPathComponent != "AuroraImageIOTests", folder.path != "/" { folder.deleteLastPathComponent() }
        return folder.appendingPathComponent("Fixtures/jpeg")
    }()

    /// The bytes of `name.jpg`.
    static func jpeg(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent(name + ".jpg")))
    }

    /// The reference decode `name.png`.
    static func reference(_ name: String) throws -> Pixmap {
        try PNGDecoder.decode([UInt8](Data(contentsOf: folder.appendingPathComponent(name + ".png"))))
    }

    /// The largest difference of any colour channel between same-sized pixmaps, or `Int.max` when their sizes differ.
    static func maximumChannelDifference(_ a: Pixmap, _ b: Pixmap) -> Int {
        guard a.width == b.width, a.height == b.height else { return Int.max }
        var worst = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                worst = max(worst, abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)),
                            abs(Int(p.blue) - Int(q.blue)), abs(Int(p.alpha) - Int(q.alpha)))
            }
        }
        return worst
    }

    /// The mean absolute channel difference (RGB) between same-sized pixmaps.
    static func meanChannelDifference(_ a: Pixmap, _ b: Pixmap) -> Double {
        var total = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                total += abs(Int(p.red) - Int(q.red)) + abs(Int(p.green) - Int(q.green)) + abs(Int(p.blue) - Int(q.blue))
            }
        }
        return Double(total) / Double(3 * a.width * a.height)
    }
}
