/// Pinned section headers and footers in lazy stacks and grids, through the public host: where they sit at several scroll offsets.
import Testing
import Aurora

/// What the headers and rows of a sectioned list report as they appear.
@MainActor
private final class SectionLog {
    var headers: [Int] = []
    var rows: [Int] = []
}

@MainActor
@Suite struct PinnedScrollableViewsTests {
    /// Three sections of a 30-point red header, ten 20-point blue rows and a 10-point green footer
    /// (240 points each) in a 200-point scroll view.
    private func sections(_ pinned: PinnedScrollableViews) -> some View {
        ScrollView {
            LazyVStack(spacing: 0, pinnedViews: pinned) {
                ForEach(0..<3, id: \.self) { _ in Self.section }
            }
        }
    }

    /// One section: a 30-point red header, ten 20-point blue rows, a 10-point green footer.
    private static var section: some View {
        Section {
            ForEach(0..<10, id: \.self) { _ in Color.blue.frame(height: 20) }
        } header: {
            Color.red.frame(height: 30)
        } footer: {
            Color.green.frame(height: 10)
        }
    }

    /// The frames the scroll view draws (inside its clip), in drawing order.
    private func drawn(_ host: ViewHost) -> [CGRect] {
        guard case .effect(_, let inner)? = host.displayList.items.first?.value else { return [] }
        return inner.items.map(\.frame)
    }

    /// The tops of the drawn views `height` points tall (headers 30, footers 10), top to bottom.
    private func tops(_ host: ViewHost, height: CGFloat) -> [CGFloat] {
        drawn(host).filter { $0.height == height }.map(\.minY).sorted()
    }

    @Test func aHeaderSticksToTheTopAndIsPushedUpByTheNextSection() {
        let host = canvasHost(sections([.sectionHeaders]))
        // Section 1's header (240) is built: it is inside the window (the region and 50 points below).
        #expect(tops(host, height: 30) == [0, 240])
        wheel(host, -100)
        // Visible 100…300: section 0's header pinned at the top, section 1's at 240 in its place.
        #expect(tops(host, height: 30) == [0, 140])
        host.waitForScrollIndicatorsToFade()
        #expect(drawn(host).last?.height == 30, "the pinned header is drawn over the rows")
        wheel(host, -120)
        // Visible 220…420: section 0 ends at 240, so its header (pushed up) spans 210…240.
        #expect(tops(host, height: 30) == [-10, 20])
        wheel(host, -30)
        // Visible 250…450: section 1's header is pinned, section 0's is gone, section 2's is at 480.
        #expect(tops(host, height: 30) == [0, 230])
    }

    @Test func aForEachOfViewsWhoseBodyIsASectionListsThoseSections() {
        /// A section as a view of its own, two custom views deep.
        struct RowsSection: View { var body: some View { PinnedScrollableViewsTests.section } }
        struct Wrapped: View { var body: some View { RowsSection() } }
        let host = canvasHost(ScrollView {
            LazyVStack(spacing: 0, pinnedViews: .sectionHeaders) { ForEach(0..<3, id: \.self) { _ in Wrapped() } }
        })
        let literal = canvasHost(sections([.sectionHeaders]))
        #expect(drawn(host) == drawn(literal))
        for offset in [-100, -120, -30] as [CGFloat] {
            wheel(host, offset)
            wheel(literal, offset)
            #expect(tops(host, height: 30) == tops(literal, height: 30), "the same pinned headers after scrolling \(offset)")
            #expect(drawn(host) == drawn(literal))
        }
        #expect(tops(host, height: 30) == [0, 230])
    }

    @Test func aFooterSticksToTheBottomAndIsPushedDownByItsSectionsStart() {
        let host = canvasHost(sections([.sectionFooters]))
        // Section 0's footer (at 230…240) sticks to the bottom edge: 190…200.
        #expect(tops(host, height: 10) == [190])
        wheel(host, -100)
        // Visible 100…300: section 0's footer in its place (130), section 1's at the bottom (190).
        #expect(tops(host, height: 10) == [130, 190])
        wheel(host, 180)
        // Back at the top (a mouse wheel stops at the end).
        #expect(tops(host, height: 10) == [190])
    }

    @Test func unpinnedSectionsLayOutHeaderRowsAndFooterInOrder() {
        let host = canvasHost(sections([]))
        let frames = drawn(host)
        #expect(frames.prefix(3).map(\.minY) == [0, 30, 50])
        wheel(host, -100)
        // Section 0's header (0…30) is outside the window (50…350) and is not built.
        #expect(tops(host, height: 30) == [140])
        #expect(tops(host, height: 10) == [130])
    }

