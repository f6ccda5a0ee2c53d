/// GraphicsContext.drawLayer: content composited as one group with the context's opacity, blend mode and filters.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import AuroraTestSupport
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct DrawLayerTests {
    /// Two overlapping squares in a layer at 50 %: the overlap is no darker than either square alone.
    @Test func layerTakesOpacityAsAGroup() throws {
        let pixmap = try #require(canvasPixels { context, _ in
            context.opacity = 0.5
            context.drawLayer { layer in
                layer.fill(Path(CGRect(x: 8, y: 8, width: 32, height: 32)), with: .color(.black))
                layer.fill(Path(CGRect(x: 24, y: 24, width: 32, height: 32)), with: .color(.black))
            }
        })
        GoldenImage.assertMatches(pixmap, golden: "canvas/draw-layer")
        #expect(pixmap.pixel(x: 12, y: 12) == pixmap.pixel(x: 30, y: 30))
        #expect(isClose(pixmap.pixel(x: 30, y: 30), PremultipliedPixel(red: 127, green: 127, blue: 127, alpha: 255), tolerance: 2))
        // Without a layer the overlap is darker.
        let separate = try #require(canvasPixels { context, _ in
            context.opacity = 0.5
            context.fill(Path(CGRect(x: 8, y: 8, width: 32, height: 32)), with: .color(.black))
            context.fill(Path(CGRect(x: 24, y: 24, width: 32, height: 32)), with: .color(.black))
        })
        #expect(separate.pixel(x: 30, y: 30).red < separate.pixel(x: 12, y: 12).red - 40)
    }

    /// The layer's content starts with this context's transform but its own opacity and blend mode.
    @Test func layerContextStartsFresh() {
        _ = recordedList { context in
            context.translateBy(x: 5, y: 6)
            context.opacity = 0.3
            context.blendMode = .multiply
            context.addFilter(.blur(radius: 2))
            context.drawLayer { layer in
                #expect(layer.transform == CGAffineTransform(translationX: 5, y: 6))
                #expect(layer.opacity == 1)
                #expect(layer.blendMode == .normal)
                #expect(layer.state.filters.isEmpty)
            }
        }
    }

    /// A clear-mode drawing inside a layer clears only the layer, not what lies under it.
    @Test func clearInsideALayerStaysInTheLayer() throws {
        let pixmap = try #require(canvasPixels(width: 20, height: 20, background: .green) { context, _ in
            context.drawLayer { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.red))
                layer.blendMode = .clear
                layer.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 20)), with: .color(.black))
            }
        })
        #expect(pixmap.pixel(x: 5, y: 10) == Color.green.rgba.pixel)
        #expect(pixmap.pixel(x: 15, y: 10) == Color.red.rgba.pixel)
    }

    @Test func emptyLayerDrawsNothing() {
        let list = recordedList { context in context.drawLayer { _ in } }
        #expect(list.isEmpty)
    }
}
