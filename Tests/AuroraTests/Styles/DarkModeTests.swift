/// Dark mode: named colours, label colours, the default background and materials flip with `colorScheme`.
import AuroraDisplayList
import AuroraRaster
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct DarkModeTests {
    static func bytes(_ c: RGBAColor) -> [Int] { [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) } }

    static func fillColor<V: View>(_ view: V) -> RGBAColor? {
        let (list, _) = displayList(of: view, proposal: .unspecified)
        return flattenedFills(list).first?.color
    }

    // Source: iOS system colours, dark appearance (Human Interface Guidelines colour table).
    @Test func namedColoursHaveDarkVariants() {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(Self.bytes(Color.red.rgba(in: dark)) == [255, 69, 58])
        #expect(Self.bytes(Color.blue.rgba(in: dark)) == [10, 132, 255])
        #expect(Self.bytes(Color.green.rgba(in: dark)) == [48, 209, 88])
        #expect(Self.bytes(Color.primary.rgba(in: dark)) == [255, 255, 255])
        #expect(Self.bytes(Color.secondary.rgba(in: dark)) == [235, 235, 245] && Color.secondary.rgba(in: dark).alpha == 0.6)
        // Colours made from components do not change.
        #expect(Color(red: 0.2, green: 0.4, blue: 0.6).rgba(in: dark) == Color(red: 0.2, green: 0.4, blue: 0.6).rgba)
        #expect(Color.red.opacity(0.5).rgba(in: dark).alpha == 0.5)
        let resolved = Color.red.resolve(in: dark)
        #expect(abs(resolved.green - 69 / 255) < 1e-4)
    }

    @Test func theEnvironmentFlipsViews() {
        let light = Self.fillColor(Color.red.frame(width: 2, height: 2))
        let dark = Self.fillColor(Color.red.frame(width: 2, height: 2).environment(\.colorScheme, .dark))
        #expect(light.map(Self.bytes) == [255, 59, 48])
        #expect(dark.map(Self.bytes) == [255, 69, 58])
        #expect(Self.fillColor(Color.red.frame(width: 2, height: 2).preferredColorScheme(.dark)).map(Self.bytes) == [255, 69, 58])
        #expect(Self.fillColor(Color.red.frame(width: 2, height: 2).preferredColorScheme(nil)).map(Self.bytes) == [255, 59, 48])
    }

    @Test func theDefaultBackgroundIsBlackInTheDark() {
        let view = Color.clear.frame(width: 2, height: 2).background()
        #expect(Self.fillColor(view) == RGBAColor(red: 1, green: 1, blue: 1))
        #expect(Self.fillColor(view.environment(\.colorScheme, .dark)) == RGBAColor(red: 0, green: 0, blue: 0))
    }

    @Test func theForegroundIsWhiteInTheDark() throws {
        let view = Rectangle().frame(width: 4, height: 4)
        let pixmap = try #require(MaterialTests.render(view.background(Color.black).environment(\.colorScheme, .dark)))
        #expect(pixmap.pixel(x: 2, y: 2).red == 255)
    }

    @Test func materialsTintByScheme() {
        let view = Color.clear.frame(width: 2, height: 2).background(.regularMaterial)
        let (light, _) = displayList(of: view, proposal: .unspecified)
        let (dark, _) = displayList(of: view.preferredColorScheme(.dark), proposal: .unspecified)
        let row = MaterialTable.recipe(for: .regular)
        #expect(MaterialTests.backdrops(in: light).map(\.tint) == [row.light])
        #expect(MaterialTests.backdrops(in: dark).map(\.tint) == [row.dark])
        #expect(row.light.red > 0.9 && row.dark.red < 0.2)
    }
}
