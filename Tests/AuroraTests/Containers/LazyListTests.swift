/// A `List` builds only the rows near the screen: 10,000 rows in every style and content shape, scrolled to the end, the first screen as a short list's.
import AuroraRaster
import AuroraTestSupport
import Foundation
import Observation
import Testing
import Aurora

/// Ten thousand rows to edit.
@MainActor @Observable
final class LongListModel {
    var rows = Array(0..<10_000)
    var editMode = EditMode.active
}

/// Counts the bodies of `CountedRow` evaluated, and which rows they were.
@MainActor
final class RowBodyCounter {
    var count = 0
    var rows: Set<Int> = []
}

@MainActor
@Suite struct LazyListTests {
    /// A list row whose body counts itself.
    private struct CountedRow: View {
        let index: Int
        let counter: RowBodyCounter
        var body: some View {
            counter.count += 1
            counter.rows.insert(index)
            return Text("Row \(index)")
        }
    }

    /// The content shapes of a list of `count` rows (`sectioned`: in sections of 100 under "Section n" headers).
    private enum Shape: CaseIterable, CustomStringConvertible {
        case data, forEach, sectioned

        var description: String {
            switch self {
            case .data: "List(data)"
            case .forEach: "List { ForEach }"
            case .sectioned: "List { ForEach { Section } }"
            }
        }
    }

    private enum Style: CaseIterable {
        case plain, insetGrouped, grouped, inset
    }

    /// The labels of the host's accessibility elements, in order.
    private func labels(_ host: ViewHost) -> [String] {
        func collect(_ nodes: [AccessibilityNode]) -> [String] { nodes.flatMap { [$0.label ?? "-"] + collect($0.children) } }
        return collect(host.accessibilityTree())
    }

    @ViewBuilder
    private static func list(_ shape: Shape, count: Int, counter: RowBodyCounter) -> some View {
        switch shape {
        case .data:
            List(0..<count, id: \.self) { CountedRow(index: $0, counter: counter) }
        case .forEach:
            List { ForEach(0..<count, id: \.self) { CountedRow(index: $0, counter: counter) } }
        case .sectioned:
            List {
                ForEach(0..<(count / 100), id: \.self) { section in
                    Section("Section \(section)") {
                        ForEach((section * 100)..<(section * 100 + 100), id: \.self) { CountedRow(index: $0, counter: counter) }
                    }
                }
            }
        }
    }

    private static func styled(_ view: some View, _ style: Style) -> AnyView {
        switch style {
        case .plain: AnyView(view.listStyle(.plain))
        case .insetGrouped: AnyView(view.listStyle(.insetGrouped))
        case .grouped: AnyView(view.listStyle(.grouped))
        case .inset: AnyView(view.listStyle(.inset))
        }
    }

    @Test func tenThousandRowsBuildOnlyThoseNearTheScreenInEveryStyleAndShape() throws {
        for shape in Shape.allCases {
            for style in Style.allCases {
                let counter = RowBodyCounter()
                let host = ContainerHost.make(Self.styled(Self.list(shape, count: 10_000, counter: counter), style))
                _ = try host.render()
                // The 400-point screen holds nine 44-point rows; a quarter of it (100 points) is built
                // beyond each edge. A body is evaluated again when the window moves while its row stays.
                #expect(counter.rows.count <= 16 && counter.count <= 60, "\(shape), \(style): \(counter.rows.count) rows, \(counter.count) bodies")
                #expect(host.frame(ofText: "Row 0") != nil && host.frame(ofText: "Row 40") == nil, "\(shape), \(style)")
                counter.rows = []
                // Six frames of a trackpad scroll of 100 rows build the rows near each frame's screen.
                host.scroll(by: CGVector(dx: 0, dy: -4_400), at: CGPoint(x: 100, y: 200))
                _ = try host.render()
                #expect(counter.rows.allSatisfy { $0 < 125 } && counter.rows.count <= 125, "\(shape), \(style): \(counter.rows.sorted())")
                #expect(host.frame(ofText: "Row 0") == nil, "\(shape), \(style): the first rows scrolled away are let go")
            }
        }
    }

    @Test func draggingToTheEndShowsTheLastRowAboveTheHomeIndicator() throws {
        for shape in Shape.allCases {
            for style in [Style.plain, .insetGrouped] {
                let counter = RowBodyCounter()
                let host = ContainerHost.make(Self.styled(Self.list(shape, count: 10_000, counter: counter), style))
                for _ in 0..<3 { host.scroll(by: CGVector(dx: 0, dy: -1_000_000), at: CGPoint(x: 100, y: 200)) }
                // Past the end the content stretches; it settles back once the fingers lift.
                host.advance(by: 2)
                let last = try #require(host.frame(ofText: "Row 9999"), "\(shape), \(style): \(labels(host))")
                let before = try #require(host.frame(ofText: "Row 9998"), "\(shape), \(style)")
                #expect(abs(last.midY - before.midY - 44) < 0.01, "\(shape), \(style): rows 44 points apart")
                // The content ends 10 points (the home indicator) above the screen's bottom: in the
                // grouped styles after the section spacing (35) below the last card.
                let end: CGFloat = style == .plain ? 390 : 390 - 35
                #expect(abs(last.midY - (end - 21.5)) < 0.01, "\(shape), \(style): the last row ends the content: \(last)")
                #expect(counter.rows.count <= 400, "\(shape), \(style): \(counter.rows.count) rows built on the way")
            }
        }
    }

