/// `SnapshotComparison`: whether a new snapshot matches its reference, by swift-snapshot-testing's precision rules, with the figures.
import AuroraRaster
import Foundation

/// How a newly taken snapshot compares with its reference image.
///
/// The rules are swift-snapshot-testing's: byte-identical images match; with `precision` and
/// `perceptualPrecision` both 1 any difference fails; with `perceptualPrecision` below 1 a pixel
/// fails when its ΔE 1994 exceeds `(1 − perceptualPrecision) × 100` and the image fails when the
/// share of matching pixels is below `precision`; otherwise the share of equal bytes must reach
/// `precision`.
package struct SnapshotComparison: Hashable, Sendable {
    /// The images' width and height in pixels.
    package var width: Int
    package var height: Int
    /// Pixels whose bytes differ at all.
    package var differingPixelCount: Int
    /// Bytes (channels) that differ.
    package var differingByteCount: Int
    /// Pixels whose ΔE is above the perceptual threshold (all differing pixels when `perceptualPrecision` is 1).
    package var perceptuallyDifferingPixelCount: Int
    /// The largest channel difference, 0–255.
    package var maximumChannelDifference: Int
    /// The largest ΔE 1994 of any pixel, 0–100.
    package var maximumDeltaE: Float
    /// The precision asked for.
    package var precision: Float
    /// The perceptual precision asked for.
    package var perceptualPrecision: Float

    /// Compares two same-sized images; nil when their sizes differ.
    package init?(reference: Pixmap, actual: Pixmap, precision: Float = 1, perceptualPrecision: Float = 1) {
        guard reference.width == actual.width, reference.height == actual.height else { return nil }
        width = reference.width
        height = reference.height
        self.precision = precision
        self.perceptualPrecision = perceptualPrecision
        let threshold = (1 - perceptualPrecision) * 100
        var pixels = 0, bytes = 0, perceptual = 0, channel: UInt32 = 0
        var deltaE: Float = 0
        reference.withUnsafePixels { expected in
            actual.withUnsafePixels { taken in
                for index in 0..<expected.count where expected[index] != taken[index] {
                    let a = expected[index], b = taken[index]
                    pixels += 1
                    for shift in stride(from: 0 as UInt32, to: 32, by: 8) {
                        let x = (a >> shift) & 0xFF, y = (b >> shift) & 0xFF
                        if x != y { bytes += 1; channel = max(channel, x > y ? x - y : y - x) }
                    }
                    let distance = PerceptualColorDistance.deltaE(reference: a, actual: b)
                    deltaE = max(deltaE, distance)
                    if perceptualPrecision >= 1 || distance > threshold { perceptual += 1 }
                }
            }
        }
        differingPixelCount = pixels
        differingByteCount = bytes
        perceptuallyDifferingPixelCount = perceptual
        maximumChannelDifference = Int(channel)
        maximumDeltaE = deltaE
    }

    /// The number of pixels compared.
    package var pixelCount: Int { width * height }

    /// The share of pixels that match, as swift-snapshot-testing's perceptual comparison counts it.
    package var pixelPrecision: Float { 1 - Float(perceptuallyDifferingPixelCount) / Float(max(1, pixelCount)) }

    /// The share of bytes that are equal, as swift-snapshot-testing's byte comparison counts it.
    package var bytePrecision: Float { 1 - Float(differingByteCount) / Float(max(1, pixelCount * 4)) }

    /// Whether the snapshot matches the reference under the precisions asked for.
    package var matches: Bool {
        if differingPixelCount == 0 { return true }
        if precision >= 1, perceptualPrecision >= 1 { return false }
        if perceptualPrecision < 1 { return pixelPrecision >= precision }
        return differingByteCount <= Int((1 - precision) * Float(pixelCount * 4))
    }

    /// One line of figures: how many pixels differ, the largest channel difference and ΔE.
    package var figures: String {
        "\(differingPixelCount) of \(pixelCount) pixels differ (\(width)×\(height)); "
            + "max channel difference \(maximumChannelDifference)/255, max ΔE1994 \(Self.format(maximumDeltaE))"
    }

    /// swift-snapshot-testing's failure message for this comparison followed by the figures, or nil when it matches.
    package var failureMessage: String? {
        guard !matches else { return nil }
        let rule: String
        if precision >= 1, perceptualPrecision >= 1 {
            rule = "Newly-taken snapshot does not match reference."
        } else if perceptualPrecision < 1 {
            let lowest = 1 - min(maximumDeltaE / 100, 1)
            rule = """
                The percentage of pixels that match \(pixelPrecision) is less than required \(precision)
                The lowest perceptual color precision \(lowest) is less than required \(perceptualPrecision)
                """
        } else {
            rule = "Actual image precision \(bytePrecision) is less than required \(precision)"
        }
        return rule + "\n" + figures
    }

    /// The failure message for `actual` against `reference` (sizes included), or nil when it matches.
    package static func failureMessage(reference: Pixmap, actual: Pixmap, precision: Float = 1, perceptualPrecision: Float = 1) -> String? {
        guard let comparison = SnapshotComparison(reference: reference, actual: actual, precision: precision,
                                                  perceptualPrecision: perceptualPrecision) else {
            return "Newly-taken snapshot@\(actual.width)×\(actual.height) does not match reference@\(reference.width)×\(reference.height) (pixels): the sizes differ."
        }
        return comparison.failureMessage
    }

    private static func format(_ value: Float) -> String {
        String(format: "%.2f", Double(value))
    }
}
