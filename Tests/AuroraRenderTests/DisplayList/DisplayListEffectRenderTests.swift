/// Pixel goldens and pixel facts for each display-list effect: opacity, transforms, projection,
/// clips, masks, blend modes, groups and filters.
@_spi(Testing) @testable import AuroraRender
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import AuroraTestSupport
import Foundation
import Testing

@Suite struct DisplayListEffectRenderTests {
    private typealias S = DisplayListRenderSupport

    /// Two overlapping squares, red then blue, in a 64 × 64 item.
    private let overlapping = [S.fill(8, 8, 32, 32, S.red), S.fill(24, 24, 32, 32, S.blue)]

    @Test func opacityOverOverlappingItemsIsOneLayer() throws {
        let pixmap = try S.render([S.effect(0, 0, 64, 64, .opacity(0.5), overlapping)])
        // As a group, the overlap shows only the blue on top, at half strength over white.
        let blueOnly = pixmap.pixel(x: 50, y: 50), overlap = pixmap.pixel(x: 30, y: 30)
        #expect(overlap == blueOnly)
        #expect(blueOnly == RGBAColor(red: 0.55, green: 0.65, blue: 1).pixel)
        GoldenImage.assertMatches(pixmap, golden: "display-list-effect/opacity-group")
    }

    @Test func opacityOverOneItemEqualsATranslucentPaint() throws {
        let folded = try S.render([S.effect(0, 0, 64, 64, .opacity(0.5), [S.fill(8, 8, 32, 32, S.red)])])
        let direct = try S.render([S.fill(8, 8, 32, 32, S.red.withOpacity(0.5))])
        #expect(folded.hasSamePixels(as: direct))
        // Zero opacity draws nothing; NaN counts as zero.
        let none = try S.render([S.effect(0, 0, 64, 64, .opacity(.nan), overlapping)])
        #expect(none.pixel(x: 30, y: 30) == RGBAColor.white.pixel)
    }

    @Test func transformRotatesAroundTheItemOrigin() throws {
        let rotate = CGAffineTransform(translationX: -16, y: -16).rotated(by: 0).concatenating(CGAffineTransform(rotationAngle: .pi / 4))
            .concatenating(CGAffineTransform(translationX: 32, y: 32))
        let pixmap = try S.render([S.effect(0, 0, 64, 64, .transform(rotate), [S.fill(0, 0, 32, 32, S.green)])])
        #expect(pixmap.pixel(x: 32, y: 32) == S.green.pixel)
        #expect(pixmap.pixel(x: 32, y: 11) == S.green.pixel && pixmap.pixel(x: 32, y: 8) == RGBAColor.white.pixel)
        #expect(pixmap.pixel(x: 17, y: 17) == RGBAColor.white.pixel)
        GoldenImage.assertMatches(pixmap, golden: "display-list-effect/transform")
    }