    @Test func bothPinnedAtOnce() {
        let host = canvasHost(sections([.sectionHeaders, .sectionFooters]))
        wheel(host, -100)
        #expect(tops(host, height: 30) == [0, 140])
        #expect(tops(host, height: 10) == [130, 190])
        host.waitForScrollIndicatorsToFade()
        expectTextGolden(host.displayList.description, named: "pinned-section-headers-and-footers")
    }

    @Test func aHundredThousandSectionedRowsStayLazy() {
        let log = SectionLog()
        let host = canvasHost(ScrollView {
            LazyVStack(spacing: 0, pinnedViews: .sectionHeaders) {
                ForEach(0..<100, id: \.self) { section in
                    Section {
                        ForEach(0..<1_000, id: \.self) { row in
                            Color.blue.frame(height: 20).onAppear { log.rows.append(section * 1_000 + row) }
                        }
                    } header: {
                        Color.red.frame(height: 30).onAppear { log.headers.append(section) }
                    }
                }
            }
        })
        #expect(tops(host, height: 30) == [0])
        #expect(log.headers == [0])
        #expect(log.rows.count < 20, "the rows of 250 points")
        wheel(host, -1_000_000)
        #expect(tops(host, height: 30) == [0], "the header of the section shown is pinned")
        #expect(log.headers.count <= 3)
        #expect(log.rows.count < 150, "only rows near the two visible regions were built, got \(log.rows.count)")
        let section = log.headers.last ?? -1
        #expect(section > 10 && log.rows.suffix(5).allSatisfy { $0 / 1_000 == section },
                "the pinned header is the one of the rows shown")
    }

    @Test func emptySectionsAndASectionWithOnlyAHeader() {
        let host = canvasHost(ScrollView {
            LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders, .sectionFooters]) {
                Section {}
                Section {} header: { Color.red.frame(height: 30) }
                Section { EmptyView() } footer: { EmptyView() }
                Section { Color.blue.frame(height: 20) } header: { Color.red.frame(height: 30) }
                ForEach(0..<0, id: \.self) { _ in Section { Color.blue } }
            }
        })
        #expect(tops(host, height: 30) == [0, 30])
        #expect(tops(host, height: 20) == [60])
        wheel(host, -100)
        #expect(drawn(host).allSatisfy { $0.minY.isFinite })
    }

    @Test func gridSectionsStartNewLinesUnderFullWidthHeaders() {
        let host = canvasHost(ScrollView {
            LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50))], spacing: 0, pinnedViews: .sectionHeaders) {
                ForEach(0..<20, id: \.self) { _ in
                    Section {
                        ForEach(0..<3, id: \.self) { _ in Color.blue.frame(height: 20) }
                    } header: {
                        Color.red.frame(height: 10)
                    }
                }
            }
        })
        // Columns 50 + 8 + 50 centred in 200: from 46. Each section: a header line, two lines of cells.
        // Cells first, then the headers over them.
        #expect(Array(drawn(host).prefix(4)) == [CGRect(x: 46, y: 10, width: 50, height: 20), CGRect(x: 104, y: 10, width: 50, height: 20),
                                                 CGRect(x: 46, y: 30, width: 50, height: 20), CGRect(x: 46, y: 60, width: 50, height: 20)])
        #expect(tops(host, height: 10).prefix(2) == [0, 50])
        #expect(drawn(host).filter { $0.height == 10 }.allSatisfy { $0.width == 108 && $0.minX == 46 })
        wheel(host, -75)
        // Visible 75…275: section 1 (50…100) holds the top; its header is pinned there.
        #expect(tops(host, height: 10).first == 0)
        #expect(tops(host, height: 10).dropFirst().first == 25, "section 2's header at 100")
    }

    @Test func aHorizontalStackPinsHeadersToTheLeadingEdge() {
        let host = canvasHost(ScrollView(.horizontal) {
            LazyHStack(spacing: 0, pinnedViews: .sectionHeaders) {
                ForEach(0..<3, id: \.self) { _ in
                    Section {
                        ForEach(0..<10, id: \.self) { _ in Color.blue.frame(width: 20, height: 100) }
                    } header: {
                        Color.red.frame(width: 30, height: 100)
                    }
                }
            }
        })
        wheel(host, 0, dx: -100)
        let headers = drawn(host).filter { $0.width == 30 }.map(\.minX).sorted()
        #expect(headers == [0, 130])
    }
}
