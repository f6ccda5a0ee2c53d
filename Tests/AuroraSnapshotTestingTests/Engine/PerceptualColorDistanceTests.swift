import AuroraRaster
@testable import AuroraSnapshotEngine
import Testing

@Suite("PerceptualColorDistance")
struct PerceptualColorDistanceTests {
    private func word(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) -> UInt32 {
        PremultipliedPixel(red: red, green: green, blue: blue, alpha: alpha).word
    }

    @Test func blackAndWhiteAreOneHundredApart() {
        // L* is 0 for black and 100 for white; both are achromatic, so ΔE94 is ΔL.
        #expect(abs(PerceptualColorDistance.deltaE(reference: word(0, 0, 0), actual: word(255, 255, 255)) - 100) < 0.01)
    }

    @Test func equalColoursAreZeroApart() {
        #expect(PerceptualColorDistance.deltaE(reference: word(10, 200, 30), actual: word(10, 200, 30)) == 0)
    }

    @Test func oneLevelOfGreyIsBelowAJustNoticeableDifference() {
        let distance = PerceptualColorDistance.deltaE(reference: word(128, 128, 128), actual: word(129, 129, 129))
        #expect(distance > 0.1 && distance < 1)
    }

    @Test func srgbRedHasItsPublishedLab() {
        // sRGB red is L* 53.24, a* 80.09, b* 67.20 under D65.
        let lab = PerceptualColorDistance.lab(word(255, 0, 0), backdrop: 0)
        #expect(abs(lab.x - 53.24) < 0.05 && abs(lab.y - 80.09) < 0.1 && abs(lab.z - 67.20) < 0.1)
    }

    @Test func chromaDifferencesWeighLessThanLightness() {
        // ΔE94 divides a chroma difference by 1 + 0.045·C; the same Lab step in L* counts in full.
        let first = SIMD3<Float>(50, 60, 0)
        #expect(PerceptualColorDistance.deltaE1994(first, SIMD3(50, 64, 0)) < PerceptualColorDistance.deltaE1994(first, SIMD3(54, 60, 0)))
        #expect(abs(PerceptualColorDistance.deltaE1994(first, SIMD3(54, 60, 0)) - 4) < 0.001)
    }

    @Test func aChangeOfAlphaAloneCounts() {
        // Transparent and opaque black look alike over black but not over white.
        #expect(PerceptualColorDistance.deltaE(reference: word(0, 0, 0, 0), actual: word(0, 0, 0, 255)) > 99)
    }
}