    @Test func projectionRotatesInPerspective() throws {
        // rotation3DEffect(45°, axis: y) around the centre, with perspective: [x y 1] → (x cos θ, y, 1 + x sin θ / d).
        let theta = CGFloat.pi / 4, d: CGFloat = 64
        let rotate = ProjectionTransform(m11: cos(theta), m12: 0, m13: sin(theta) / d, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
        let m = ProjectionTransform(CGAffineTransform(translationX: -32, y: -32)).concatenating(rotate)
            .concatenating(ProjectionTransform(CGAffineTransform(translationX: 32, y: 32)))
        let card = [S.content(8, 8, 48, 48, .fill(.linearGradient(stops: S.rainbow, start: .zero, end: CGPoint(x: 48, y: 0))))]
        let pixmap = try S.render([S.effect(0, 0, 64, 64, .projection(m), card)])
        // The right edge turns away (shorter), the left towards the viewer (taller).
        let leftHeight = (0..<64).filter { pixmap.pixel(x: 16, y: $0) != RGBAColor.white.pixel }.count
        let rightHeight = (0..<64).filter { pixmap.pixel(x: 44, y: $0) != RGBAColor.white.pixel }.count
        #expect(leftHeight > rightHeight + 6)
        #expect(pixmap.pixel(x: 60, y: 32) == RGBAColor.white.pixel)
        GoldenImage.assertMatches(pixmap, golden: "display-list-effect/projection")
    }

    @Test func clipIsAntialiasedUnlessAsked() throws {
        let circle = BezierPath(ellipseIn: CGRect(x: 0, y: 0, width: 28, height: 28))
        let pixmap = try S.render([
            S.effect(2, 2, 28, 28, .clip(circle, FillStyle()), [S.fill(0, 0, 64, 64, S.blue)]),
            S.effect(34, 2, 28, 28, .clip(circle, FillStyle(antialiased: false)), [S.fill(-34, -2, 64, 64, S.blue)]),
        ])
        let soft = (0..<32).flatMap { x in (0..<32).map { pixmap.pixel(x: x, y: $0) } }
        let hard = (32..<64).flatMap { x in (0..<32).map { pixmap.pixel(x: x, y: $0) } }
        #expect(Set(soft).count > 3)
        #expect(Set(hard) == [S.blue.pixel, RGBAColor.white.pixel])
        GoldenImage.assertMatches(pixmap, golden: "display-list-effect/clip")
    }

    @Test func maskUsesTheAlphaOfTheMaskList() throws {
        let fade = DisplayList(items: [S.content(0, 0, 64, 64, .fill(.linearGradient(
            stops: [GradientStop(color: .black, location: 0), GradientStop(color: .clear, location: 1)],
            start: .zero, end: CGPoint(x: 64, y: 0))))])
        let pixmap = try S.render([DisplayList.Item(frame: CGRect(x: 0, y: 0, width: 64, height: 64), effect: .mask(fade),
                                                    DisplayList(items: overlapping))])
        #expect(pixmap.pixel(x: 9, y: 20).green < 40)
        #expect(pixmap.pixel(x: 54, y: 50).red > 200)
        GoldenImage.assertMatches(pixmap, golden: "display-list-effect/mask")
    }

    @Test func blendModeAndGroups() throws {
        let pixmap = try S.render([
            S.fill(0, 0, 64, 32, S.yellow),
            S.effect(0, 0, 64, 64, .blendMode(.multiply), [S.fill(8, 8, 24, 48, S.blue)]),
            S.effect(0, 0, 64, 64, .compositingGroup, [S.effect(0, 0, 64, 64, .blendMode(.difference), [S.fill(36, 8, 20, 48, S.red)])]),
        ])
        // multiply: yellow × blue; the group keeps the difference inside it (against transparency).
        let multiplied = pixmap.pixel(x: 16, y: 16)
        #expect(multiplied.red == 26 && abs(Int(multiplied.green) - 65) <= 1 && multiplied.blue == 0)
        #expect(pixmap.pixel(x: 40, y: 16) == S.red.pixel)
        GoldenImage.assertMatches(pixmap, golden: "display-list-effect/blend-and-groups")
    }

    @Test func drawingGroupMatchesCompositingGroup() throws {
        let group = try S.render([S.effect(0, 0, 64, 64, .compositingGroup, [S.effect(0, 0, 64, 64, .opacity(0.6), overlapping)])])
        let drawing = try S.render([S.effect(0, 0, 64, 64, .drawingGroup, [S.effect(0, 0, 64, 64, .opacity(0.6), overlapping)])])
        #expect(group.hasSamePixels(as: drawing))
    }

    @Test func blurAndShadowScaleWithTheCanvas() throws {
        let items = [
            S.effect(0, 0, 32, 32, .filters([.blur(radius: 2, opaque: false)]), [S.fill(8, 8, 16, 16, S.blue)]),
            S.effect(32, 0, 32, 32, .filters([.shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5), radius: 2,
                                                      offset: CGSize(width: 3, height: 3))]),
                     [S.fill(6, 6, 16, 16, S.red)]),
        ]
        let one = try S.render(items, size: 64, scale: 1)
        let two = try S.render(items, size: 64, scale: 2)
        // The shadow sits below and right of the square, in points at either scale.
        let shadow = one.pixel(x: 32 + 24, y: 16), shadowAt2x = two.pixel(x: 2 * (32 + 24), y: 2 * 16)
        #expect(shadow.red < 200 && shadow.red == shadow.green && shadow.green == shadow.blue)
        #expect(shadowAt2x.red < 200 && shadowAt2x.red == shadowAt2x.blue)
        #expect(one.pixel(x: 32 + 4, y: 16).red > shadow.red + 40)
        #expect(one.pixel(x: 16, y: 16).blue > 200 && one.pixel(x: 16, y: 16).red < 100)
        GoldenImage.assertMatches(one, golden: "display-list-effect/blur-shadow")
        GoldenImage.assertMatches(two, golden: "display-list-effect/blur-shadow-at-2x")
    }

    @Test func colorFilters() throws {
        let swatch = [S.content(0, 0, 16, 32, .fill(.linearGradient(stops: S.rainbow, start: .zero, end: CGPoint(x: 0, y: 32))))]
        let filters: [DisplayList.Filter] = [.grayscale(1), .colorInvert, .hueRotation(.degrees(120)), .saturation(2)]
        let pixmap = try S.render(filters.enumerated().map { index, filter in
            S.effect(CGFloat(index) * 16, 0, 16, 32, .filters([filter]), swatch)
        } + [S.effect(0, 32, 64, 32, .filters([.brightness(0.3), .contrast(0.5)]), [S.fill(0, 0, 64, 32, S.blue)])])
        let gray = pixmap.pixel(x: 8, y: 2)
        #expect(gray.red == gray.green && gray.green == gray.blue)
        let inverted = pixmap.pixel(x: 24, y: 0)
        #expect(inverted.red < 10 && inverted.green > 235 && inverted.blue == 255)
        GoldenImage.assertMatches(pixmap, golden: "display-list-effect/color-filters")
    }
}

