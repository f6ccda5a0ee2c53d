/// Exact sampled values of image patterns: nearest, bilinear with edges clamped, tiling, transforms.
import AuroraGeometry
import Foundation
import Testing
@testable import AuroraRaster

@Suite("ImagePatternShader")
struct ImagePatternShaderTests {
    static let p00 = PremultipliedPixel(red: 200, green: 0, blue: 0, alpha: 255)
    static let p10 = PremultipliedPixel(red: 0, green: 100, blue: 0, alpha: 128)
    static let p01 = PremultipliedPixel(red: 0, green: 0, blue: 255, alpha: 255)
    static let p11 = PremultipliedPixel(red: 40, green: 40, blue: 40, alpha: 40)

    /// A 2×2 image: p00 p10 / p01 p11.
    static func image() throws -> Pixmap {
        let bytes = [p00, p10, p01, p11].flatMap { [$0.red, $0.green, $0.blue, $0.alpha] }
        return try Pixmap(width: 2, height: 2, premultipliedRGBA: bytes)
    }

    static func channels(_ p: PremultipliedPixel) -> SIMD4<Double> {
        SIMD4(Double(p.red), Double(p.green), Double(p.blue), Double(p.alpha))
    }

    static func expect(_ pixel: PremultipliedPixel, _ value: SIMD4<Double>, sourceLocation: SourceLocation = #_sourceLocation) {
        expectPixel(pixel, value.x, value.y, value.z, value.w, tolerance: 0.5 + 1e-3, sourceLocation: sourceLocation)
    }

    @Test("nearest, clamped and tiled, identity")
    func nearestIdentity() throws {
        let clamped = ImagePatternShader(ImagePattern(try Self.image(), sampling: .nearest), userToDevice: .identity, opacity: 1)
        #expect(shadeRow(clamped, x: -1, y: 0, count: 4) == [Self.p00, Self.p00, Self.p10, Self.p10])
        #expect(shadeRow(clamped, y: 1, count: 2) == [Self.p01, Self.p11])
        #expect(shadeRow(clamped, x: -1_000_000, y: 1_000_000, count: 1) == [Self.p01])
        let tiled = ImagePatternShader(ImagePattern(try Self.image(), sampling: .nearest, tiling: .repeat),
                                       userToDevice: .identity, opacity: 1)
        #expect(shadeRow(tiled, x: -2, y: 3, count: 5) == [Self.p01, Self.p11, Self.p01, Self.p11, Self.p01])
    }

    @Test("bilinear at an integral offset is an exact copy")
    func bilinearIntegral() throws {
        let s = ImagePatternShader(ImagePattern(try Self.image(), transform: CGAffineTransform(translationX: 3, y: 0)),
                                   userToDevice: .identity, opacity: 1)
        #expect(shadeRow(s, x: 3, y: 1, count: 2) == [Self.p01, Self.p11])
    }

    @Test("nearest and bilinear under a 2× scale, edge pixels clamped outside")
    func scaled() throws {
        let nearest = ImagePatternShader(ImagePattern(try Self.image(), transform: CGAffineTransform(scaleX: 2, y: 2), sampling: .nearest),
                                         userToDevice: .identity, opacity: 1)
        #expect(shadeRow(nearest, y: 0, count: 4) == [Self.p00, Self.p00, Self.p10, Self.p10])

        let bilinear = ImagePatternShader(ImagePattern(try Self.image(), sampling: .bilinear),
                                          userToDevice: CGAffineTransform(scaleX: 2, y: 2), opacity: 1)
        let a = Self.channels(Self.p00), b = Self.channels(Self.p10), c = Self.channels(Self.p01), d = Self.channels(Self.p11)
        // Device (1, 1) → image (0.75, 0.75): a quarter of the way from pixel centre 0 to 1 on each axis.
        Self.expect(shadePixel(bilinear, x: 1, y: 1), (a * 0.75 + b * 0.25) * 0.75 + (c * 0.75 + d * 0.25) * 0.25)
        // Device (1, 0) → image (0.75, 0.25): the row above the image is its first row again.
        Self.expect(shadePixel(bilinear, x: 1, y: 0), a * 0.75 + b * 0.25)
        // Device (0, 0) → image (0.25, 0.25): the corner pixel, left and above.
        Self.expect(shadePixel(bilinear, x: 0, y: 0), a)
        // Beyond the right edge (image (2.75, 0.75)): the last column, between its rows.
        Self.expect(shadePixel(bilinear, x: 5, y: 1), b * 0.75 + d * 0.25)
        // Far above (image (0.75, −0.75)): the first row.
        Self.expect(shadePixel(bilinear, x: 1, y: -2), a * 0.75 + b * 0.25)
    }

    @Test("bilinear tiled wraps its neighbours")
    func bilinearTiled() throws {
        let s = ImagePatternShader(ImagePattern(try Self.image(), sampling: .bilinear, tiling: .repeat),
                                   userToDevice: CGAffineTransform(scaleX: 2, y: 2), opacity: 1)
        let a = Self.channels(Self.p00), b = Self.channels(Self.p10), c = Self.channels(Self.p01), d = Self.channels(Self.p11)
        // Device (0, 0) → image (0.25, 0.25): neighbours are the wrapped last column and row.
        Self.expect(shadePixel(s, x: 0, y: 0), (d * 0.25 + c * 0.75) * 0.25 + (b * 0.25 + a * 0.75) * 0.75)
    }

    @Test("an opaque image is an opaque paint, clamped or tiled, at full opacity only")
    func opaqueImages() throws {
        let opaque = try Pixmap(width: 2, height: 1, premultipliedRGBA: [200, 0, 0, 255, 0, 0, 255, 255])
        #expect(ImagePatternShader(ImagePattern(opaque), userToDevice: .identity, opacity: 1).isOpaque)
        #expect(ImagePatternShader(ImagePattern(opaque, tiling: .repeat), userToDevice: .identity, opacity: 1).isOpaque)
        #expect(!ImagePatternShader(ImagePattern(opaque), userToDevice: .identity, opacity: 0.5).isOpaque)
        #expect(!ImagePatternShader(ImagePattern(try Self.image()), userToDevice: .identity, opacity: 1).isOpaque)
    }

    @Test("opacity scales every channel; a non-invertible transform is transparent")
    func opacityAndDegenerate() throws {
        let s = ImagePatternShader(ImagePattern(try Self.image(), sampling: .nearest), userToDevice: .identity, opacity: 0.5)
        Self.expect(shadePixel(s, x: 0, y: 0), Self.channels(Self.p00) * 0.5)
        let flat = ImagePatternShader(ImagePattern(try Self.image()), userToDevice: CGAffineTransform(scaleX: 1, y: 0), opacity: 1)
        #expect(shadeRow(flat, y: 0, count: 3).allSatisfy { $0 == .transparent })
        let far = ImagePatternShader(ImagePattern(try Self.image(), tiling: .repeat),
                                     userToDevice: CGAffineTransform(scaleX: 1e-300, y: 1e-300), opacity: 1)
        #expect(shadeRow(far, x: 1000, y: 1000, count: 3).allSatisfy { $0 == .transparent })
    }
}
