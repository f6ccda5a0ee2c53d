/// ColorPicker through the public host: the well presents the sheet, a swatch and the sliders write the binding live, opacity support, NaN components; goldens.
import AuroraRaster
import AuroraTestSupport
import Foundation
import Observation
import Testing
import Aurora

@MainActor @Observable
final class ColorPickerModel {
    var color = Color(red: 1, green: 0, blue: 0)
}

@MainActor
@Suite struct ColorPickerTests {
    private struct Picker: View {
        @Bindable var model: ColorPickerModel
        var supportsOpacity = true
        var body: some View {
            VStack {
                ColorPicker("Tint", selection: $model.color, supportsOpacity: supportsOpacity)
                Spacer()
            }
            .padding()
        }
    }

    /// A 240 × 460 screen at scale 1 with a 20-point status bar and a 10-point home indicator.
    private static let device = RenderDevice(name: "small phone", size: CGSize(width: 240, height: 460), scale: 1,
                                             safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 10, trailing: 0))
    /// The sheet's content width: the screen less 16 points each side.
    private static let contentWidth: CGFloat = 240 - 32

    private func components(_ color: Color) -> Color.Resolved { color.resolve(in: EnvironmentValues()) }

    /// Presents the sheet by tapping the well, 16 + 14 points in from the trailing edge on the label's line.
    private func presented(_ model: ColorPickerModel, supportsOpacity: Bool = true) throws -> ViewHost {
        let host = ViewHost(Picker(model: model, supportsOpacity: supportsOpacity), device: Self.device)
        let label = try #require(host.frame(ofText: "Tint"))
        host.tap(at: CGPoint(x: 240 - 16 - 14, y: label.midY))
        host.advance(by: 1)
        return host
    }

    /// The centre of the grid's swatch at `row`, `column`: the grid is 12 square columns across the
    /// content width and ends 16 points above the red slider's 31-point row.
    private func swatchCentre(row: Int, column: Int, in host: ViewHost) throws -> CGPoint {
        let red = try #require(host.frame(ofText: "Red"))
        let cell = Self.contentWidth / 12
        let gridBottom = red.midY - 31 / 2 - 16
        return CGPoint(x: 16 + (CGFloat(column) + 0.5) * cell, y: gridBottom - 10 * cell + (CGFloat(row) + 0.5) * cell)
    }

    @Test func tappingTheWellPresentsTheSheet() throws {
        let model = ColorPickerModel()
        let host = ViewHost(Picker(model: model), device: Self.device)
        #expect(host.frame(ofText: "Colors") == nil)
        let label = try #require(host.frame(ofText: "Tint"))
        #expect(label.minX == 16)
        host.tap(at: CGPoint(x: 240 - 16 - 14, y: label.midY))
        host.advance(by: 1)
        let title = try #require(host.frame(ofText: "Colors"))
        #expect(abs(title.midX - 120) < 1 && title.minY > 30, "the title is centred at the top of the card: \(title)")
        #expect(host.frame(ofText: "Opacity") != nil)
        #expect(host.frame(ofText: "255") != nil, "red's value")
    }

    @Test func tappingAGridSwatchWritesItsColourKeepingTheOpacity() throws {
        let model = ColorPickerModel()
        model.color = Color(red: 1, green: 0, blue: 0, opacity: 0.5)
        let host = try presented(model)
        let centre = try swatchCentre(row: 3, column: 7, in: host)
        let drawn = try host.render().pixel(x: Int(centre.x), y: Int(centre.y))
        host.tap(at: centre)
        let chosen = components(model.color)
        #expect(chosen.description == String(format: "#%02X%02X%02X80", drawn.red, drawn.green, drawn.blue),
                "the binding holds the swatch drawn there (\(drawn)), at the opacity it had: \(chosen)")
        #expect(host.frame(ofText: "Colors") != nil, "the sheet stays up")
    }

    @Test func draggingTheRedSliderChangesRedAlone() throws {
        let model = ColorPickerModel()
        let host = try presented(model)
        let red = try #require(host.frame(ofText: "Red"))
        // The slider sits between the 56-point label and the 40-point value, 8 points from each: 96 wide,
        // its 28-point thumb travelling 68; at red 1 the thumb's centre is 14 in from its right end.
        let thumb = CGPoint(x: 16 + 56 + 8 + 96 - 14, y: red.midY)
        host.drag(from: thumb, to: CGPoint(x: thumb.x - 34, y: thumb.y))
        let dragged = components(model.color)
        #expect(abs(dragged.red - 0.5) < 0.01 && dragged.green == 0 && dragged.blue == 0 && dragged.opacity == 1,
                "half the travel back is half red: \(dragged)")
        #expect(host.frame(ofText: "128") != nil, "the value label follows: 0.5 × 255")
    }

    @Test func withoutOpacitySupportThereIsNoOpacitySliderAndSwatchesAreOpaque() throws {
        let model = ColorPickerModel()
        model.color = Color(red: 0, green: 0, blue: 1, opacity: 0.25)
        let host = try presented(model, supportsOpacity: false)
        #expect(host.frame(ofText: "Colors") != nil)
        #expect(host.frame(ofText: "Opacity") == nil)
        #expect(host.frame(ofText: "Blue") != nil)
        host.tap(at: try swatchCentre(row: 0, column: 0, in: host))
        #expect(components(model.color).description == "#FFFFFFFF", "white, opaque: \(model.color)")
    }

    @Test func theCloseButtonDismissesTheSheet() throws {
        let model = ColorPickerModel()
        let host = try presented(model)
        let title = try #require(host.frame(ofText: "Colors"))
        // The close button is at the trailing edge of the title's line.
        host.tap(at: CGPoint(x: 240 - 16 - 12, y: title.midY))
        host.advance(by: 1)
        #expect(host.frame(ofText: "Colors") == nil)
    }

    @Test func componentsThatAreNotNumbersClamp() throws {
        let model = ColorPickerModel()
        model.color = Color(red: .nan, green: 7, blue: -3, opacity: .nan)
        let host = try presented(model)
        #expect(host.frame(ofText: "0%") != nil, "opacity NaN reads 0")
        #expect(host.frames(ofText: "0").count == 2, "red NaN and blue −3 read 0")
        #expect(host.frame(ofText: "255") != nil, "green 7 reads 255")
        let green = try #require(host.frame(ofText: "Green"))
        // Green at 1: its thumb 14 in from the slider's right end; dragging it a whole travel left gives 0.
        host.drag(from: CGPoint(x: 16 + 56 + 8 + 96 - 14, y: green.midY), to: CGPoint(x: 0, y: green.midY))
        let written = components(model.color)
        #expect(written.red == 0 && written.green == 0 && written.blue == 0 && written.opacity == 0, "every component written is a clamped number: \(written)")
        _ = try host.render()
    }

    @Test func goldens() throws {
        let model = ColorPickerModel()
        model.color = Color(red: 0.2, green: 0.6, blue: 0.9)
        let row = ViewHost(Picker(model: model), device: .canvas(width: 160, height: 60, scale: 2))
        let sheet = try presented(model)
        for (scheme, name) in [(ColorScheme.light, "light"), (.dark, "dark")] {
            row.colorScheme = scheme
            sheet.colorScheme = scheme
            GoldenImage.assertMatches(try row.render(), golden: "controls/color-picker-\(name)")
            GoldenImage.assertMatches(try sheet.render(), golden: "controls/color-picker-sheet-\(name)")
        }
    }
}
