/// A shape's own blend mode draws the pixels of a blend-mode effect around that shape alone,
/// wherever it sits: on the canvas, under opacity, in groups, under another blend mode.
@_spi(Testing) @testable import AuroraRender
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import AuroraTestSupport
import Foundation
import Testing

@Suite struct ShapeBlendModeRenderTests {
    private typealias S = DisplayListRenderSupport

    /// Stripes of colour, half transparent at the bottom, for the shapes to blend with.
    private static let backdrop = [
        S.fill(0, 0, 16, 48, S.red), S.fill(16, 0, 16, 48, S.yellow), S.fill(32, 0, 16, 48, S.green),
        S.fill(0, 48, 48, 16, RGBAColor(red: 0.1, green: 0.3, blue: 1, alpha: 0.5)),
    ]

    /// An ellipse over the stripes, with `mode` as its own, or as an effect around it.
    private static func ellipse(_ mode: BlendMode, own: Bool, paint: DisplayList.Paint = .color(S.blue)) -> DisplayList.Item {
        let path = BezierPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 36))
        if own {
            return S.content(6, 20, 40, 36, .shape(path: path, paint: paint, style: .fill(FillStyle()), blendMode: mode))
        }
        return S.effect(0, 0, 64, 64, mode == .normal ? .compositingGroup : .blendMode(mode),
                        [S.content(6, 20, 40, 36, .shape(path: path, paint: paint, style: .fill(FillStyle())))])
    }

    /// The places a drawing can sit: alone, under opacity, in a group, under another mode, moved and clipped.
    private static func placements(_ drawing: DisplayList.Item) -> [[DisplayList.Item]] {
        [
            backdrop + [drawing],
            backdrop + [S.effect(0, 0, 64, 64, .opacity(0.6), [drawing])],
            backdrop + [S.effect(0, 0, 64, 64, .compositingGroup, [S.fill(20, 0, 20, 64, S.yellow), drawing])],
            backdrop + [S.effect(0, 0, 64, 64, .blendMode(.difference), [drawing])],
            backdrop + [S.effect(4, 2, 60, 60, .clip(BezierPath(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 54)), FillStyle()),
                                 [S.effect(0, 0, 64, 64, .transform(CGAffineTransform(rotationAngle: 0.3)), [drawing])])],
        ]
    }

    @Test("own mode = effect around the shape",
          arguments: [BlendMode.multiply, .screen, .overlay, .difference, .plusLighter, .hue, .luminosity, .sourceAtop])
    func ownModeDrawsAsTheEffect(mode: BlendMode) throws {
        let own = Self.placements(Self.ellipse(mode, own: true))
        let effect = Self.placements(Self.ellipse(mode, own: false))
        for (index, (a, b)) in zip(own, effect).enumerated() {
            let drawn = try S.render(a), expected = try S.render(b)
            #expect(drawn.hasSamePixels(as: expected), "\(mode), placement \(index)")
        }
        // A gradient paint blends the same way.
        let gradient = DisplayList.Paint.linearGradient(stops: S.rainbow, start: .zero, end: CGPoint(x: 40, y: 0))
        let drawn = try S.render(Self.backdrop + [Self.ellipse(mode, own: true, paint: gradient)])
        let expected = try S.render(Self.backdrop + [Self.ellipse(mode, own: false, paint: gradient)])
        #expect(drawn.hasSamePixels(as: expected), "\(mode), gradient")
    }

    @Test func aBlendedShapeIsABlendModeForGroupsAndOpacity() {
        let blended = DisplayList(items: [Self.ellipse(.screen, own: true)])
        #expect(blended.containsBlendMode)
        #expect(!DisplayList(items: [Self.ellipse(.normal, own: true)]).containsBlendMode)
        #expect(DisplayList(items: [S.effect(0, 0, 64, 64, .mask(blended), [S.fill(0, 0, 8, 8, S.red)])]).containsBlendMode)
        // Alone or among others, a blended shape never takes an opacity on its paint.
        #expect(!OpacityFolding.canFold(blended))
        #expect(!OpacityFolding.canFold(DisplayList(items: [S.fill(60, 60, 2, 2, S.red), Self.ellipse(.screen, own: true)])))
        #expect(OpacityFolding.canFold(DisplayList(items: [Self.ellipse(.normal, own: true)])))
    }
}
