/// Bad input to the display-list renderer: clear errors or sensible output, never a crash.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import AuroraRender
import AuroraTestSupport
import Foundation
import Testing

@Suite struct DisplayListRenderInputTests {
    private typealias S = DisplayListRenderSupport

    @Test func unusableCanvasesAreErrors() {
        let list = DisplayList(items: [S.fill(0, 0, 10, 10, S.red)])
        let nan = CGFloat.nan, infinity = CGFloat.infinity
        let cases: [(CGSize, CGFloat)] = [(.zero, 1), (CGSize(width: 10, height: 0), 1), (CGSize(width: -5, height: 10), 1),
                                          (CGSize(width: nan, height: 10), 1), (CGSize(width: 10, height: 10), nan),
                                          (CGSize(width: 10, height: 10), 0), (CGSize(width: infinity, height: 10), 1),
                                          (CGSize(width: 100_000, height: 10), 1), (CGSize(width: 20_000, height: 20_000), 1)]
        for (size, scale) in cases {
            do {
                _ = try DisplayListRenderer().render(list, size: size, scale: scale)
                Issue.record("rendered a \(size) canvas at scale \(scale)")
            } catch let error as DisplayListRenderError {
                guard case .invalidCanvas = error else {
                    Issue.record("unexpected \(error)")
                    continue
                }
                #expect(error.description.hasPrefix("cannot render a"))
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
    }

    @Test func pixelSizeRoundsUp() throws {
        let pixmap = try DisplayListRenderer().render(DisplayList(), size: CGSize(width: 10.2, height: 7), scale: 3)
        #expect(pixmap.width == 31 && pixmap.height == 21)
    }

    @Test func nonFiniteFramesAndTransformsDrawNothing() throws {
        let pixmap = try S.render([
            S.fill(.nan, 0, 10, 10, S.red),
            S.fill(0, .infinity, 10, 10, S.red),
            S.fill(0, 0, .nan, 10, S.red),
            S.fill(0, 0, 10, -10, S.red),
            S.effect(0, 0, 10, 10, .transform(CGAffineTransform(scaleX: .nan, y: 1)), [S.fill(0, 0, 10, 10, S.red)]),
            S.effect(0, 0, 10, 10, .transform(CGAffineTransform(scaleX: 0, y: 1)), [S.fill(0, 0, 10, 10, S.red)]),
            S.effect(0, 0, 10, 10, .projection(ProjectionTransform(m11: 1, m12: 0, m13: .nan, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)),
                     [S.fill(0, 0, 10, 10, S.red)]),
            S.content(0, 0, 10, 10, .image(S.checker, rect: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 4), interpolation: .nearest)),
        ], size: 16)
        #expect(pixmap.withUnsafePixels { $0.allSatisfy { $0 == RGBAColor.white.pixel.word } })
        // An infinite fill covers the canvas from its origin.
        let infinite = try S.render([S.fill(4, 4, .infinity, .infinity, S.red)], size: 16)
        #expect(infinite.pixel(x: 15, y: 15) == S.red.pixel && infinite.pixel(x: 3, y: 3) == RGBAColor.white.pixel)
    }

    @Test func tenThousandNestedEffectsAreACleanError() throws {
        var list = DisplayList(items: [S.fill(0, 0, 8, 8, S.red)])
        for index in 0..<10_000 {
            let effect: DisplayList.Effect = index % 2 == 0 ? .opacity(0.999) : .transform(CGAffineTransform(translationX: 0, y: 0))
            list = DisplayList(items: [DisplayList.Item(frame: CGRect(x: 0, y: 0, width: 8, height: 8), effect: effect, list)])
        }
        #expect(throws: DisplayListRenderError.nestingTooDeep(limit: DisplayListRenderError.maximumEffectDepth)) {
            try DisplayListRenderer().render(list, size: CGSize(width: 8, height: 8), scale: 1)
        }
        #expect(list.effectDepth == 10_000 && list.itemCount == 10_001)
        // Two lists built apart (no shared storage) compare without exhausting the stack.
        var twin = DisplayList(items: [S.fill(0, 0, 8, 8, S.red)])
        for index in 0..<10_000 {
            let effect: DisplayList.Effect = index % 2 == 0 ? .opacity(0.999) : .transform(CGAffineTransform(translationX: 0, y: 0))
            twin = DisplayList(items: [DisplayList.Item(frame: CGRect(x: 0, y: 0, width: 8, height: 8), effect: effect, twin)])
        }
        #expect(list == twin)
        // Its text form is too deep to parse back, which is an error too.
        #expect(throws: DisplayListParseError.self) { try DisplayList(parsing: list.description) }
    }

    @Test func nestingUpToTheLimitRenders() throws {
        var list = DisplayList(items: [S.fill(0, 0, 8, 8, S.red)])
        for index in 0..<DisplayListRenderError.maximumEffectDepth {
            let effect: DisplayList.Effect = index % 3 == 0 ? .opacity(1) : index % 3 == 1 ? .compositingGroup : .clip(BezierPath(CGRect(x: 0, y: 0, width: 8, height: 8)), FillStyle())
            list = DisplayList(items: [DisplayList.Item(frame: CGRect(x: 0, y: 0, width: 8, height: 8), effect: effect, list)])
        }
        let pixmap = try DisplayListRenderer().render(list, size: CGSize(width: 8, height: 8), scale: 1)
        #expect(pixmap.pixel(x: 4, y: 4) == S.red.pixel)
    }

