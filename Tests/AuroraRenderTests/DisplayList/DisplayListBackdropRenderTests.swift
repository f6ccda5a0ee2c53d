/// Backdrop effects: what lies behind is blurred, saturated and tinted, through the list's shape, in layers and at the canvas edge.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import AuroraRender
import Foundation
import Testing

@Suite struct DisplayListBackdropRenderTests {
    typealias S = DisplayListRenderSupport

    /// A recipe that only blurs (no saturation change, no tint).
    static func blurOnly(_ radius: CGFloat) -> DisplayList.Effect {
        .backdrop(DisplayList.Backdrop(blurRadius: radius, saturation: 1, tint: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)))
    }

    /// Black left half, white right half.
    static let edge = [S.fill(0, 0, 32, 64, RGBAColor(red: 0, green: 0, blue: 0)), S.fill(32, 0, 32, 64, .white)]

    static func red(_ p: Pixmap, _ x: Int, _ y: Int) -> Int { Int(p.pixel(x: x, y: y).red) }

    @Test func aSharpEdgeBehindBecomesSoft() throws {
        let plain = try S.render(Self.edge)
        #expect(Self.red(plain, 31, 32) == 0 && Self.red(plain, 32, 32) == 255)
        let frosted = try S.render(Self.edge + [S.effect(0, 0, 64, 64, Self.blurOnly(4), [S.fill(0, 0, 64, 64, .white)])])
        let row = (20...44).map { Self.red(frosted, $0, 32) }
        // A ramp: rising all the way across the edge, with no step bigger than a Gaussian of σ 4 gives.
        #expect(zip(row, row.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(zip(row, row.dropFirst()).allSatisfy { $1 - $0 <= 30 })
        #expect(row.first! < 20 && row.last! > 235)
        #expect(abs(Self.red(frosted, 31, 32) - 128) < 30 && abs(Self.red(frosted, 32, 32) - 128) < 30)
    }

    @Test func wideBlursOnTheCoarseGridMatchAFullResolutionBlurClosely() throws {
        // σ = 16 px runs on a 2× coarser grid; the reference is the same blur as a filter at full size.
        let frosted = try S.render(Self.edge + [S.effect(0, 0, 64, 64, Self.blurOnly(16), [S.fill(0, 0, 64, 64, .white)])])
        let reference = try S.render([S.effect(0, 0, 64, 64, .filters([.blur(radius: 16, opaque: true)]), Self.edge)])
        for x in stride(from: 2, to: 62, by: 4) {
            #expect(abs(Self.red(frosted, x, 32) - Self.red(reference, x, 32)) <= 6, "column \(x)")
        }
    }

    @Test func theTintIsCompositedOverTheBlurredBackdrop() throws {
        let tint = DisplayList.Effect.backdrop(DisplayList.Backdrop(blurRadius: 2, saturation: 1,
                                                                    tint: RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.5)))
        let p = try S.render([S.fill(0, 0, 64, 64, RGBAColor(red: 0, green: 0, blue: 0)),
                              S.effect(8, 8, 48, 48, tint, [S.fill(0, 0, 48, 48, .white)])])
        #expect(abs(Self.red(p, 32, 32) - 128) <= 1)
        #expect(Self.red(p, 4, 4) == 0)
    }

    @Test func saturationMakesColoursBehindMoreVivid() throws {
        let muted = RGBAColor(red: 0.6, green: 0.4, blue: 0.4)
        let boost = DisplayList.Effect.backdrop(DisplayList.Backdrop(blurRadius: 1, saturation: 2, tint: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)))
        let p = try S.render([S.fill(0, 0, 64, 64, muted), S.effect(0, 0, 64, 64, boost, [S.fill(0, 0, 64, 64, .white)])])
        let pixel = p.pixel(x: 32, y: 32)
        #expect(Int(pixel.red) - Int(pixel.green) > Int((0.2 * 255).rounded()) + 20)
    }

    @Test func onlyTheListsCoverageShowsTheMaterial() throws {
        // Two squares (drawn through a mask) and one circle (clipped): outside them the edge stays sharp.
        let items = Self.edge + [S.effect(0, 0, 64, 64, Self.blurOnly(4), [S.fill(24, 0, 16, 16, .white), S.fill(24, 48, 16, 16, .white)]),
                                 S.effect(0, 0, 64, 64, Self.blurOnly(4),
                                          [S.content(24, 20, 16, 16, .shape(path: BezierPath(ellipseIn: CGRect(x: 0, y: 0, width: 16, height: 16)),
                                                                             paint: .color(.white), style: .fill(FillStyle())))])]
        let p = try S.render(items)
        #expect(Self.red(p, 31, 8) > 40 && Self.red(p, 31, 56) > 40 && Self.red(p, 31, 28) > 40)
        #expect(Self.red(p, 31, 18) == 0 && Self.red(p, 32, 18) == 255 && Self.red(p, 31, 44) == 0)
        // The circle's corners are outside it.
        #expect(Self.red(p, 25, 21) == 0)
    }

    @Test func anOpaqueMaterialWrittenStraightIntoTheCanvasMatchesTheClippedComposite() throws {
        // Over opaque content, a rectangle material is enlarged straight into the canvas; inside a
        // clip (here one that clips nothing) it takes the composite through the clip. Same pixels.
        let recipe = DisplayList.Backdrop(blurRadius: 20, saturation: 1.8, tint: RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.4))
        let material = S.effect(8, 4, 48, 56, .backdrop(recipe), [S.fill(0, 0, 48, 56, .white)])
        let straight = try S.render(Self.edge + [material])
        let clipped = try S.render(Self.edge + [S.effect(0, 0, 64, 64, .clip(BezierPath(CGRect(x: 0, y: 0, width: 64, height: 64)), FillStyle()),
                                                          [material])])
        #expect(straight.withUnsafePixels { Array($0) } == clipped.withUnsafePixels { Array($0) })
        #expect(Self.red(straight, 8, 32) > 0 && Self.red(straight, 7, 32) == 0 && Self.red(straight, 56, 32) == 255)
    }

    @Test func aFullCanvasMaterialHasNoFringeAtTheCanvasEdge() throws {
        let teal = RGBAColor(red: 0.2, green: 0.6, blue: 0.7)
        let recipe = DisplayList.Backdrop(blurRadius: 20, saturation: 1.8, tint: RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.6))
        let p = try S.render([S.fill(0, 0, 64, 64, teal), S.effect(0, 0, 64, 64, .backdrop(recipe), [S.fill(0, 0, 64, 64, .white)])])
        let centre = p.pixel(x: 32, y: 32)
        for (x, y) in [(0, 0), (63, 0), (0, 63), (63, 63), (32, 0), (0, 32)] {
            let q = p.pixel(x: x, y: y)
            #expect(abs(Int(q.red) - Int(centre.red)) <= 1 && abs(Int(q.blue) - Int(centre.blue)) <= 1 && q.alpha == 255, "(\(x), \(y))")
        }
    }

    @Test func insideALayerTheBackdropIsEverythingDrawnBehind() throws {
        // Overlapping items under an opacity need a layer: the material inside it still sees the canvas.
        let items = Self.edge + [S.effect(0, 0, 64, 64, .opacity(1), [
            S.effect(0, 0, 64, 64, .compositingGroup, [
                S.fill(0, 0, 8, 8, S.red),
                S.effect(0, 0, 64, 64, Self.blurOnly(4), [S.fill(0, 0, 64, 64, .white)]),
            ]),
        ])]
        let p = try S.render(items)
        let row = (28...36).map { Self.red(p, $0, 40) }
        #expect(zip(row, row.dropFirst()).allSatisfy { $0 < $1 })
        // The red square drawn inside the group before the material is frosted too.
        #expect(p.pixel(x: 2, y: 2).red > p.pixel(x: 2, y: 2).green)
        #expect(p.pixel(x: 2, y: 2).red < 250)
    }

    @Test func materialsOfTheSameSizeInOneFrameAndAcrossFramesDoNotShareTheirPixels() throws {
        // The frosted image buffer is reused between draws: two same-sized materials in one list,
        // and the same list drawn twice, must each give the pixels of a material drawn alone.
        let left = S.effect(0, 8, 24, 24, Self.blurOnly(3), [S.fill(0, 0, 24, 24, .white)])
        let right = S.effect(36, 30, 24, 24, Self.blurOnly(3), [S.fill(0, 0, 24, 24, .white)])
        let both = try S.render(Self.edge + [left, right])
        let leftAlone = try S.render(Self.edge + [left]), rightAlone = try S.render(Self.edge + [right])
        for (x, y) in [(12, 20), (30, 20), (40, 40), (58, 50)] {
            let expected = x < 32 && y < 32 ? leftAlone.pixel(x: x, y: y) : rightAlone.pixel(x: x, y: y)
            #expect(both.pixel(x: x, y: y) == expected, "(\(x), \(y))")
        }
        #expect(try S.render(Self.edge + [left, right]).hasSamePixels(as: both))
    }

    @Test func theTextFormRoundTrips() throws {
        let list = DisplayList(items: [S.effect(1, 2, 30, 40, .backdrop(DisplayList.Backdrop(blurRadius: 16, saturation: 1.8,
                                                                                              tint: RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.64))),
                                                [S.fill(0, 0, 30, 40, .white)])])
        #expect(list.description.contains("(backdrop blur=16 saturation=1.8 (srgb 1 1 1 0.64))"))
        #expect(try DisplayList(parsing: list.description) == list)
        #expect(throws: DisplayListParseError.self) { try DisplayList(parsing: "(display-list (item frame=(0 0 1 1) (effect (backdrop blur=1))))") }
    }
}
