/// Sheets through the public host: the slide up over the dimmed screen, dismissing by binding and by a drag, onDismiss.
import AuroraRaster
import AuroraTestSupport
import Foundation
import Observation
import Testing
import Aurora

@MainActor @Observable
final class SheetModel {
    var isPresented = false
    var dismissals = 0
}

@MainActor
@Suite struct SheetTests {
    private struct Presenter: View {
        @Bindable var model: SheetModel
        var body: some View {
            VStack {
                Button("Show") { model.isPresented = true }
                    .sheet(isPresented: $model.isPresented, onDismiss: { model.dismissals += 1 }) {
                        Text("In the sheet")
                    }
                Spacer()
            }
        }
    }

    @Test func aSheetSlidesUpOverTheDimmedScreenAndIsDismissedByADrag() throws {
        let model = SheetModel()
        let host = ContainerHost.make(Presenter(model: model))
        #expect(host.tap(text: "Show"))
        host.advance(by: 0.1)
        let rising = try #require(host.frame(ofText: "In the sheet"))
        host.advance(by: 1)
        let settled = try #require(host.frame(ofText: "In the sheet"))
        #expect(rising.minY > settled.minY + 20, "mid-slide the sheet is lower: \(rising) \(settled)")
        #expect(abs(settled.midY - (20 + 10 + (400 - 30) / 2)) < 1, "the content is centred in the card, 10 points below the status bar: \(settled)")
        let frame = try host.render()
        let dimmed = frame.pixel(x: 100, y: 5)
        #expect(dimmed.red == 153 && dimmed.green == 153, "40 % black over white above the card: \(dimmed)")
        #expect(frame.pixel(x: 100, y: 100) == PremultipliedPixel(red: 255, green: 255, blue: 255, alpha: 255), "the card")
        host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 300), duration: 0.3)
        #expect(!model.isPresented)
        host.advance(by: 1)
        #expect(host.frame(ofText: "In the sheet") == nil)
        #expect(model.dismissals == 1)
    }

    @Test func goldens() throws {
        let model = SheetModel()
        let host = ContainerHost.make(Presenter(model: model))
        model.isPresented = true
        host.advance(by: 1)
        for (scheme, name) in [(ColorScheme.light, "light"), (.dark, "dark")] {
            host.colorScheme = scheme
            GoldenImage.assertMatches(try host.render(), golden: "containers/sheet-\(name)")
        }
    }
}
