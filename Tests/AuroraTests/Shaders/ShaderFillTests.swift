/// `Shader` as a `ShapeStyle`: the fill function's colour at each point of the shape, in points.
import AuroraDisplayList
import AuroraRaster
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct ShaderFillTests {
    static let source = """
        #include <metal_stdlib>
        using namespace metal;
        [[ stitchable ]] half4 ramp(float2 position, float width) { return half4(position.x / width, 0.0, 0.0, 1.0); }
        [[ stitchable ]] half4 box(float2 position, float4 r) { return half4(r.z / 255.0, r.w / 255.0, r.x / 255.0, 1.0); }
        """

    @Test func fillRunsInPointsAcrossTheShape() throws {
        let folder = try TemporaryShaderFolder(["Fill.metal": Self.source])
        defer { folder.remove() }
        let view = Rectangle().fill(folder.library.ramp(.float(8))).frame(width: 8, height: 4)
        let pixmap = try #require(renderPixels(view, scale: 2))
        #expect(pixmap.width == 16 && pixmap.height == 8)
        for x in 0..<16 {
            let p = pixmap.pixel(x: x, y: 5)
            let expected = ((Double(x) + 0.5) / 2 / 8 * 255).rounded()
            #expect(abs(Double(p.red) - expected) <= 1 && p.green == 0 && p.alpha == 255, "pixel \(x): \(p), red \(expected)")
        }
    }

    /// `box` never reads `position`: a fill like that still runs (its position registers are removed as dead).
    @Test func boundingRectIsTheShapesBoundsAndOpacityApplies() throws {
        let folder = try TemporaryShaderFolder(["Fill.metal": Self.source])
        defer { folder.remove() }
        let view = Circle().fill(folder.library.box(.boundingRect)).frame(width: 10, height: 10)
        let pixmap = try #require(renderPixels(view))
        #expect(pixmap.pixel(x: 5, y: 5) == PremultipliedPixel(red: 10, green: 10, blue: 0, alpha: 255))
        #expect(pixmap.pixel(x: 0, y: 0).alpha == 0)
        let faded = try #require(renderPixels(Rectangle().fill(folder.library.box(.boundingRect).opacity(0.5)).frame(width: 4, height: 4)))
        #expect(abs(Int(faded.pixel(x: 1, y: 1).alpha) - 128) <= 1)
    }

    @Test func brokenFillDrawsNothingAndRoundTrips() throws {
        let folder = try TemporaryShaderFolder(["Fill.metal": Self.source])
        defer { folder.remove() }
        let broken = try #require(renderPixels(Rectangle().fill(folder.library.ramp()).frame(width: 4, height: 4)))
        #expect(allPixels(broken).allSatisfy { $0.alpha == 0 })
        let (list, _) = displayList(of: Rectangle().fill(folder.library.ramp(.float(3))).frame(width: 4, height: 4), proposal: .unspecified)
        #expect(list.description.contains("(shader-fill rect=(0 0 4 4) opacity=1 (shader fill \"ramp\""))
        #expect(try DisplayList(parsing: list.description) == list)
    }
}
