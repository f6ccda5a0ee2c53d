/// colorEffect, distortionEffect and layerEffect: pixels as the functions' formulas say, broken shaders draw unchanged.
import AuroraDisplayList
import AuroraRaster
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct ShaderModifierTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)

    @Test func colorEffectComputesItsFormulaPerPixel() throws {
        let folder = try TemporaryShaderFolder(["Effects.metal": """
            #include <metal_stdlib>
            using namespace metal;
            [[ stitchable ]] half4 swapAndRamp(float2 position, half4 color, float k) {
                return half4(color.g, position.x * k, color.r, 1.0);
            }
            """])
        defer { folder.remove() }
        let view = Self.red.frame(width: 8, height: 2).colorEffect(folder.library.swapAndRamp(.float(1.0 / 16)))
        let pixmap = try #require(renderPixels(view))
        #expect(pixmap.width == 8 && pixmap.height == 2)
        for y in 0..<2 {
            for x in 0..<8 {
                let p = pixmap.pixel(x: x, y: y)
                let expectedGreen = ((Double(x) + 0.5) / 16 * 255).rounded()
                #expect(p.red == 0 && p.blue == 255 && p.alpha == 255, "pixel \(x),\(y): \(p)")
                #expect(abs(Double(p.green) - expectedGreen) <= 1, "pixel \(x),\(y): \(p), green \(expectedGreen)")
            }
        }
    }

    @Test func positionsAreRelativeToTheViewNotTheCanvas() throws {
        let folder = try TemporaryShaderFolder(["Ramp.metal": """
            [[ stitchable ]] half4 ramp(float2 position, half4 color) { return half4(position.x / 255.0, position.y / 255.0, 0.0, 1.0); }
            """])
        defer { folder.remove() }
        let view = Self.red.frame(width: 4, height: 2).colorEffect(folder.library.ramp()).padding(3).background(Self.blue)
        let pixmap = try #require(renderPixels(view))
        #expect(pixmap.pixel(x: 2, y: 3) == PremultipliedPixel(red: 0, green: 0, blue: 255, alpha: 255))
        // Canvas pixel (3, 3) is the view's first pixel: position (0.5, 0.5) → 0.5/255 rounds to 0 or 1.
        let first = pixmap.pixel(x: 3, y: 3), last = pixmap.pixel(x: 6, y: 4)
        #expect(first.red <= 1 && first.green <= 1 && first.alpha == 255, "\(first)")
        #expect(abs(Int(last.red) - 4) <= 1 && abs(Int(last.green) - 2) <= 1, "\(last)")
    }

    @Test func distortionMovesPixels() throws {
        let folder = try TemporaryShaderFolder(["Shift.metal": """
            [[ stitchable ]] float2 shift(float2 position, float dx) { return position - float2(dx, 0); }
            """])
        defer { folder.remove() }
        let content = HStack(spacing: 0) { Self.red.frame(width: 2, height: 2); Self.blue.frame(width: 6, height: 2) }
        let view = content.distortionEffect(folder.library.shift(.float(2)), maxSampleOffset: CGSize(width: 2, height: 0))
        let pixmap = try #require(renderPixels(view))
        let row = (0..<8).map { pixmap.pixel(x: $0, y: 1) }
        // Pixels 0 and 1 sample left of the view (transparent); 2, 3 the red; 4… the blue.
        #expect(row[0].alpha == 0 && row[1].alpha == 0)
        #expect(row[2] == PremultipliedPixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(row[3] == PremultipliedPixel(red: 255, green: 0, blue: 0, alpha: 255))
        for x in 4..<8 { #expect(row[x] == PremultipliedPixel(red: 0, green: 0, blue: 255, alpha: 255)) }

        // The sample offset is bounded by maxSampleOffset: with 1 pt the content moves 1 pixel.
        let bounded = content.distortionEffect(folder.library.shift(.float(2)), maxSampleOffset: CGSize(width: 1, height: 0))
        let b = try #require(renderPixels(bounded))
        #expect(b.pixel(x: 0, y: 0).alpha == 0)
        #expect(b.pixel(x: 2, y: 0) == PremultipliedPixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(b.pixel(x: 3, y: 0) == PremultipliedPixel(red: 0, green: 0, blue: 255, alpha: 255))
    }

    @Test func brokenShaderLeavesTheViewUnchanged() throws {
        let folder = try TemporaryShaderFolder([
            "Broken.metal": "[[ stitchable ]] half4 broken(float2 position, half4 color) { return colour; }",
            "Fine.metal": "[[ stitchable ]] half4 fine(float2 position, half4 color, float x) { return color; }",
        ])
        defer { folder.remove() }
        let content = HStack(spacing: 0) { Self.red.frame(width: 3, height: 3); Self.blue.frame(width: 3, height: 3) }
        let plain = try #require(renderPixels(content))
        let broken = try #require(renderPixels(content.colorEffect(folder.library.broken())))
        #expect(allPixels(broken) == allPixels(plain))
        // A missing function, wrong arguments and a missing library draw unchanged too.
        let missing = try #require(renderPixels(content.colorEffect(folder.library.absent())))
        #expect(allPixels(missing) == allPixels(plain))
        let mismatched = try #require(renderPixels(content.colorEffect(folder.library.fine(.float2(1, 2)))))
        #expect(allPixels(mismatched) == allPixels(plain))
        let nowhere = ShaderLibrary.url(folder.url.appendingPathComponent("nothing-here"))
        let noLibrary = try #require(renderPixels(content.layerEffect(nowhere.fine(), maxSampleOffset: .zero)))
        #expect(allPixels(noLibrary) == allPixels(plain))
    }

    @Test func disabledEffectIsNotInTheDisplayList() throws {
        let folder = try TemporaryShaderFolder(["A.metal": "[[ stitchable ]] half4 f(float2 p, half4 c) { return c; }"])
        defer { folder.remove() }
        let view = Self.red.frame(width: 4, height: 4)
        let (off, _) = displayList(of: view.colorEffect(folder.library.f(), isEnabled: false), proposal: .unspecified)
        let (plain, _) = displayList(of: view, proposal: .unspecified)
        #expect(off == plain)
        let (on, _) = displayList(of: view.colorEffect(folder.library.f()), proposal: .unspecified)
        guard case .effect(.shader(let shader), _)? = on.items.first?.value else {
            Issue.record("expected a shader effect, got \(on)")
            return
        }
        #expect(shader.function == "f" && shader.file == "A.metal" && shader.kind == .colorEffect)
    }

    @Test func argumentsBindPremultipliedColourAndBoundingRectInPoints() throws {
        let folder = try TemporaryShaderFolder(["Bind.metal": """
            [[ stitchable ]] half4 bind(float2 p, half4 c, half4 tint, float4 rect) {
                return p.x < 1.0 ? tint : half4(rect.z / 255.0, rect.w / 255.0, rect.x + rect.y, 1.0);
            }
            """])
        defer { folder.remove() }
        let shader = folder.library.bind(.color(Color(red: 1, green: 0, blue: 0).opacity(0.5)), .boundingRect)
        let pixmap = try #require(renderPixels(Self.blue.frame(width: 10, height: 4).colorEffect(shader), scale: 2))
        #expect(pixmap.width == 20 && pixmap.height == 8)
        // Positions are points, as in SwiftUI: at 2× the pixel centres 0.5 and 1.5 are x = 0.25
        // and 0.75, both left of 1.
        for x in 0..<2 {
            let tint = pixmap.pixel(x: x, y: 3)
            #expect(abs(Int(tint.red) - 128) <= 1 && tint.green == 0 && tint.blue == 0 && abs(Int(tint.alpha) - 128) <= 1, "\(tint)")
        }
        // The bounding rectangle is in points too: (0, 0, 10, 4).
        #expect(pixmap.pixel(x: 2, y: 3) == PremultipliedPixel(red: 10, green: 4, blue: 0, alpha: 255))
        #expect(pixmap.pixel(x: 19, y: 7) == PremultipliedPixel(red: 10, green: 4, blue: 0, alpha: 255))
    }

    @Test func argumentsResolveAsSwiftUIPassesThem() {
        #expect(Shader.Argument.color(Color(red: 1, green: 0.5, blue: 0).opacity(0.5)).resolved
                == .color(red: 0.5, green: 0.25, blue: 0, alpha: 0.5))
        #expect(Shader.Argument.float2(CGPoint(x: 1, y: 2)).resolved == .float2(1, 2))
        #expect(Shader.Argument.float2(CGSize(width: 3, height: 4)).resolved == .float2(3, 4))
        #expect(Shader.Argument.float2(CGVector(dx: 5, dy: 6)).resolved == .float2(5, 6))
        #expect(Shader.Argument.float3(1.0, 2.0, 3.0).resolved == .float3(1, 2, 3))
        #expect(Shader.Argument.float4(Float(1), 2, 3, 4).resolved == .float4(1, 2, 3, 4))
        #expect(Shader.Argument.floatArray([1, 2]).resolved == .floatArray([1, 2]))
        #expect(Shader.Argument.colorArray([Color(red: 0, green: 1, blue: 0).opacity(0.25)]).resolved
                == .colorArray([SIMD4(0, 0.25, 0, 0.25)]))
        #expect(Shader.Argument.boundingRect.resolved == .boundingRect)
        #expect(Shader.Argument.data(Data([1, 2, 3])).resolved == .data([1, 2, 3]))
    }

    @Test func shaderEffectRoundTripsThroughTheTextForm() throws {
        let folder = try TemporaryShaderFolder(["T.metal": "[[ stitchable ]] float2 w(float2 p, float a) { return p + a; }\n// \"quoted\" \\ text"])
        defer { folder.remove() }
        let pixel = try Pixmap(width: 1, height: 1)
        let shader = folder.library.w(.float(0.1), .float2(1, 2), .float3(1, 2, 3), .float4(1, 2, 3, 4), .floatArray([0.5, 1e-8]),
                                      .color(Self.red), .colorArray([Self.blue]), .image(Image(pixel)), .boundingRect,
                                      .data(Data([0, 255, 7])))
        let (list, _) = displayList(of: Self.red.frame(width: 4, height: 4)
            .distortionEffect(shader, maxSampleOffset: CGSize(width: 1.5, height: 2)), proposal: .unspecified)
        let parsed = try DisplayList(parsing: list.description)
        #expect(parsed == list)
        #expect(list.description.contains("(shader distortion \"w\" file=\"T.metal\" max-sample-offset=(1.5 2)"))
    }
}