@Suite struct OpacityFoldingTests {
    private typealias S = DisplayListRenderSupport

    @Test func groupsCountAsOneDrawingAndBlendModesNeverFold() {
        let shadowed = S.effect(0, 0, 20, 20, .filters([.shadow(color: .black, radius: 1, offset: .zero)]),
                                [S.fill(0, 0, 10, 10, S.red), S.fill(5, 5, 10, 10, S.blue)])
        #expect(OpacityFolding.canFold(DisplayList(items: [shadowed])))
        #expect(OpacityFolding.canFold(DisplayList(items: [shadowed, S.fill(40, 40, 10, 10, S.red)])))
        #expect(!OpacityFolding.canFold(DisplayList(items: [shadowed, S.fill(12, 12, 10, 10, S.red)])))
        #expect(!OpacityFolding.canFold(DisplayList(items: [S.effect(0, 0, 20, 20, .blendMode(.multiply), [S.fill(0, 0, 10, 10, S.red)])])))
        // An affine projection is a transform: its overlapping children still need a layer.
        let affine = S.effect(0, 0, 20, 20, .projection(ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2))),
                              [S.fill(0, 0, 10, 10, S.red), S.fill(5, 5, 10, 10, S.blue)])
        #expect(!OpacityFolding.canFold(DisplayList(items: [affine])))
    }

    @Test func foldedOpacityOverAShadowEqualsALayer() throws {
        let shadowed = S.effect(8, 8, 40, 40, .filters([.shadow(color: .black, radius: 2, offset: CGSize(width: 2, height: 2))]),
                                [S.fill(0, 0, 20, 20, S.red), S.fill(10, 10, 20, 20, S.blue)])
        let folded = try S.render([S.effect(0, 0, 64, 64, .opacity(0.5), [shadowed])])
        let layered = try S.render([S.effect(0, 0, 64, 64, .opacity(0.5), [shadowed, S.fill(0, 0, 64, 64, .clear)])])
        #expect(folded.hasSamePixels(as: layered))
    }
}

