/// List and Form through the public host: row metrics per style, sections, separators, edit mode deleting and moving rows, empty and 10,000-row lists.
import AuroraRaster
import AuroraTestSupport
import Foundation
import Observation
import Testing
import Aurora

@MainActor @Observable
final class ListModel {
    var fruits = ["Apple", "Banana", "Cherry", "Damson"]
    var editMode = EditMode.inactive
}

@MainActor
@Suite struct ListTests {
    private struct Fruits: View {
        @Bindable var model: ListModel
        var body: some View {
            List {
                Section("Fruit") {
                    ForEach(model.fruits, id: \.self) { Text($0) }
                        .onDelete { model.fruits.remove(atOffsets: $0) }
                        .onMove { model.fruits.move(fromOffsets: $0, toOffset: $1) }
                }
            }
            .environment(\.editMode, $model.editMode)
        }
    }

    @Test func insetGroupedRowsAreCardsWithRowsOf44Points() throws {
        let host = ContainerHost.make(Fruits(model: ListModel()))
        let apple = try #require(host.frame(ofText: "Apple"))
        let banana = try #require(host.frame(ofText: "Banana"))
        #expect(apple.minX == 32, "16 points of card margin and 16 of row padding")
        #expect(abs((banana.midY - apple.midY) - 44) < 0.01, "rows are 44 points apart")
        let header = try #require(host.frame(ofText: "Fruit"))
        #expect(header.minX == 32 && header.maxY < apple.minY - 11, "the header sits above the card, aligned with the rows")
        let frame = try host.render()
        #expect(frame.pixel(x: 8, y: Int(apple.midY)) == PremultipliedPixel(red: 242, green: 242, blue: 247, alpha: 255), "the grouped background")
        #expect(frame.pixel(x: 20, y: Int(apple.midY)) == PremultipliedPixel(red: 255, green: 255, blue: 255, alpha: 255), "the card")
        // The separator between Apple and Banana: a 1-pixel line from the text's start, not under the padding.
        let separatorY = Int(apple.midY + 22 - 1)
        #expect(frame.pixel(x: 24, y: separatorY) == PremultipliedPixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(frame.pixel(x: 40, y: separatorY).red < 230, "the separator is drawn from x = 32")
    }

    @Test func thePlainStyleIsFullWidthOnTheSystemBackground() throws {
        let host = ContainerHost.make(List(0..<3, id: \.self) { Text("Row \($0)") }.listStyle(.plain))
        let row = try #require(host.frame(ofText: "Row 0"))
        #expect(row.minX == 16)
        let frame = try host.render()
        #expect(frame.pixel(x: 4, y: Int(row.midY)) == PremultipliedPixel(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func editModeShowsDeleteButtonsThatRevealDelete() throws {
        let model = ListModel()
        let host = ContainerHost.make(Fruits(model: model))
        let resting = try #require(host.frame(ofText: "Banana"))
        model.editMode = .active
        host.advance(by: 1)
        let editing = try #require(host.frame(ofText: "Banana"))
        #expect(editing.minX == resting.minX + 22 + 16, "the minus button and its spacing push the text right")
        let frame = try host.render()
        let minus = frame.pixel(x: 32 + 4, y: Int(editing.midY))
        #expect(minus.red > 200 && minus.green < 100, "a red minus button at the row's start")
        host.tap(at: CGPoint(x: 32 + 11, y: editing.midY))
        host.advance(by: 1)
        #expect(model.fruits.count == 4, "the minus button only reveals Delete")
        #expect(host.tap(text: "Delete"))
        #expect(model.fruits == ["Apple", "Cherry", "Damson"])
    }

