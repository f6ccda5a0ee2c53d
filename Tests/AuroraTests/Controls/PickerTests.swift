/// Segmented pickers through the public host: a tap selects a segment's tag, the selection slides; goldens.
import AuroraTestSupport
import Foundation
import Testing
import Aurora

@MainActor
@Suite struct PickerTests {
    private struct Choice: View {
        @Bindable var model: ControlModel
        var body: some View {
            Picker("Size", selection: $model.selection) {
                Text("S").tag(0)
                Text("M").tag(1)
                ForEach(2..<4) { Text("L\($0)").tag($0) }
            }
            .pickerStyle(.segmented)
        }
    }

    @Test func aTapSelectsTheSegmentsTag() throws {
        let model = ControlModel()
        let host = ControlHost.make(Choice(model: model))
        host.tap(at: CGPoint(x: 75, y: 30))
        #expect(model.selection == 1)
        host.advance(by: 0.05)
        #expect(host.isAnimating, "the selection slides")
        host.tap(at: CGPoint(x: 190, y: 30))
        #expect(model.selection == 3)
        host.tap(at: CGPoint(x: 10, y: 30))
        #expect(model.selection == 0)
        host.advance(by: 1)
        let fresh = ControlHost.make(Choice(model: ControlModel()))
        #expect(try host.render().hasSamePixels(as: fresh.render()))
    }

    @Test func aDisabledPickerIgnoresTaps() {
        let model = ControlModel()
        let host = ControlHost.make(Choice(model: model).disabled(true))
        host.tap(at: CGPoint(x: 75, y: 30))
        #expect(model.selection == 0)
    }

    @Test func goldens() throws {
        let model = ControlModel()
        model.selection = 1
        try ControlHost.assertGoldens(ControlHost.make(Choice(model: model).padding(.horizontal)), "picker-segmented")
    }
}