@Suite struct DownsampledBlurTests {
    private typealias S = DisplayListRenderSupport

    /// A rounded card and a disc, drawn at 3×: σ = 3 pt is 9 px, a shadow computed on a 2× coarser grid.
    private let content = [
        S.content(4, 4, 28, 20, .shape(path: BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 28, height: 20), cornerRadius: 5),
                                        paint: .color(S.blue), style: .fill(FillStyle()))),
        S.content(30, 20, 12, 12, .shape(path: BezierPath(ellipseIn: CGRect(x: 0, y: 0, width: 12, height: 12)), paint: .color(S.red),
                                          style: .fill(FillStyle()))),
    ]

    /// The same filter with and without the reduced-resolution path, the content 3σ or more
    /// from the canvas edges (at the edges the reduced path also blurs content just beyond the
    /// canvas, which the full-resolution layer clips away).
    private func compare(_ filter: DisplayList.Filter, opacity: Double = 1) throws {
        let list = DisplayList(items: [S.effect(0, 0, 96, 96, .opacity(opacity), [S.effect(24, 24, 48, 48, .filters([filter]), content)])])
        let canvas = CGSize(width: 96, height: 96)
        let reduced = try DisplayListRenderer().render(list, size: canvas, scale: 3, background: .white)
        var fullResolution = DisplayListRenderer()
        fullResolution.reducesWideBlurs = false
        let exact = try fullResolution.render(list, size: canvas, scale: 3, background: .white)
        let difference = PixmapDifference(between: exact, and: reduced, tolerance: 0)
        // Bilinear resampling of a Gaussian of σ ≥ 4 (shadows) or 6 (blurs) coarse pixels errs by up to
        // about A/(4σ²) between samples (2.6/255 for a blur of σ = 6, A = 255); with 8-bit rounding on
        // both sides and the opacity blit, within 4/255.
        #expect(difference != nil, "the reduced path was not taken")
        #expect((difference?.maxChannelDifference ?? 0) <= 4, "\(String(describing: difference))")
    }

    @Test func reducedShadowMatchesTheFullResolutionShadow() throws {
        try compare(.shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.33), radius: 3, offset: CGSize(width: 1.5, height: 2)))
        try compare(.shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.2), radius: 2, offset: CGSize(width: 0, height: 1)))
        try compare(.shadow(color: RGBAColor(red: 0.1, green: 0.1, blue: 0.5, alpha: 1), radius: 4, offset: .zero))
        try compare(.shadow(color: RGBAColor(red: 0.2, green: 0, blue: 0.6, alpha: 0.5), radius: 4, offset: .zero), opacity: 0.6)
    }

    @Test func reducedBlurMatchesTheFullResolutionBlur() throws {
        try compare(.blur(radius: 4, opaque: false))
        try compare(.blur(radius: 7, opaque: false), opacity: 0.7)
    }
}

@Suite struct FilteredImageCacheTests {
    private typealias S = DisplayListRenderSupport