    @Test func dragTheHandleToMoveARow() throws {
        let model = ListModel()
        model.editMode = .active
        let host = ContainerHost.make(Fruits(model: model))
        let apple = try #require(host.frame(ofText: "Apple"))
        // The handle is 16 points from the card's trailing edge (200 - 16 - 16 - 12).
        let handle = CGPoint(x: 200 - 16 - 16 - 12, y: apple.midY)
        host.drag(from: handle, to: CGPoint(x: handle.x, y: handle.y + 2 * 44), duration: 0.3)
        #expect(model.fruits == ["Banana", "Cherry", "Apple", "Damson"])
        let cherry = try #require(host.frame(ofText: "Cherry"))
        host.drag(from: CGPoint(x: handle.x, y: cherry.midY), to: CGPoint(x: handle.x, y: cherry.midY - 500), duration: 0.3)
        #expect(model.fruits == ["Cherry", "Banana", "Apple", "Damson"], "a drag past the top stops at the first row")
    }

    @Test func editButtonTogglesTheStacksEditMode() throws {
        struct Editable: View {
            @Bindable var model: ListModel
            var body: some View {
                NavigationStack {
                    List {
                        ForEach(model.fruits, id: \.self) { Text($0) }.onDelete { model.fruits.remove(atOffsets: $0) }
                    }
                    .toolbar { EditButton() }
                    .navigationTitle("Fruit")
                }
            }
        }
        let host = ContainerHost.make(Editable(model: ListModel()))
        let apple = try #require(host.frame(ofText: "Apple"))
        #expect(host.tap(text: "Edit"))
        host.advance(by: 1)
        #expect(host.frame(ofText: "Done") != nil)
        let editing = try #require(host.frame(ofText: "Apple"))
        #expect(editing.minX == apple.minX + 38)
    }

    @Test func formIsAnInsetGroupedList() throws {
        let host = ContainerHost.make(Form { Section { Text("Name") } footer: { Text("Shown to others") } })
        let name = try #require(host.frame(ofText: "Name"))
        let footer = try #require(host.frame(ofText: "Shown to others"))
        #expect(name.minX == 32 && footer.minX == 32 && footer.minY > name.maxY + 11)
    }

    @Test func anEmptyListIsTheBackgroundAlone() throws {
        let host = ContainerHost.make(List { ForEach([String](), id: \.self) { Text($0) } })
        let frame = try host.render()
        #expect(frame.pixel(x: 100, y: 200) == PremultipliedPixel(red: 242, green: 242, blue: 247, alpha: 255))
    }

    @Test func aListOfTenThousandRowsScrolls() throws {
        let host = ContainerHost.make(List(0..<10_000, id: \.self) { Text("Row \($0)") }.listStyle(.plain))
        #expect(host.frame(ofText: "Row 0") != nil)
        host.scroll(by: CGVector(dx: 0, dy: -440), at: CGPoint(x: 100, y: 200))
        let row = try #require(host.frame(ofText: "Row 10"))
        #expect(abs(row.midY - (20 + 22)) < 1, "ten 44-point rows scrolled away")
    }

    /// Three sections of eight rows, each a literal `Section` or a custom view whose body is one.
    private struct Groups: View {
        var custom = false
        var body: some View {
            List {
                if custom {
                    ForEach(0..<3, id: \.self) { GroupSection(group: $0) }
                } else {
                    ForEach(0..<3, id: \.self) { group in
                        Section(header: Text("Group \(group)")) { ForEach(0..<8, id: \.self) { Text("Item \(group)-\($0)") } }
                    }
                }
            }
        }
    }

    /// A section as a view of its own, as `ForEach(groups) { GroupSection(group: $0) }` in SwiftUI.
    private struct GroupSection: View {
        let group: Int
        var body: some View {
            Section(header: Text("Group \(group)")) { ForEach(0..<8, id: \.self) { Text("Item \(group)-\($0)") } }
        }
    }

