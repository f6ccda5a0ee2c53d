/// ImageRenderer: pixels of small scenes (goldens), PNG output, scale, opacity and empty renders.
import AuroraRaster
import AuroraTestSupport
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct ImageRendererTests {
    @Test func shapesAndGradientsGolden() {
        let view = HStack(spacing: 4) {
            RoundedRectangle(cornerRadius: 8).fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
                .frame(width: 30, height: 40)
            Circle().stroke(.green, lineWidth: 3).frame(width: 30, height: 30)
            Capsule().fill(.orange).frame(width: 16, height: 40).rotationEffect(.degrees(30))
        }
        .padding(4)
        .background(Color.white)
        let renderer = ImageRenderer(content: view)
        renderer.scale = 2
        guard let pixmap = renderer.pixmap else {
            Issue.record("no pixmap")
            return
        }
        #expect(pixmap.width == Int(renderer.renderedSize.width * 2))
        GoldenImage.assertMatches(pixmap, golden: "image-renderer/shapes-and-gradients")
    }

    @Test func effectsGolden() {
        let view = ZStack {
            Color.yellow
            Rectangle().fill(.blue).frame(width: 30, height: 30).shadow(color: .black, radius: 3, x: 2, y: 2)
            Circle().fill(.red).frame(width: 20, height: 20).opacity(0.5).offset(x: 10, y: 10)
            Rectangle().fill(.purple).frame(width: 40, height: 8).blur(radius: 2).offset(y: -22)
        }
        .frame(width: 64, height: 64)
        .clipShape(RoundedRectangle(cornerRadius: 12))
        let renderer = ImageRenderer(content: view)
        guard let pixmap = renderer.pixmap else {
            Issue.record("no pixmap")
            return
        }
        GoldenImage.assertMatches(pixmap, golden: "image-renderer/effects")
    }

    @Test func pngDataIsAPNG() {
        let data = ImageRenderer(content: Color.red.frame(width: 4, height: 3)).pngData()
        #expect(data?.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }

    @Test func scaleAndOpacity() {
        let renderer = ImageRenderer(content: Circle().fill(.red).frame(width: 10, height: 10))
        renderer.scale = 3
        renderer.isOpaque = true
        guard let pixmap = renderer.pixmap else {
            Issue.record("no pixmap")
            return
        }
        #expect(pixmap.width == 30 && pixmap.height == 30)
        // Corners are outside the circle: opaque black, not transparent.
        let corner = pixmap.pixel(x: 0, y: 0)
        #expect(corner == RGBAColor.black.pixel)
    }

    @Test func proposedSizeAndDevice() {
        let renderer = ImageRenderer(content: Color.blue)
        renderer.proposedSize = ProposedViewSize(width: 20, height: 7)
        #expect(renderer.pixmap.map { ($0.width, $0.height) } ?? (0, 0) == (20, 7))
        renderer.device = .canvas(width: 12, height: 5, scale: 2)
        #expect(renderer.pixmap.map { ($0.width, $0.height) } ?? (0, 0) == (24, 10))
    }

    @Test func zeroSizeRenderIsNil() {
        #expect(ImageRenderer(content: EmptyView()).pixmap == nil)
        #expect(ImageRenderer(content: Color.red.frame(width: 0, height: 10)).pixmap == nil)
        #expect(ImageRenderer(content: Color.red.frame(width: 0, height: 10)).pngData() == nil)
    }
}