    @Test func aShadowMovedByWholePixelsIsReusedAndIdentical() throws {
        // A shadow colour no other test uses, so the first render cannot hit the cache.
        let shadow = DisplayList.Filter.shadow(color: RGBAColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.2071), radius: 3, offset: CGSize(width: 0, height: 1))
        let shape = S.content(0, 0, 24, 16, .shape(path: BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 24, height: 16), cornerRadius: 4),
                                                    paint: .color(.white), style: .fill(FillStyle())))
        func card(at x: CGFloat, _ y: CGFloat) -> [DisplayList.Item] { [S.effect(x, y, 24, 16, .filters([shadow]), [shape])] }
        // σ = 9 px (3 pt at 3×) of a faint colour is blurred on a 3× coarser grid (coarse σ 3): kept under factor 3.
        let key = try #require(FilteredImageCache.key(DisplayList(items: [shape]), filters: [shadow],
                                                      device: CGAffineTransform(a: 3, b: 0, c: 0, d: 3, tx: 36, ty: 36), factor: 3))
        let first = try S.render(card(at: 12, 12), size: 72, scale: 3)
        let kept = try #require(FilteredImageCache.shared.entry(for: key.0))
        let moved = try S.render(card(at: 22, 24), size: 72, scale: 3)
        // The moved card drew the kept image: the entry holds the same pixels' storage, not a new image.
        // (Not the cache's count: renders in other tests add to the shared cache meanwhile.)
        let after = try #require(FilteredImageCache.shared.entry(for: key.0))
        #expect(kept.image.withUnsafePixels { UInt(bitPattern: $0.baseAddress) } == after.image.withUnsafePixels { UInt(bitPattern: $0.baseAddress) })
        // 10 × 12 pt at 3× is 30 × 36 pixels: the moved card is the first one, shifted.
        var mismatches = 0
        for y in 0..<(216 - 36) {
            for x in 0..<(216 - 30) where first.pixel(x: x, y: y) != moved.pixel(x: x + 30, y: y + 36) { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    @Test func aNarrowShadowAtFullResolutionIsKeptAndReusedByAnIdenticalItem() throws {
        // A slider thumb as the gradient editor's rows have it: a faint narrow shadow (σ = 1.5 px,
        // radius 0.5 pt at 3×, drawn at full resolution; a colour no other test uses) over a wider one.
        let outer = DisplayList.Filter.shadow(color: RGBAColor(red: 0.3, green: 0.1, blue: 0.2, alpha: 0.0613), radius: 0.5,
                                              offset: CGSize(width: 0, height: 1))
        let inner = DisplayList.Filter.shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.15), radius: 2, offset: CGSize(width: 0, height: 2))
        let disc = S.effect(0, 0, 14, 14, .filters([inner]), [S.content(0, 0, 14, 14, .shape(
            path: BezierPath(ellipseIn: CGRect(x: 0, y: 0, width: 14, height: 14)), paint: .color(.white), style: .fill(FillStyle())))])
        func thumb(at x: CGFloat, _ y: CGFloat) -> DisplayList.Item { S.effect(x, y, 14, 14, .filters([outer]), [disc]) }
        let alone = try S.render([thumb(at: 50, 54)], size: 96, scale: 3)
        // Kept by value: the list under the filter, the 3× scale, whole pixels.
        let key = try #require(FilteredImageCache.key(DisplayList(items: [disc]), filters: [outer],
                                                      device: CGAffineTransform(a: 3, b: 0, c: 0, d: 3, tx: 150, ty: 162), factor: 1))
        #expect(FilteredImageCache.shared.entry(for: key.0) != nil)
        // Beside another thumb, both drawn from the cache, it gives the pixels it gave alone.
        let pair = try S.render([thumb(at: 10, 10), thumb(at: 50, 54)], size: 96, scale: 3)
        var mismatches = 0
        for y in 120..<288 {
            for x in 0..<288 where alone.pixel(x: x, y: y) != pair.pixel(x: x, y: y) { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    @Test func removingAllForgetsEveryImage() throws {
        // A cache of its own: the shared one is used by renders running beside this test.
        let cache = FilteredImageCache()
        let key = FilteredImageCache.Key(list: "card", filter: "shadow", linear: [], fraction: [], factor: 2)
        cache.insert(FilteredImageCache.Entry(image: try Pixmap(width: 4, height: 4), x: 0, y: 0), for: key)
        #expect(cache.count == 1)
        cache.removeAll()
        #expect(cache.count == 0)
        #expect(cache.entry(for: key) == nil)
    }
}
