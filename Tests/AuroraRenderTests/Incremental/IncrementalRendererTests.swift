/// `IncrementalRenderer` redraws only what changed, and its frames equal full renders bit for bit.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
@testable import AuroraRender
import Foundation
import Testing

@Suite struct IncrementalRendererTests {
    private typealias S = DisplayListRenderSupport

    /// A settings-like screen: 20 rows, each a rounded card with a label bar and a toggle whose
    /// knob sits left or right (`on` lists the rows switched on).
    private static func screen(on: Set<Int> = [], knobColor: RGBAColor = .white) -> DisplayList {
        var items: [DisplayList.Item] = [S.fill(0, 0, 200, 440, RGBAColor(red: 0.95, green: 0.95, blue: 0.97))]
        for row in 0..<20 {
            let y = CGFloat(row) * 22
            let card = BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 190, height: 20), cornerRadius: 6)
            let track = BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 34, height: 16), cornerRadius: 8)
            let knob = BezierPath(ellipseIn: CGRect(x: 0, y: 0, width: 14, height: 14))
            items.append(S.effect(5, y + 1, 190, 20, .opacity(1), [
                S.content(0, 0, 190, 20, .shape(path: card, paint: .color(.white), style: .fill(FillStyle()))),
                S.fill(8, 7, 90, 6, RGBAColor(red: 0.2, green: 0.2, blue: 0.25)),
                S.content(148, 2, 34, 16, .shape(path: track, paint: .color(on.contains(row) ? S.green : RGBAColor(red: 0.8, green: 0.8, blue: 0.8)),
                                                 style: .fill(FillStyle()))),
                S.effect(on.contains(row) ? 167 : 149, 3, 14, 14, .filters([.shadow(color: .black.withOpacity(0.3), radius: 1, offset: CGSize(width: 0, height: 1))]),
                         [S.content(0, 0, 14, 14, .shape(path: knob, paint: .color(knobColor), style: .fill(FillStyle())))]),
            ]))
        }
        return DisplayList(items: items)
    }

    private static let size = CGSize(width: 200, height: 440)

    @Test func oneToggleDamagesOnlyItsRow() throws {
        var renderer = IncrementalRenderer()
        let first = try renderer.render(Self.screen(), size: Self.size, scale: 2)
        #expect(first.changed == [PixelRect(x: 0, y: 0, width: 400, height: 880)])
        let edited = Self.screen(on: [7])
        let frame = try renderer.render(edited, size: Self.size, scale: 2)
        let full = try DisplayListRenderer().render(edited, size: Self.size, scale: 2)
        #expect(frame.pixmap.hasSamePixels(as: full))
        // The track and the knob's old and new places with their shadows: within row 7 (y 155…176 pt).
        let area = frame.changed.reduce(0) { $0 + $1.width * $1.height }
        #expect(!frame.changed.isEmpty && area < 100 * 60, "changed \(frame.changed)")
        #expect(frame.changed.allSatisfy { $0.y >= 150 * 2 && $0.maxY <= 180 * 2 && $0.x >= 140 * 2 })
        #expect(IncrementalRenderCheck.sameOutside(frame.changed, frame.pixmap, first.pixmap))
    }

    @Test func anUnchangedListChangesNothing() throws {
        var renderer = IncrementalRenderer(threads: 1)
        let first = try renderer.render(Self.screen(), size: Self.size, scale: 1, background: .white)
        let second = try renderer.render(Self.screen(), size: Self.size, scale: 1, background: .white)
        #expect(second.changed.isEmpty)
        #expect(second.pixmap.hasSamePixels(as: first.pixmap))
    }

    @Test func aNewCanvasIsDrawnWhole() throws {
        var renderer = IncrementalRenderer()
        _ = try renderer.render(Self.screen(), size: Self.size, scale: 1)
        let rescaled = try renderer.render(Self.screen(), size: Self.size, scale: 2)
        #expect(rescaled.changed == [PixelRect(x: 0, y: 0, width: 400, height: 880)])
        let recoloured = try renderer.render(Self.screen(), size: Self.size, scale: 2, background: .black)
        #expect(recoloured.changed == [PixelRect(x: 0, y: 0, width: 400, height: 880)])
        #expect(recoloured.pixmap.hasSamePixels(as: try DisplayListRenderer().render(Self.screen(), size: Self.size, scale: 2, background: .black)))
    }

    @Test func aBadCanvasThrowsAndTheNextFrameIsWhole() throws {
        var renderer = IncrementalRenderer()
        _ = try renderer.render(Self.screen(), size: Self.size, scale: 1)
        #expect(throws: DisplayListRenderError.self) { try renderer.render(Self.screen(), size: CGSize(width: -1, height: 5), scale: 1) }
        let next = try renderer.render(Self.screen(on: [2]), size: Self.size, scale: 1)
        #expect(next.changed == [PixelRect(x: 0, y: 0, width: 200, height: 440)])
    }

    @Test func everyToggleAndKnobColourMatchesAFullRender() throws {
        var renderer = IncrementalRenderer()
        let frames = [Self.screen(), Self.screen(on: [0]), Self.screen(on: [0, 19]), Self.screen(on: [19], knobColor: S.yellow),
                      Self.screen(on: [3, 4, 5]), Self.screen()]
        for (index, list) in frames.enumerated() {
            let frame = try renderer.render(list, size: Self.size, scale: 1)
            #expect(frame.pixmap.hasSamePixels(as: try DisplayListRenderer().render(list, size: Self.size, scale: 1)), "frame \(index)")
        }
    }

    /// A material over the middle of the canvas reads the stripes around it: moving a stripe it
    /// can see (but does not cover) must redraw the frosted area from fresh pixels.
    @Test func aChangeBehindAMaterialRedrawsItsWholeSource() throws {
        let recipe = DisplayList.Backdrop(blurRadius: 4, saturation: 1.5, tint: RGBAColor.white.withOpacity(0.3))
        func scene(stripeX: CGFloat) -> DisplayList {
            DisplayList(items: [
                S.fill(0, 0, 64, 64, S.blue),
                S.fill(stripeX, 0, 4, 64, S.yellow),
                S.effect(20, 20, 24, 24, .backdrop(recipe), [S.fill(0, 0, 24, 24, .white)]),
            ])
        }
        var renderer = IncrementalRenderer()
        _ = try renderer.render(scene(stripeX: 8), size: CGSize(width: 64, height: 64), scale: 1)
        let moved = try renderer.render(scene(stripeX: 10), size: CGSize(width: 64, height: 64), scale: 1)
        let full = try DisplayListRenderer().render(scene(stripeX: 10), size: CGSize(width: 64, height: 64), scale: 1)
        #expect(moved.pixmap.hasSamePixels(as: full))
        // The stripe's bounds reach the backdrop's source (its 24 pt square grown by 3σ = 12 pt).
        #expect(moved.changed.contains { $0.x <= 7 && $0.maxX >= 57 && $0.y <= 7 && $0.maxY >= 57 }, "changed \(moved.changed)")
    }

    /// A group blended with a mode that clears what its source does not cover changes pixels
    /// far from its own drawing: adding one damages everything it is composited on (its clip).
    @Test func aClearingBlendGroupDamagesWhereItComposites() throws {
        func scene(dotX: CGFloat?) -> DisplayList {
            let group = dotX.map { [S.effect(0, 0, 64, 64, .blendMode(.destinationIn), [S.fill($0, 10, 6, 6, .white)])] } ?? []
            return DisplayList(items: [
                S.fill(0, 0, 64, 64, S.red),
                S.effect(0, 0, 64, 64, .clip(BezierPath(CGRect(x: 4, y: 4, width: 40, height: 40)), FillStyle()), group),
            ])
        }
        let size = CGSize(width: 64, height: 64)
        var renderer = IncrementalRenderer()
        _ = try renderer.render(scene(dotX: nil), size: size, scale: 1)
        let added = try renderer.render(scene(dotX: 10), size: size, scale: 1)
        #expect(added.pixmap.hasSamePixels(as: try DisplayListRenderer().render(scene(dotX: 10), size: size, scale: 1)))
        #expect(added.changed.contains { $0.x <= 4 && $0.maxX >= 44 && $0.y <= 4 && $0.maxY >= 44 }, "changed \(added.changed)")
        // Moving the dot inside the same group changes only where the dot was and is.
        let moved = try renderer.render(scene(dotX: 20), size: size, scale: 1)
        #expect(moved.pixmap.hasSamePixels(as: try DisplayListRenderer().render(scene(dotX: 20), size: size, scale: 1)))
        #expect(moved.changed == [PixelRect(x: 10, y: 10, width: 6, height: 6), PixelRect(x: 20, y: 10, width: 6, height: 6)], "changed \(moved.changed)")
    }

    @Test func aBlurredChangeDamagesItsBlurMargin() throws {
        func scene(color: RGBAColor) -> DisplayList {
            DisplayList(items: [S.fill(0, 0, 64, 64, .white),
                                S.effect(0, 0, 64, 64, .filters([.blur(radius: 3, opaque: false)]), [S.fill(24, 24, 8, 8, color)])])
        }
        var renderer = IncrementalRenderer()
        _ = try renderer.render(scene(color: S.red), size: CGSize(width: 64, height: 64), scale: 1)
        let frame = try renderer.render(scene(color: S.blue), size: CGSize(width: 64, height: 64), scale: 1)
        #expect(frame.pixmap.hasSamePixels(as: try DisplayListRenderer().render(scene(color: S.blue), size: CGSize(width: 64, height: 64), scale: 1)))
        // 8 pt square grown by 3σ + 2 on each side.
        #expect(frame.changed == [PixelRect(x: 13, y: 13, width: 30, height: 30)], "changed \(frame.changed)")
    }

    @Test func randomEditsOfTheScreenMatchFullRenders() throws {
        try IncrementalRenderCheck.expectMatchesFullRender(Self.screen(on: [1, 2]), size: Self.size, scale: 1, background: nil, edits: 12)
    }
}
