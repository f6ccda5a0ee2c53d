import AuroraRaster
@testable import AuroraSnapshotEngine
import Testing

@Suite("SnapshotComparison")
struct SnapshotComparisonTests {
    /// A 40×40 grey image (1,600 pixels, 6,400 bytes).
    private func grey() throws -> Pixmap {
        var pixmap = try Pixmap(width: 40, height: 40)
        pixmap.fill(PremultipliedPixel(red: 120, green: 120, blue: 120, alpha: 255))
        return pixmap
    }

    @Test func identicalImagesMatch() throws {
        #expect(SnapshotComparison.failureMessage(reference: try grey(), actual: try grey()) == nil)
    }

    @Test func onePixelFailsAtPrecisionOneAndPassesAtPointNineNineNine() throws {
        var changed = try grey()
        changed.setPixel(PremultipliedPixel(red: 255, green: 0, blue: 0, alpha: 255), x: 3, y: 5)
        let exact = try #require(SnapshotComparison.failureMessage(reference: try grey(), actual: changed))
        #expect(exact.hasPrefix("Newly-taken snapshot does not match reference."))
        #expect(exact.contains("1 of 1600 pixels differ (40×40)"))
        #expect(exact.contains("max channel difference 135/255"))
        // 3 of 6,400 bytes differ; 0.999 allows 6.
        #expect(SnapshotComparison.failureMessage(reference: try grey(), actual: changed, precision: 0.999) == nil)
        let strict = try #require(SnapshotComparison.failureMessage(reference: try grey(), actual: changed, precision: 0.9999))
        #expect(strict.hasPrefix("Actual image precision"))
    }

    @Test func aPerceptualChangeUnderTheThresholdPasses() throws {
        var changed = try grey()
        for x in 0..<40 { changed.setPixel(PremultipliedPixel(red: 121, green: 120, blue: 120, alpha: 255), x: x, y: 0) }
        let comparison = try #require(SnapshotComparison(reference: try grey(), actual: changed, perceptualPrecision: 0.98))
        #expect(comparison.maximumDeltaE > 0 && comparison.maximumDeltaE < 2)
        #expect(comparison.matches)
        #expect(SnapshotComparison.failureMessage(reference: try grey(), actual: changed, perceptualPrecision: 0.98) == nil)
        #expect(SnapshotComparison.failureMessage(reference: try grey(), actual: changed) != nil)
    }

    @Test func aPerceptualChangeOverTheThresholdFailsWithFigures() throws {
        var changed = try grey()
        changed.setPixel(PremultipliedPixel(red: 0, green: 0, blue: 0, alpha: 255), x: 0, y: 0)
        let message = try #require(SnapshotComparison.failureMessage(reference: try grey(), actual: changed, perceptualPrecision: 0.98))
        #expect(message.contains("The percentage of pixels that match 0.999375 is less than required 1.0"))
        #expect(message.contains("The lowest perceptual color precision"))
        // Passes when 1 pixel in 1,600 may be off.
        #expect(SnapshotComparison.failureMessage(reference: try grey(), actual: changed, precision: 0.999, perceptualPrecision: 0.98) == nil)
    }

    @Test func aReferenceOfAnotherSizeFails() throws {
        let message = try #require(SnapshotComparison.failureMessage(reference: try Pixmap(width: 40, height: 30), actual: try grey()))
        #expect(message == "Newly-taken snapshot@40×40 does not match reference@40×30 (pixels): the sizes differ.")
    }

    @Test func theDifferenceImageMarksChangedPixelsRed() throws {
        var changed = try grey()
        changed.setPixel(PremultipliedPixel(red: 255, green: 0, blue: 0, alpha: 255), x: 3, y: 5)
        let difference = try #require(SnapshotDifferenceImage.make(reference: try grey(), actual: changed))
        #expect(difference.pixel(x: 3, y: 5) == PremultipliedPixel(red: 255, green: 0, blue: 0, alpha: 255))
        // Equal pixels: grey 120 faded three quarters of the way to white.
        #expect(difference.pixel(x: 0, y: 0) == PremultipliedPixel(red: 222, green: 222, blue: 222, alpha: 255))
        let larger = try #require(SnapshotDifferenceImage.make(reference: try Pixmap(width: 50, height: 40), actual: changed))
        #expect(larger.width == 50 && larger.pixel(x: 45, y: 0).blue == 255)
    }
}