    @Test func scrollToTheLastIdShowsItAtTheAnchor() throws {
        struct Jumping: View {
            let counter: RowBodyCounter
            var body: some View {
                ScrollViewReader { proxy in
                    List(0..<10_000, id: \.self) { CountedRow(index: $0, counter: counter) }
                        .listStyle(.plain)
                        .overlay(alignment: .topLeading) {
                            Color.red.frame(width: 40, height: 40).onTapGesture { proxy.scrollTo(9_999, anchor: .top) }
                        }
                }
            }
        }
        let counter = RowBodyCounter()
        let host = ContainerHost.make(Jumping(counter: counter))
        host.tap(at: CGPoint(x: 20, y: 40))
        host.advance(by: 1)
        // The last row cannot reach the top: the list ends with it, 10 points above the screen's bottom.
        let last = try #require(host.frame(ofText: "Row 9999"), "\(labels(host))")
        #expect(abs(last.midY - (390 - 21.5)) < 0.01, "\(last)")
        #expect(abs(try #require(host.frame(ofText: "Row 9995")).midY - (last.midY - 4 * 44)) < 0.01)
        #expect(counter.rows.count <= 40, "\(counter.rows.sorted()) built")
    }

    @Test func theFirstScreenIsAShortListsInEveryStyle() throws {
        for shape in Shape.allCases {
            for style in Style.allCases {
                let long = ContainerHost.make(Self.styled(Self.list(shape, count: 10_000, counter: RowBodyCounter()), style))
                let short = ContainerHost.make(Self.styled(Self.list(shape, count: 100, counter: RowBodyCounter()), style))
                let labels = ["Section 0", "Row 0", "Row 1", "Row 5", "Row 7"]
                #expect(labels.map { long.frame(ofText: $0) } == labels.map { short.frame(ofText: $0) }, "\(shape), \(style)")
                #expect(try long.render().hasSamePixels(as: short.render()), "\(shape), \(style): the same rows, cards and separators")
            }
        }
    }

    @Test func rowsAreWhereTheStyleSaysUnderTheStatusBar() throws {
        let plain = ContainerHost.make(Self.styled(Self.list(.data, count: 10_000, counter: RowBodyCounter()), .plain))
        let grouped = ContainerHost.make(Self.styled(Self.list(.data, count: 10_000, counter: RowBodyCounter()), .insetGrouped))
        for index in 0..<8 {
            let row = try #require(plain.frame(ofText: "Row \(index)"))
            // Text 21 points tall in a 44-point row: its middle half a point below the row's.
            #expect(abs(row.midY - (20 + 22.5 + 44 * CGFloat(index))) < 0.01 && row.minX == 16, "plain row \(index): \(row)")
            let card = try #require(grouped.frame(ofText: "Row \(index)"))
            #expect(abs(card.midY - (20 + 35 + 22.5 + 44 * CGFloat(index))) < 0.01 && card.minX == 32, "inset grouped row \(index): \(card)")
        }
    }

    @Test func aPlainListOfSectionsPinsTheHeaderOfTheSectionUnderTheTop() throws {
        let host = ContainerHost.make(Self.styled(Self.list(.sectioned, count: 10_000, counter: RowBodyCounter()), .plain))
        let header = try #require(host.frame(ofText: "Section 0"))
        // Section 50 starts after 50 headers (at least 28 points each) and 5,000 rows.
        host.scroll(by: CGVector(dx: 0, dy: -(50 * 28 + 5_000 * 44 + 100)), at: CGPoint(x: 100, y: 200))
        let pinned = host.frames(ofText: "Section 50").first ?? host.frames(ofText: "Section 49").first
        #expect(pinned.map { abs($0.minY - header.minY) < 1 } == true, "a header pinned under the status bar: \(String(describing: pinned))")
    }

    @Test func editModeDeletesARowFarDownALongList() throws {
        struct Editable: View {
            @Bindable var model: LongListModel
            var body: some View {
                List {
                    ForEach(model.rows, id: \.self) { Text("Row \($0)") }
                        .onDelete { model.rows.remove(atOffsets: $0) }
                }
                .environment(\.editMode, $model.editMode)
            }
        }
        let model = LongListModel()
        let host = ContainerHost.make(Editable(model: model))
        host.scroll(by: CGVector(dx: 0, dy: -44 * 5_000), at: CGPoint(x: 100, y: 200))
        let row = try #require(host.frames(ofText: "Row 5003").first, "\(labels(host))")
        host.tap(at: CGPoint(x: 32 + 11, y: row.midY))
        host.advance(by: 1)
        #expect(host.tap(text: "Delete"))
        #expect(model.rows.count == 9_999 && !model.rows.contains(5_003) && model.rows.contains(5_002))
    }
}
