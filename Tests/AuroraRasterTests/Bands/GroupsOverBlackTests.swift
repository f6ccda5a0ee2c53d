import AuroraGeometry
@testable import AuroraRaster
import Foundation
import Testing

/// A plain group drawn onto opaque black goes straight onto the black without its layer, and
/// the pixels are the same as through the layer.
struct GroupsOverBlackTests {
    private static let size = 96

    /// Overlapping translucent discs and a triangle blended with `modes` in turn, in a group
    /// (`layered`) or drawn straight, over a backdrop of opaque black: one rectangle over the
    /// whole canvas (`coveringBlack`), or two halves that no band sees as one black fill.
    private func render(modes: [BlendMode], coveringBlack: Bool, clip: BezierPath? = nil, threads: Int = 2) throws -> [UInt32] {
        let context = try RasterContext(width: Self.size, height: Self.size, threads: threads)
        let black = RGBAColor(red: 0, green: 0, blue: 0)
        let side = CGFloat(Self.size)
        if coveringBlack {
            context.fillAll(with: .color(black))
        } else {
            context.fill(BezierPath(CGRect(x: 0, y: 0, width: side / 2, height: side)), with: .color(black))
            context.fill(BezierPath(CGRect(x: side / 2, y: 0, width: side / 2, height: side)), with: .color(black))
        }
        if let clip { context.clip(to: clip) }
        context.pushLayer()
        let colors = [RGBAColor(red: 1, green: 0.3, blue: 0.5, alpha: 0.7), RGBAColor(red: 0.2, green: 0.8, blue: 1, alpha: 0.55),
                      RGBAColor(red: 1, green: 0.9, blue: 0.1, alpha: 0.9)]
        for i in 0..<9 {
            var disc = BezierPath()
            disc.addEllipse(in: CGRect(x: 6 + CGFloat(i % 3) * 22.5, y: 4.25 + CGFloat(i / 3) * 27, width: 41, height: 37))
            context.fill(disc, with: .color(colors[i % colors.count], blendMode: modes[i % modes.count]))
        }
        var triangle = BezierPath()
        triangle.move(to: CGPoint(x: 48, y: 2))
        triangle.addLine(to: CGPoint(x: 93.5, y: 90))
        triangle.addLine(to: CGPoint(x: 3.3, y: 81))
        triangle.closeSubpath()
        context.fill(triangle, with: .color(RGBAColor(red: 0.4, green: 1, blue: 0.6, alpha: 0.5), blendMode: modes[0]))
        context.popLayer()
        return context.pixmap.withUnsafePixels { Array($0) }
    }

    private func differingPixels(_ a: [UInt32], _ b: [UInt32]) -> Int {
        a.count == b.count ? zip(a, b).filter { $0 != $1 }.count : max(a.count, b.count)
    }

    @Test func theSceneIsNotBlank() throws {
        let pixels = try render(modes: [.screen], coveringBlack: true)
        #expect(pixels.contains { $0 & 0x00FF_FFFF != 0 })
        #expect(pixels.allSatisfy { $0 >> 24 == 255 })
    }

    @Test(arguments: [[BlendMode.screen], [.normal], [.screen, .normal], [.multiply, .screen], [.plusLighter]])
    func groupOverBlackMatchesTheLayer(modes: [BlendMode]) throws {
        for threads in [1, 2] {
            let direct = try render(modes: modes, coveringBlack: true, threads: threads)
            let layered = try render(modes: modes, coveringBlack: false, threads: threads)
            #expect(differingPixels(direct, layered) == 0, "modes \(modes), \(threads) thread(s)")
        }
    }

    @Test func groupUnderACanvasWideClipMatchesTheLayer() throws {
        let side = CGFloat(Self.size)
        let direct = try render(modes: [.screen], coveringBlack: true, clip: BezierPath(CGRect(x: 0, y: 0, width: side, height: side)))
        let layered = try render(modes: [.screen], coveringBlack: false, clip: BezierPath(CGRect(x: 0, y: 0, width: side, height: side)))
        #expect(differingPixels(direct, layered) == 0)
    }

    @Test func groupUnderARoundClipKeepsItsLayer() throws {
        var round = BezierPath()
        round.addEllipse(in: CGRect(x: 10.5, y: 8.25, width: 70, height: 77))
        let direct = try render(modes: [.screen], coveringBlack: true, clip: round)
        let layered = try render(modes: [.screen], coveringBlack: false, clip: round)
        #expect(differingPixels(direct, layered) == 0)
    }

    @Test func findsOnlyPlainGroupsOfSourceOverAndScreen() {
        let fill = DrawCommand.fill(.rect(PixelRect(x: 0, y: 0, width: 4, height: 4)), .solid(0xFF00_00FF), .screen)
        let multiply = DrawCommand.fill(.rect(PixelRect(x: 0, y: 0, width: 4, height: 4)), .solid(0xFF00_00FF), .multiply)
        let commands: [DrawCommand] = [
            .pushLayer(opacity: 255, blendMode: .normal), fill, .popLayer,          // plain: found
            .pushLayer(opacity: 128, blendMode: .normal), fill, .popLayer,          // translucent
            .pushLayer(opacity: 255, blendMode: .screen), fill, .popLayer,          // blended group
            .pushLayer(opacity: 255, blendMode: .normal), multiply, .popLayer,      // multiply inside
            .pushLayer(opacity: 255, blendMode: .normal), .pushClip(.rect(PixelRect(x: 0, y: 0, width: 2, height: 2))), fill, .popClip, .popLayer,
        ]
        let found = GroupsOverBlack.find(in: commands)
        #expect(found.indices.filter { found[$0] } == [0])
    }
}
