/// Issue 22: a type that is both `ShapeStyle` and `View` is drawn as SwiftUI draws it — a rectangle filled with the style — instead of trapping.
import AuroraRaster
import Testing
@testable import Aurora

/// A user's style that is also a view, with no `body` of its own (SwiftUI gives it one).
private struct BrandStyle: ShapeStyle, View {
    nonisolated func resolve(in environment: EnvironmentValues) -> some ShapeStyle { Color.orange }
}

@MainActor
@Suite struct ShapeStyleViewFillsARectangleIssue22Tests {
    private func pixels<V: View>(_ view: V) -> Pixmap? {
        ImageRenderer(content: view.frame(width: 30, height: 20)).pixmap
    }

    @Test func itsBodyIsARectangleFilledWithTheStyle() throws {
        let brand = try #require(pixels(BrandStyle()))
        let rectangle = try #require(pixels(Rectangle().fill(BrandStyle())))
        #expect(brand.width == 30 && brand.height == 20)
        #expect(brand.premultipliedRGBA == rectangle.premultipliedRGBA)
        #expect(brand.pixel(x: 15, y: 10).alpha == 255)
    }
}
