/// Materials: the display list they build, and their pixels — blur of what is behind, light and dark tints, thickness order.
import AuroraDisplayList
import AuroraRaster
import AuroraTestSupport
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct MaterialTests {
    static func render<V: View>(_ view: V, scale: CGFloat = 1) -> Pixmap? {
        let renderer = ImageRenderer(content: view)
        renderer.scale = scale
        return renderer.pixmap
    }

    static func red(_ p: Pixmap, _ x: Int, _ y: Int) -> Int { Int(p.pixel(x: x, y: y).red) }

    /// Black left half, white right half, `width` × 40.
    static func edge(width: CGFloat = 80) -> some View {
        HStack(spacing: 0) { Color.black; Color.white }.frame(width: width, height: 40)
    }

    @Test func backgroundMaterialBuildsABackdropWithTheTablesRecipe() {
        let (list, _) = displayList(of: Color.clear.frame(width: 20, height: 10).background(.thinMaterial), proposal: .unspecified)
        let backdrops = Self.backdrops(in: list)
        let thin = MaterialTable.recipe(for: .thin)
        #expect(backdrops == [DisplayList.Backdrop(blurRadius: thin.blur, saturation: thin.saturation, tint: thin.light)])
    }

    @Test func materialWorksAsFillForegroundAndShapedBackground() {
        let views: [AnyView] = [
            AnyView(Circle().fill(.regularMaterial).frame(width: 10, height: 10)),
            AnyView(Rectangle().frame(width: 10, height: 10).foregroundStyle(.ultraThickMaterial)),
            AnyView(Color.clear.frame(width: 10, height: 10).background(.bar, in: RoundedRectangle(cornerRadius: 3))),
            AnyView(Color.clear.frame(width: 10, height: 10).background(AnyShapeStyle(Material.ultraThin))),
        ]
        for view in views {
            let (list, _) = displayList(of: view, proposal: .unspecified)
            #expect(Self.backdrops(in: list).count == 1)
        }
    }

    @Test func aSharpEdgeBehindTheMaterialBecomesSoft() throws {
        let plain = try #require(Self.render(Self.edge()))
        #expect(Self.red(plain, 39, 20) == 0 && Self.red(plain, 40, 20) == 255)
        let frosted = try #require(Self.render(Self.edge().overlay { Rectangle().fill(.ultraThinMaterial) }))
        let row = (30...50).map { Self.red(frosted, $0, 20) }
        #expect(zip(row, row.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(row.last! - row.first! > 40, "the edge is still visible as a gradient")
        #expect(Self.red(frosted, 40, 20) - Self.red(frosted, 39, 20) < 15, "no step at the edge")
    }

    @Test func lightMaterialsLightenAndDarkMaterialsDarken() throws {
        let grey = Color(white: 0.5).frame(width: 20, height: 20)
        let light = try #require(Self.render(grey.overlay { Rectangle().fill(.thinMaterial) }))
        let dark = try #require(Self.render(grey.overlay { Rectangle().fill(.thinMaterial) }.environment(\.colorScheme, .dark)))
        #expect(Self.red(light, 10, 10) > 128 + 40)
        #expect(Self.red(dark, 10, 10) < 128 - 40)
    }

    @Test func thickerMaterialsAreMoreOpaque() throws {
        // Over black, a light material's brightness is its tint's coverage: it must grow with thickness.
        let order: [Material] = [.ultraThin, .thin, .regular, .thick, .ultraThick]
        var levels: [Int] = []
        for material in order {
            let p = try #require(Self.render(Color.black.frame(width: 16, height: 16).overlay { Rectangle().fill(material) }))
            levels.append(Self.red(p, 8, 8))
        }
        #expect(zip(levels, levels.dropFirst()).allSatisfy { $0 < $1 }, "\(levels)")
        // Over white in the dark appearance, thicker means darker.
        var darkLevels: [Int] = []
        for material in order {
            let view = Color.white.frame(width: 16, height: 16).overlay { Rectangle().fill(material) }.preferredColorScheme(.dark)
            darkLevels.append(Self.red(try #require(Self.render(view)), 8, 8))
        }
        #expect(zip(darkLevels, darkLevels.dropFirst()).allSatisfy { $0 > $1 }, "\(darkLevels)")
    }

    @Test func colourBehindShowsThroughMoreVividly() throws {
        let muted = Color(red: 0.7, green: 0.45, blue: 0.45).frame(width: 20, height: 20)
        let p = try #require(Self.render(muted.overlay { Rectangle().fill(.ultraThinMaterial) }))
        let pixel = p.pixel(x: 10, y: 10)
        // The tint alone would pull red and green together; the saturation boost keeps them apart.
        #expect(Int(pixel.red) - Int(pixel.green) > Int(0.25 * 255 * 0.7))
    }

    @Test func theMaterialFollowsTheBackgroundShape() throws {
        let view = Self.edge(width: 40).background(Color.black)
            .overlay { Color.clear.frame(width: 30, height: 30).background(.regularMaterial, in: Circle()) }
        let p = try #require(Self.render(view))
        #expect(Self.red(p, 20, 20) > 100, "the circle is frosted")
        #expect(Self.red(p, 6, 6) == 0 && Self.red(p, 34, 6) == 255, "the corners are not")
    }

    /// The backdrop recipes in `list`, in order, nested lists included.
    static func backdrops(in list: DisplayList) -> [DisplayList.Backdrop] {
        var found: [DisplayList.Backdrop] = []
        var stack = [list]
        while let next = stack.popLast() {
            for item in next.items {
                guard case .effect(let effect, let inner) = item.value else { continue }
                if case .backdrop(let recipe) = effect { found.append(recipe) }
                stack.append(inner)
            }
        }
        return found
    }
}
