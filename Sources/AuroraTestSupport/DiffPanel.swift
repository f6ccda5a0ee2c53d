/// Draws the `expected | diff | actual` panel written when a golden check fails.
import AuroraRaster

/// Builds a side-by-side picture of a golden mismatch.
enum DiffPanel {
    /// Gap between the three images, in pixels.
    static let gap = 4

    /// `expected`, a diff map and `actual` side by side over a checkerboard (so transparency
    /// shows). In the diff map, pixels within `tolerance` are a faint grey copy of `expected`
    /// and pixels beyond it are red, brighter for larger differences; where only one image
    /// has a pixel the diff map is blue.
    static func make(expected: Pixmap, actual: Pixmap, tolerance: Int) -> Pixmap {
        let cellWidth = max(expected.width, actual.width), height = max(expected.height, actual.height)
        // Sizes come from two valid pixmaps; three of them plus gaps stay far inside the limits
        // for test-sized images, and a larger panel is not worth a failure of its own.
        guard var panel = try? Pixmap(width: 3 * cellWidth + 2 * gap, height: height) else { return actual }
        panel.fill(PremultipliedPixel(red: 128, green: 128, blue: 128, alpha: 255))
        for y in 0..<height {
            for x in 0..<cellWidth {
                let e = pixel(expected, x, y), a = pixel(actual, x, y)
                if let e { panel.setPixel(overChecker(e, x, y), x: x, y: y) }
                if let a { panel.setPixel(overChecker(a, x, y), x: 2 * (cellWidth + gap) + x, y: y) }
                panel.setPixel(diffPixel(e, a, tolerance: tolerance), x: cellWidth + gap + x, y: y)
            }
        }
        return panel
    }

    private static func pixel(_ pixmap: Pixmap, _ x: Int, _ y: Int) -> PremultipliedPixel? {
        x < pixmap.width && y < pixmap.height ? pixmap.pixel(x: x, y: y) : nil
    }

    /// `pixel` source-over an 8-pixel light checkerboard.
    private static func overChecker(_ pixel: PremultipliedPixel, _ x: Int, _ y: Int) -> PremultipliedPixel {
        let background: UInt32 = (x / 8 + y / 8) % 2 == 0 ? 255 : 204
        let inverse = 255 - UInt32(pixel.alpha)
        func channel(_ value: UInt8) -> UInt8 { UInt8(UInt32(value) + (background * inverse + 127) / 255) }
        return PremultipliedPixel(red: channel(pixel.red), green: channel(pixel.green), blue: channel(pixel.blue), alpha: 255)
    }

    private static func diffPixel(_ expected: PremultipliedPixel?, _ actual: PremultipliedPixel?, tolerance: Int) -> PremultipliedPixel {
        guard let expected, let actual else { return PremultipliedPixel(red: 0, green: 0, blue: 255, alpha: 255) }
        let difference = max(distance(expected.red, actual.red), distance(expected.green, actual.green),
                             distance(expected.blue, actual.blue), distance(expected.alpha, actual.alpha))
        if difference > tolerance {
            return PremultipliedPixel(red: UInt8(128 + difference / 2), green: 0, blue: 0, alpha: 255)
        }
        let luma = (Int(expected.red) * 3 + Int(expected.green) * 6 + Int(expected.blue)) / 10
        let grey = UInt8(208 + luma * Int(expected.alpha) / 255 / 6)
        return PremultipliedPixel(red: grey, green: grey, blue: grey, alpha: 255)
    }

    private static func distance(_ a: UInt8, _ b: UInt8) -> Int { abs(Int(a) - Int(b)) }
}
