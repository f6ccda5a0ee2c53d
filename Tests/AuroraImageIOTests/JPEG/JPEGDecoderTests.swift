/// Tests for `JPEGDecoder` against Pillow/libjpeg-turbo reference decodes of small synthetic fixtures.
///
/// Fixtures (64×48: gradients, a disc, a rectangle, a triangle, a diagonal line and a pure red
/// 6×6 top-left corner) were written by Pillow 13 (libjpeg-turbo); the recipe is in
/// `Fixtures/jpeg/README.md`. Each `.png` is Pillow's own decode, orientation applied.
@testable import AuroraImageIO
import AuroraRaster
import Foundation
import Testing

@Suite struct JPEGDecoderTests {
    /// A fixture and the largest channel difference allowed against its reference.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var tolerance: Int
        var testDescription: String { name }
    }

    // Observed maxima in parentheses. Full-resolution chroma: the float IDCT and libjpeg's integer one round
    // differently, ±1, and colour conversion can add one (2). Subsampled chroma: libjpeg's fancy upsampling
    // alternates its rounding bias between neighbouring samples, which this decoder does not copy, and colour
    // conversion amplifies a chroma step by up to 1.77 (blue), so one more (2–3). CMYK: Pillow's multiply rounds
    // differently (1), allowed 2.
    static let cases: [Case] = [
        Case(name: "baseline-444", tolerance: 2),
        Case(name: "grey", tolerance: 1),
        Case(name: "baseline-422", tolerance: 3),
        Case(name: "baseline-420", tolerance: 3),
        Case(name: "restart-420", tolerance: 3),
        Case(name: "progressive-444", tolerance: 2),
        Case(name: "progressive-420", tolerance: 3),
        Case(name: "cmyk", tolerance: 2),
        Case(name: "orientation-3", tolerance: 2),
        Case(name: "orientation-6", tolerance: 2),
        Case(name: "orientation-8", tolerance: 2),
    ]

    @Test(arguments: cases)
    func decodesLikeLibjpeg(_ fixture: Case) throws {
        let decoded = try JPEGDecoder.decode(JPEGFixtures.jpeg(fixture.name))
        let reference = try JPEGFixtures.reference(fixture.name)
        #expect(decoded.width == reference.width && decoded.height == reference.height)
        let difference = JPEGFixtures.maximumChannelDifference(decoded, reference)
        #expect(difference <= fixture.tolerance, "\(fixture.name): max channel difference \(difference)")
        #expect(JPEGFixtures.meanChannelDifference(decoded, reference) < 0.5)
    }

    @Test func restartFixtureHasRestartMarkers() throws {
        let bytes = try JPEGFixtures.jpeg("restart-420")
        let restarts = zip(bytes, bytes.dropFirst()).filter { $0 == 0xFF && (0xD0...0xD7).contains($1) }.count
        #expect(restarts > 4)
    }

    /// Orientation value, and where the stored image's red top-left corner ends up when shown upright.
    @Test(arguments: [(3, "bottom-right"), (6, "top-right"), (8, "bottom-left")])
    func orientationTurnsTheImageUpright(orientation: Int, corner: String) throws {
        let decoded = try JPEGDecoder.decode(JPEGFixtures.jpeg("orientation-\(orientation)"))
        let swaps = orientation >= 5
        #expect(decoded.width == (swaps ? 48 : 64) && decoded.height == (swaps ? 64 : 48))
        let right = decoded.width - 2, bottom = decoded.height - 2
        let point = switch corner {
        case "bottom-right": (x: right, y: bottom)
        case "top-right": (x: right, y: 1)
        default: (x: 1, y: bottom)
        }
        let pixel = decoded.pixel(x: point.x, y: point.y)
        #expect(pixel.red > 230 && pixel.green < 30 && pixel.blue < 30, "\(pixel) at \(point)")
        let unmarked = decoded.pixel(x: 1, y: 1)
        #expect(corner == "top-right" || unmarked.red < 200 || unmarked.green > 60, "top-left should not be the red corner")
    }

    @Test func dataOverloadMatchesBytes() throws {
        let bytes = try JPEGFixtures.jpeg("grey")
        #expect(try JPEGDecoder.decode(Data(bytes)).hasSamePixels(as: JPEGDecoder.decode(bytes)))
    }

    @Test func greyDecodesToEqualChannels() throws {
        let decoded = try JPEGDecoder.decode(JPEGFixtures.jpeg("grey"))
        for (x, y) in [(0, 0), (20, 17), (63, 47)] {
            let pixel = decoded.pixel(x: x, y: y)
            #expect(pixel.red == pixel.green && pixel.green == pixel.blue && pixel.alpha == 255)
        }
    }
}
