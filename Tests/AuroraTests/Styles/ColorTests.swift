/// Colour values: SwiftUI's light-mode named colours, HSB, opacity, resolved linear components, gradients.
import AuroraDisplayList
import AuroraRaster
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct ColorTests {
    // Source: iOS system colours, light appearance (Human Interface Guidelines colour table).
    @Test func namedColoursHaveLightModeValues() {
        func bytes(_ c: Color) -> [Int] { [c.rgba.red, c.rgba.green, c.rgba.blue].map { Int(($0 * 255).rounded()) } }
        #expect(bytes(.red) == [255, 59, 48])
        #expect(bytes(.orange) == [255, 149, 0])
        #expect(bytes(.green) == [52, 199, 89])
        #expect(bytes(.blue) == [0, 122, 255])
        #expect(bytes(.indigo) == [88, 86, 214])
        #expect(bytes(.gray) == [142, 142, 147])
        #expect(Color.clear.rgba.alpha == 0)
    }

    @Test func hueSaturationBrightness() {
        let red = Color(hue: 0, saturation: 1, brightness: 1).rgba
        #expect(red == RGBAColor(red: 1, green: 0, blue: 0))
        let cyan = Color(hue: 0.5, saturation: 1, brightness: 1).rgba
        #expect(cyan == RGBAColor(red: 0, green: 1, blue: 1))
        #expect(Color(hue: .nan, saturation: 2, brightness: -1).rgba == RGBAColor(red: 0, green: 0, blue: 0))
    }

    @Test func opacityMultiplies() {
        #expect(Color.red.opacity(0.5).opacity(0.5).rgba.alpha == 0.25)
        #expect(Color.red.opacity(.nan).rgba.alpha == 1)
    }

    // Source: Color.Resolved components are linear sRGB (documented: Color.Resolved.linearRed).
    @Test func resolvedIsLinear() {
        let resolved = Color(red: 0.5, green: 0, blue: 1).resolve(in: EnvironmentValues())
        #expect(abs(resolved.linearRed - 0.21404) < 1e-4)
        #expect(abs(resolved.red - 0.5) < 1e-5)
        #expect(Color(.sRGBLinear, red: 0.21404, green: 0, blue: 0).rgba.red > 0.499)
    }

    @Test func customShapeStyleResolvesThroughEnvironment() {
        struct Themed: ShapeStyle {
            func resolve(in environment: EnvironmentValues) -> Color { environment.displayScale > 1 ? .purple : .pink }
        }
        let view = Rectangle().fill(Themed()).frame(width: 2, height: 2)
        let (list, _) = displayList(of: view.environment(\.displayScale, 2), proposal: .unspecified)
        #expect(flattenedFills(list).first?.color == Color.purple.rgba)
    }

    @Test func gradientPaintsUseTheShapeBounds() {
        let view = Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)).frame(width: 40, height: 10)
        let (list, _) = displayList(of: view, proposal: .unspecified)
        guard case .content(.shape(_, .linearGradient(let stops, let start, let end), _, _))? = list.items.first?.value else {
            Issue.record("expected a linear gradient")
            return
        }
        #expect(start == CGPoint(x: 0, y: 5) && end == CGPoint(x: 40, y: 5))
        #expect(stops.map(\.location) == [0, 1])
    }

    @Test func hierarchicalLevelsFollowACustomForeground() {
        let view = Rectangle().fill(.secondary).frame(width: 2, height: 2).foregroundStyle(.red)
        let (list, _) = displayList(of: view, proposal: .unspecified)
        #expect(flattenedFills(list).first?.color == Color.red.opacity(0.5).rgba)
        let tinted = Rectangle().fill(.tint).frame(width: 2, height: 2).tint(.orange)
        #expect(flattenedFills(displayList(of: tinted, proposal: .unspecified).0).first?.color == Color.orange.rgba)
    }
}
