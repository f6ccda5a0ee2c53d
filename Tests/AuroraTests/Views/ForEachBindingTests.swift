/// `ForEach($items) { $item in … }`: each row's binding reads and writes its element; a row outliving its element keeps its last value and drops writes.
import Foundation
import Observation
import Testing
import Aurora

@MainActor @Observable
final class ForEachBindingModel {
    struct Item: Identifiable {
        var id: Int
        var isOn: Bool
    }

    var items = [Item(id: 0, isOn: false), Item(id: 1, isOn: false), Item(id: 2, isOn: true)]
}

@MainActor
@Suite struct ForEachBindingTests {
    @Test func aRowsBindingWritesItsElement() {
        struct Switches: View {
            @Bindable var model: ForEachBindingModel
            var body: some View {
                VStack(spacing: 0) {
                    ForEach($model.items) { $item in
                        Toggle("Item \(item.id)", isOn: $item.isOn).frame(height: 40)
                    }
                }
            }
        }
        let model = ForEachBindingModel()
        let host = ViewHost(Switches(model: model), device: .canvas(width: 200, height: 120, scale: 1))
        // The second row's switch: 51 points wide at the trailing edge, the row 40 points tall.
        host.tap(at: CGPoint(x: 200 - 25, y: 60))
        #expect(model.items.map(\.isOn) == [false, true, true])
    }

    @Test func aRowOutlivingItsElementKeepsItsLastValueAndDropsWrites() {
        let model = ForEachBindingModel()
        var rows: [Binding<ForEachBindingModel.Item>] = []
        func row(_ item: Binding<ForEachBindingModel.Item>) -> EmptyView {
            rows.append(item)
            return EmptyView()
        }
        let each = ForEach(Bindable(model).items) { item in row(item) }
        for element in each.data { _ = each.content(element) }
        #expect(rows.map(\.wrappedValue.id) == [0, 1, 2])
        rows[1].wrappedValue.isOn = true
        #expect(model.items[1].isOn)
        model.items.remove(at: 0)
        #expect(rows[0].wrappedValue.id == 0, "removed: the last value")
        rows[0].wrappedValue.isOn = true
        rows[2].wrappedValue.isOn = false
        #expect(model.items.map(\.isOn) == [true, true], "writes through rows whose index now holds another element are dropped")
    }
}
