/// The seed's `RippleModifier` (WWDC24 "Create custom visual effects with SwiftUI", as AuroraGallery holds it) driven at fixed times.
import AuroraRaster
import AuroraShaders
import AuroraTestSupport
import Foundation
import Testing
@testable import Aurora
@testable import AuroraGallery

/// `ShaderLibrary.default` reads `AURORA_SHADER_PATH`, so the tests that set it run one at a time, in this suite.
@MainActor
@Suite(.serialized) struct RippleTests {
    /// Four vertical stripes, 32 × 32 points.
    static var stripes: some View {
        HStack(spacing: 0) {
            Color(red: 1, green: 0, blue: 0).frame(width: 8)
            Color(red: 0, green: 0.6, blue: 0).frame(width: 8)
            Color(red: 0, green: 0, blue: 1).frame(width: 8)
            Color(red: 1, green: 1, blue: 0).frame(width: 8)
        }
        .frame(width: 32, height: 32)
    }

    /// Renders the stripes with the ripple at `time`, the default library pointing at a folder holding Ripple.metal.
    func ripple(at time: TimeInterval) throws -> Pixmap? {
        let folder = try TemporaryShaderFolder(["Ripple.metal": SampleShaders.ripple])
        defer { folder.remove() }
        setenv("AURORA_SHADER_PATH", folder.url.path, 1)
        defer { unsetenv("AURORA_SHADER_PATH") }
        let view = Self.stripes.modifier(RippleModifier(origin: CGPoint(x: 16, y: 16), elapsedTime: time, duration: 3))
        return renderPixels(view)
    }

    @Test func rippleAtFixedTimesMatchesGoldens() throws {
        let early = try #require(try ripple(at: 0.05))
        GoldenImage.assertMatches(early, golden: "shaders/ripple-0.05")
        let later = try #require(try ripple(at: 0.2))
        GoldenImage.assertMatches(later, golden: "shaders/ripple-0.20")
        let plain = try #require(renderPixels(Self.stripes))
        #expect(allPixels(early) != allPixels(plain))
    }

    @Test func rippleOutsideItsDurationIsDisabled() throws {
        let plain = try #require(renderPixels(Self.stripes))
        let atStart = try #require(try ripple(at: 0))
        #expect(allPixels(atStart) == allPixels(plain))
        let afterEnd = try #require(try ripple(at: 3))
        #expect(allPixels(afterEnd) == allPixels(plain))
    }

    @Test func defaultLibraryReadsTheShaderPath() throws {
        let folder = try TemporaryShaderFolder(["A.metal": "[[ stitchable ]] half4 alpha(float2 p, half4 c) { return c; }"])
        defer { folder.remove() }
        setenv("AURORA_SHADER_PATH", folder.url.path, 1)
        defer { unsetenv("AURORA_SHADER_PATH") }
        #expect(ShaderLibrary.default == folder.library)
        #expect(ShaderLibrary.alpha.library == folder.library)
        #expect(ShaderLibrary.default.alpha(.boundingRect).resolved(as: .colorEffect, maxSampleOffset: .zero)?.file == "A.metal")
    }
}
