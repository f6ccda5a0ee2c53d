/// Hierarchical styles: SwiftUI's level colours and opacities, levels of custom styles, and vibrancy on materials.
import AuroraDisplayList
import AuroraRaster
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct HierarchicalShapeStyleTests {
    static let levels: [HierarchicalShapeStyle] = [.primary, .secondary, .tertiary, .quaternary, .quinary]

    /// The paint of a 2×2 rectangle filled with `style` inside `wrap`.
    static func paint<S: ShapeStyle>(_ style: S, scheme: ColorScheme = .light, foreground: (any ShapeStyle)? = nil) -> DisplayList.Paint? {
        let shape = Rectangle().fill(style).frame(width: 2, height: 2)
        let view = foreground.map { AnyView(shape.foregroundStyle(AnyShapeStyle($0))) } ?? AnyView(shape)
        let (list, _) = displayList(of: view.environment(\.colorScheme, scheme), proposal: .unspecified)
        guard case .content(.shape(_, let paint, _, _))? = list.items.first?.value else { return nil }
        return paint
    }

    // Source: iOS label colours (UIColor.label … quaternaryLabel), as OpenSwiftUI's system colour table lists them.
    @Test func defaultLevelsAreTheLabelColours() {
        let grey = (60.0 / 255, 60.0 / 255, 67.0 / 255)
        let expected: [RGBAColor] = [
            RGBAColor(red: 0, green: 0, blue: 0),
            RGBAColor(red: Float(grey.0), green: Float(grey.1), blue: Float(grey.2), alpha: 0.6),
            RGBAColor(red: Float(grey.0), green: Float(grey.1), blue: Float(grey.2), alpha: 0.3),
            RGBAColor(red: Float(grey.0), green: Float(grey.1), blue: Float(grey.2), alpha: 0.18),
            RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.05),
        ]
        for (style, color) in zip(Self.levels, expected) {
            #expect(Self.paint(style) == .color(color))
        }
    }

    @Test func darkLevelsAreTheDarkLabelColours() {
        let alphas: [Float] = [1, 0.6, 0.3, 0.16, 0.05]
        for (style, alpha) in zip(Self.levels, alphas) {
            guard case .color(let c)? = Self.paint(style, scheme: .dark) else {
                Issue.record("no colour")
                continue
            }
            #expect(c.alpha == alpha)
            #expect(c.red > 0.9 && c.blue >= c.red)
        }
    }

    @Test func aColourForegroundGivesItsLevels() {
        let purple = Color.purple.rgba
        let opacities: [Float] = [1, 0.5, 0.25, 0.18, 0.18]
        for (style, opacity) in zip(Self.levels, opacities) {
            #expect(Self.paint(style, foreground: Color.purple) == .color(purple.withOpacity(opacity)))
        }
    }

    @Test func aGradientForegroundGivesItsLevels() {
        let gradient = LinearGradient(colors: [.blue, .teal], startPoint: .leading, endPoint: .trailing)
        guard case .linearGradient(let stops, _, _)? = Self.paint(HierarchicalShapeStyle.tertiary, foreground: gradient) else {
            Issue.record("expected a gradient")
            return
        }
        #expect(stops.map(\.color.alpha) == [0.25, 0.25])
        #expect(stops.first?.color.blue == Color.blue.rgba.blue)
    }

    @Test func instanceLevelsOfAStyle() {
        #expect(Self.paint(Color.red.secondary) == .color(Color.red.rgba.withOpacity(0.5)))
        #expect(Self.paint(Color.red.quaternary) == .color(Color.red.rgba.withOpacity(0.18)))
    }

    @Test func aLevelSetAsForegroundStyleIsTheEnclosingForegroundsLevel() {
        // `.foregroundStyle(.secondary)` inside `.foregroundStyle(.green)`: the primary level becomes green's secondary.
        let view = Rectangle().fill(.primary).frame(width: 2, height: 2).foregroundStyle(.secondary).foregroundStyle(.green)
        let (list, _) = displayList(of: view, proposal: .unspecified)
        guard case .content(.shape(_, let paint, _, _))? = list.items.first?.value else {
            Issue.record("no shape")
            return
        }
        #expect(paint == .color(Color.green.rgba.withOpacity(0.5)))
    }

    @Test func onAMaterialTheSecondaryLevelsAreVibrant() {
        let view = VStack(spacing: 0) {
            Rectangle().fill(.primary).frame(width: 4, height: 2)
            Rectangle().fill(.secondary).frame(width: 4, height: 2)
            Rectangle().fill(.tertiary).frame(width: 4, height: 2)
            Rectangle().fill(.quaternary).frame(width: 4, height: 2)
            Rectangle().fill(.quinary).frame(width: 4, height: 2)
        }
        .background(.thinMaterial)
        let (list, _) = displayList(of: view, proposal: .unspecified)
        let modes = Self.blendModes(in: list)
        #expect(modes == [.plusDarker, .plusDarker, .plusDarker], "secondary, tertiary and quaternary only")
        let (darkList, _) = displayList(of: view.environment(\.colorScheme, .dark), proposal: .unspecified)
        #expect(Self.blendModes(in: darkList) == [.plusLighter, .plusLighter, .plusLighter])
        // Off a material, the same levels are plain colours.
        let (plain, _) = displayList(of: Rectangle().fill(.secondary).frame(width: 4, height: 2), proposal: .unspecified)
        #expect(Self.blendModes(in: plain).isEmpty)
    }

    @Test func aCustomForegroundColourOptsOutOfVibrancy() {
        let view = Rectangle().fill(.secondary).frame(width: 4, height: 2).foregroundStyle(.red).background(.thinMaterial)
        let (list, _) = displayList(of: view, proposal: .unspecified)
        #expect(Self.blendModes(in: list).isEmpty)
    }

    @Test func vibrantContentKeepsTheHueBehindWhereAPlainColourDoesNot() throws {
        // A saturated red field under a thin material; a bar of `.secondary` on the material (vibrant)
        // against the same bar in a fixed grey of the same level (opted out).
        func bar<S: ShapeStyle>(_ style: S) -> some View {
            Color(red: 0.95, green: 0.2, blue: 0.3).frame(width: 40, height: 20)
                .overlay { Rectangle().fill(style).frame(width: 20, height: 10).frame(width: 40, height: 20).background(.thinMaterial) }
        }
        let vibrant = try #require(MaterialTests.render(bar(HierarchicalShapeStyle.secondary)))
        let plain = try #require(MaterialTests.render(bar(Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6))))
        let v = vibrant.pixel(x: 20, y: 10), p = plain.pixel(x: 20, y: 10)
        #expect(Int(v.red) - Int(v.green) > Int(p.red) - Int(p.green) + 10, "vibrant \(v) vs plain \(p)")
        // Both darken the material: the vibrant level has about the plain level's lightness.
        let material = vibrant.pixel(x: 2, y: 2)
        #expect(v.red < material.red && p.red < material.red)
    }

    /// The blend modes of the blend-mode effects in `list`, in order.
    static func blendModes(in list: DisplayList) -> [AuroraRaster.BlendMode] {
        var modes: [AuroraRaster.BlendMode] = []
        func walk(_ list: DisplayList) {
            for item in list.items {
                guard case .effect(let effect, let inner) = item.value else { continue }
                if case .blendMode(let mode) = effect { modes.append(mode) }
                walk(inner)
            }
        }
        walk(list)
        return modes
    }
}
