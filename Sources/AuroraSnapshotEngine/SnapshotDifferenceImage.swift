/// `SnapshotDifferenceImage`: the picture of where a snapshot differs from its reference.
import AuroraRaster

/// Draws the difference of two images for a failed snapshot.
package enum SnapshotDifferenceImage {
    /// An opaque image the size of the larger of the two: equal pixels are a pale copy of the
    /// reference, differing pixels red, stretched so the largest difference is full red and the
    /// smallest still clearly red (as swift-snapshot-testing stretches its difference image's
    /// contrast); where only one image has pixels, blue. Nil only when that size cannot be a pixmap.
    package static func make(reference: Pixmap, actual: Pixmap) -> Pixmap? {
        let width = max(reference.width, actual.width), height = max(reference.height, actual.height)
        guard var image = try? Pixmap(width: width, height: height) else { return nil }
        let largest = max(1, reference.maxChannelDifference(from: actual) ?? 255)
        for y in 0..<height {
            for x in 0..<width {
                guard x < reference.width, y < reference.height, x < actual.width, y < actual.height else {
                    image.setPixel(PremultipliedPixel(red: 40, green: 90, blue: 255, alpha: 255), x: x, y: y)
                    continue
                }
                let a = reference.pixel(x: x, y: y), b = actual.pixel(x: x, y: y)
                let difference = max(distance(a.red, b.red), distance(a.green, b.green), distance(a.blue, b.blue), distance(a.alpha, b.alpha))
                if difference == 0 {
                    // The reference over white, faded three quarters of the way to white.
                    func pale(_ value: UInt8) -> UInt8 { UInt8(255 - (255 - (Int(value) + 255 - Int(a.alpha))) / 4) }
                    image.setPixel(PremultipliedPixel(red: pale(a.red), green: pale(a.green), blue: pale(a.blue), alpha: 255), x: x, y: y)
                } else {
                    image.setPixel(PremultipliedPixel(red: UInt8(127 + 128 * difference / largest), green: 0, blue: 0, alpha: 255), x: x, y: y)
                }
            }
        }
        return image
    }

    private static func distance(_ a: UInt8, _ b: UInt8) -> Int { abs(Int(a) - Int(b)) }
}