    @Test func hostileRandomListsRenderWithoutCrashing() throws {
        var generator = SeededGenerator(seed: 2026)
        for index in 0..<80 {
            let list = HostileDisplayList.make(using: &generator, depth: 3)
            _ = try DisplayListRenderer().render(list, size: CGSize(width: 24, height: 24), scale: index % 2 == 0 ? 1 : 3)
        }
        // Wide and absurd shadows and blurs take the reduced-resolution path without trapping.
        for radius: CGFloat in [8, 40, 1e9, 1e300, .infinity, .nan] {
            let list = DisplayList(items: [
                DisplayListRenderSupport.effect(2, 2, 20, 20, .filters([.shadow(color: .black, radius: radius, offset: CGSize(width: radius, height: 1))]),
                                                [DisplayListRenderSupport.fill(0, 0, 10, 10, DisplayListRenderSupport.red)]),
                DisplayListRenderSupport.effect(2, 2, 20, 20, .filters([.blur(radius: radius, opaque: false)]),
                                                [DisplayListRenderSupport.fill(0, 0, 10, 10, DisplayListRenderSupport.red)]),
            ])
            _ = try DisplayListRenderer().render(list, size: CGSize(width: 24, height: 24), scale: 3)
        }
    }
}

/// Random display lists full of extreme numbers (NaN, infinities, huge and tiny values).
enum HostileDisplayList {
    static func make(using g: inout SeededGenerator, depth: Int) -> DisplayList {
        DisplayList(items: (0..<Int.random(in: 1...3, using: &g)).map { _ in item(using: &g, depth: depth) })
    }

    private static func number(_ g: inout SeededGenerator) -> CGFloat {
        let extremes: [CGFloat] = [.nan, .infinity, -.infinity, 1e300, -1e300, 1e-300, 0, 1e9]
        return Int.random(in: 0..<4, using: &g) == 0 ? extremes[Int.random(in: 0..<extremes.count, using: &g)]
            : CGFloat(Double.random(in: -40...40, using: &g))
    }

    private static func item(using g: inout SeededGenerator, depth: Int) -> DisplayList.Item {
        let frame = CGRect(x: number(&g), y: number(&g), width: number(&g), height: number(&g))
        var path = BezierPath()
        path.move(to: CGPoint(x: number(&g), y: number(&g)))
        path.addCurve(to: CGPoint(x: number(&g), y: number(&g)), control1: CGPoint(x: number(&g), y: number(&g)),
                      control2: CGPoint(x: number(&g), y: number(&g)))
        path.addLine(to: CGPoint(x: number(&g), y: number(&g)))
        let paint: DisplayList.Paint = Bool.random(using: &g) ? .color(DisplayListRenderSupport.red)
            : .radialGradient(stops: DisplayListRenderSupport.rainbow, center: CGPoint(x: number(&g), y: number(&g)),
                              startRadius: number(&g), endRadius: number(&g))
        if depth > 0, Bool.random(using: &g) {
            let effects: [DisplayList.Effect] = [
                .opacity(Double(number(&g))), .transform(CGAffineTransform(a: number(&g), b: number(&g), c: number(&g), d: number(&g), tx: number(&g), ty: number(&g))),
                .projection(ProjectionTransform(m11: number(&g), m12: number(&g), m13: number(&g) / 100, m21: number(&g), m22: number(&g),
                                                m23: number(&g) / 100, m31: number(&g), m32: number(&g), m33: number(&g))),
                .clip(path, FillStyle()), .mask(make(using: &g, depth: depth - 1)), .blendMode(.colorBurn), .compositingGroup,
                .filters([.blur(radius: number(&g), opaque: Bool.random(using: &g)),
                          .shadow(color: .black, radius: number(&g), offset: CGSize(width: number(&g), height: number(&g))),
                          .contrast(Double(number(&g))), .hueRotation(.radians(Double(number(&g))))]),
            ]
            return DisplayList.Item(frame: frame, effect: effects[Int.random(in: 0..<effects.count, using: &g)], make(using: &g, depth: depth - 1))
        }
        let contents: [DisplayList.Content] = [
            .fill(paint),
            .shape(path: path, paint: paint, style: .stroke(StrokeStyle(lineWidth: number(&g), lineJoin: .miter, miterLimit: number(&g),
                                                                       dash: [number(&g), number(&g)], dashPhase: number(&g)))),
            .shape(path: path, paint: paint, style: .fill(FillStyle(eoFill: true))),
            .image(DisplayListRenderSupport.checker, rect: CGRect(x: number(&g), y: number(&g), width: number(&g), height: number(&g)),
                   interpolation: .bilinear),
        ]
        return DisplayList.Item(frame: frame, content: contents[Int.random(in: 0..<contents.count, using: &g)])
    }
}
