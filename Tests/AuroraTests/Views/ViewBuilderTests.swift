/// ViewBuilder: any number of children, if/else, if let, switch, ForEach and availability checks.
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct ViewBuilderTests {
    enum Kind { case a, b, c }

    struct Many: View {
        var body: some View {
            HStack(spacing: 0) {
                Color.red.frame(width: 1, height: 1)
                Color.red.frame(width: 1, height: 1)
                Color.red.frame(width: 1, height: 1)
                Color.red.frame(width: 1, height: 1)
                Color.red.frame(width: 1, height: 1)
                Color.red.frame(width: 1, height: 1)
                Color.red.frame(width: 1, height: 1)
                Color.red.frame(width: 1, height: 1)
                Color.red.frame(width: 1, height: 1)
                Color.red.frame(width: 1, height: 1)
                Color.red.frame(width: 1, height: 1)
                Color.red.frame(width: 1, height: 1)
            }
        }
    }

    struct Branching: View {
        let kind: Kind
        let name: String?

        var body: some View {
            HStack(spacing: 0) {
                switch kind {
                case .a: Color.red.frame(width: 1, height: 1)
                case .b: Color.green.frame(width: 2, height: 1)
                case .c: Color.blue.frame(width: 3, height: 1)
                }
                if let name {
                    Color.orange.frame(width: CGFloat(name.count), height: 1)
                }
                if #available(macOS 10.15, *) {
                    Color.gray.frame(width: 10, height: 1)
                }
            }
        }
    }

    @Test func moreThanTenChildren() {
        #expect(displayList(of: Many(), proposal: .unspecified).1.width == 12)
    }

    @Test func switchIfLetAndAvailability() {
        #expect(displayList(of: Branching(kind: .a, name: nil), proposal: .unspecified).1.width == 11)
        #expect(displayList(of: Branching(kind: .c, name: "four"), proposal: .unspecified).1.width == 17)
    }

    @Test func forEachOverIdentifiableData() {
        struct Item: Identifiable {
            let id: Int
            let width: CGFloat
        }
        let items = [Item(id: 1, width: 3), Item(id: 2, width: 4)]
        let view = HStack(spacing: 1) { ForEach(items) { Color.red.frame(width: $0.width, height: 1) } }
        #expect(displayList(of: view, proposal: .unspecified).1.width == 8)
    }

    @Test func emptyBuilderIsEmptyView() {
        let view = VStack {}
        #expect(displayList(of: view, proposal: .unspecified).1 == .zero)
    }
}