    @Test func thePlainStylePinsSectionHeadersTheInsetGroupedStyleDoesNot() throws {
        let plain = ContainerHost.make(Groups().listStyle(.plain))
        let header = try #require(plain.frame(ofText: "Group 0"))
        let row = try #require(plain.frame(ofText: "Item 0-3"))
        plain.scroll(by: CGVector(dx: 0, dy: -40), at: CGPoint(x: 100, y: 200))
        #expect(plain.frame(ofText: "Item 0-3")?.minY == row.minY - 40)
        #expect(plain.frame(ofText: "Group 0") == header, "pinned under the status bar while its rows scroll under it")
        // Section 0 is its header and eight 44-point rows long; the next section's header pushes the pinned one up.
        let sectionLength = try #require(plain.frame(ofText: "Group 1")).minY + 40 - header.minY
        #expect(sectionLength > 8 * 44 && sectionLength < 8 * 44 + 40)
        plain.scroll(by: CGVector(dx: 0, dy: -(sectionLength - 40 - 12)), at: CGPoint(x: 100, y: 200))
        let pushed = try #require(plain.frame(ofText: "Group 0"))
        let next = try #require(plain.frame(ofText: "Group 1"))
        #expect(abs(next.minY - (header.minY + 12)) < 0.01, "section 1's header in its place, 12 points below the top")
        #expect(abs(pushed.minY - (next.minY - (sectionLength - 8 * 44))) < 0.01 && pushed.minY < header.minY,
                "section 0's header (a header's length above section 1's) pushed up by it: \(pushed.minY)")
        let grouped = ContainerHost.make(Groups().listStyle(.insetGrouped))
        let groupedHeader = try #require(grouped.frame(ofText: "Group 0"))
        grouped.scroll(by: CGVector(dx: 0, dy: -40), at: CGPoint(x: 100, y: 200))
        #expect(grouped.frame(ofText: "Group 0")?.minY == groupedHeader.minY - 40, "an inset grouped list's headers scroll with their rows")
    }

    @Test func aForEachOfViewsWhoseBodyIsASectionListsSections() throws {
        for style in [AnyListStyle.plain, .insetGrouped] {
            let literal = ContainerHost.make(style.apply(Groups()))
            let custom = ContainerHost.make(style.apply(Groups(custom: true)))
            let labels = ["Group 0", "Item 0-0", "Item 0-7", "Group 1", "Item 1-0"]
            #expect(labels.map { custom.frame(ofText: $0) } == labels.map { literal.frame(ofText: $0) }, "\(style)")
            #expect(try custom.render().hasSamePixels(as: literal.render()), "\(style): the same headers, cards and separators")
            for host in [literal, custom] { host.scroll(by: CGVector(dx: 0, dy: -100), at: CGPoint(x: 100, y: 200)) }
            #expect(custom.frame(ofText: "Group 0") == literal.frame(ofText: "Group 0"), "\(style): pinned (plain) or scrolled alike")
        }
        let form = ContainerHost.make(Form { ForEach(0..<2, id: \.self) { GroupSection(group: $0) } })
        let first = try #require(form.frame(ofText: "Item 0-7"))
        let second = try #require(form.frame(ofText: "Group 1"))
        #expect(second.minY > first.maxY + 11, "a form's sections are separate cards with the header between")
    }

    @Test func goldens() throws {
        let model = ListModel()
        let host = ContainerHost.make(Fruits(model: model))
        for (scheme, name) in [(ColorScheme.light, "light"), (.dark, "dark")] {
            host.colorScheme = scheme
            GoldenImage.assertMatches(try host.render(), golden: "containers/list-inset-grouped-\(name)")
        }
        model.editMode = .active
        host.advance(by: 1)
        host.colorScheme = .light
        GoldenImage.assertMatches(try host.render(), golden: "containers/list-editing-light")
    }
}

/// The two list styles the section tests compare.
private enum AnyListStyle: CustomStringConvertible {
    case plain, insetGrouped

    @MainActor func apply(_ view: some View) -> AnyView {
        switch self {
        case .plain: AnyView(view.listStyle(.plain))
        case .insetGrouped: AnyView(view.listStyle(.insetGrouped))
        }
    }

    var description: String { self == .plain ? "plain" : "inset grouped" }
}
