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

/// Options of a picker made by `ForEach` without tags: each stands for its element's id.
private enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, mint
    var id: Self { self }
}

@MainActor
@Suite struct PickerImplicitTagTests {
    private struct Flavors: View {
        @State var flavor = Flavor.vanilla
        let seen: ControlModel
        var body: some View {
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases) { Text($0.rawValue.prefix(1).uppercased()) }
            }
            .onChange(of: flavor) { _, flavor in seen.log.append(flavor.rawValue) }
        }
    }

    @Test func forEachElementsStandForTheirIDs() {
        let seen = ControlModel()
        let host = ControlHost.make(Flavors(seen: seen))
        host.tap(at: CGPoint(x: 170, y: 30))
        host.tap(at: CGPoint(x: 100, y: 30))
        #expect(seen.log == ["mint", "chocolate"])
    }
}
