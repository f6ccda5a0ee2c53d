/// `ScrollPosition` and `scrollPosition(_:anchor:)` through the public host: each way of scrolling, animation, the user's scrolls, bad targets.
import Observation
import Testing
import Aurora

/// The position a test's scroll view is bound to, and every value the scroll view wrote back.
@MainActor @Observable
private final class PositionModel {
    var position: ScrollPosition
    @ObservationIgnored var written: [ScrollPosition] = []
    /// The lazy rows built, in order.
    @ObservationIgnored var built: [Int] = []
    init(_ position: ScrollPosition) { self.position = position }
}

/// Twenty 50-point rows (ids 0…19) in a 200-point scroll view bound to `model.position`; a tap in
/// the top-left corner runs `action` on the position (inside `withAnimation` when `animated`).
private struct Rows: View {
    let model: PositionModel
    var anchor: UnitPoint?
    var lazy = false
    var animated = false
    let action: @MainActor (inout ScrollPosition) -> Void

    var body: some View {
        // Read here, so the view updates when the position changes.
        let current = model.position
        let binding = Binding(get: { current }, set: { model.written.append($0); model.position = $0 })
        ZStack(alignment: .topLeading) {
            ScrollView {
                if lazy {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<1_000, id: \.self) { row in Color.blue.frame(width: 200, height: 50).onAppear { model.built.append(row) } }
                    }
                } else {
                    VStack(spacing: 0) { ForEach(0..<20, id: \.self) { _ in Color.blue.frame(width: 200, height: 50) } }
                }
            }
            .scrollPosition(binding, anchor: anchor)
            Color.red.frame(width: 10, height: 10).onTapGesture {
                if animated { withAnimation { action(&model.position) } } else { action(&model.position) }
            }
        }
    }
}

@MainActor
@Suite struct ScrollPositionTests {
    /// The top of the content in the scroll view (minus the scroll offset).
    private func contentTop(_ host: ViewHost) -> CGFloat? {
        guard case .effect(_, let inner)? = host.displayList.items.first?.value else { return nil }
        return inner.items.map(\.frame.minY).min()
    }

    /// A host for `Rows`, tapped once so `action` runs.
    private func tapped(_ model: PositionModel, anchor: UnitPoint? = nil, lazy: Bool = false,
                        _ action: @escaping @MainActor (inout ScrollPosition) -> Void) -> ViewHost {
        let host = canvasHost(Rows(model: model, anchor: anchor, lazy: lazy, action: action))
        host.tap(at: CGPoint(x: 5, y: 5))
        return host
    }

    @Test func theInitialisersAndTheirProperties() {
        let automatic = ScrollPosition(idType: Int.self)
        #expect(automatic.edge == nil && automatic.point == nil && automatic.viewID == nil && !automatic.isPositionedByUser)
        #expect(ScrollPosition(edge: .bottom).edge == .bottom)
        #expect(ScrollPosition(point: CGPoint(x: 3, y: 4)).point == CGPoint(x: 3, y: 4))
        let x = ScrollPosition(x: 7)
        #expect(x.x == 7 && x.y == nil && x.point == nil)
        #expect(ScrollPosition(x: 1, y: 2).point == CGPoint(x: 1, y: 2))
        let id = ScrollPosition(id: "row 3", anchor: .center)
        #expect(id.viewID(type: String.self) == "row 3")
        #expect(id.viewID(type: Int.self) == nil)
        #expect(id == ScrollPosition(id: "row 3", anchor: .center))
        #expect(id != ScrollPosition(id: "row 3"))
        var moved = id
        moved.scrollTo(edge: .top)
        #expect(moved.edge == .top && moved.viewID == nil)
        #expect(ScrollPosition(idType: Int.self) != ScrollPosition(idType: String.self))
    }

    @Test func scrollToAnEdge() {
        let model = PositionModel(ScrollPosition(idType: Int.self))
        let host = tapped(model) { $0.scrollTo(edge: .bottom) }
        #expect(contentTop(host) == -800, "1,000 points of rows in 200")
        model.position.scrollTo(edge: .top)
        #expect(contentTop(host) == 0)
    }

    @Test func anEdgePositionStartsThere() {
        let host = canvasHost(Rows(model: PositionModel(ScrollPosition(edge: .bottom))) { _ in })
        #expect(contentTop(host) == -800)
    }

    @Test func scrollToAPointAndToCoordinates() {
        let model = PositionModel(ScrollPosition())
        let host = tapped(model) { $0.scrollTo(point: CGPoint(x: 0, y: 300)) }
        #expect(contentTop(host) == -300)
        model.position.scrollTo(y: 120)
        #expect(contentTop(host) == -120)
        model.position.scrollTo(x: 50, y: 70)
        #expect(contentTop(host) == -70, "a vertical scroll view does not move across")
        model.position.scrollTo(x: 40)
        #expect(contentTop(host) == -70, "an x alone leaves y where it is")
        model.position.scrollTo(y: 5_000)
        #expect(contentTop(host) == -800, "a point past the end stops at the end")
    }

    @Test func scrollToAViewById() {
        let model = PositionModel(ScrollPosition(idType: Int.self))
        let host = tapped(model) { $0.scrollTo(id: 10) }
        #expect(contentTop(host) == -350, "no anchor: the least distance that shows row 10 (500…550) whole")
        model.position.scrollTo(id: 2, anchor: .top)
        #expect(contentTop(host) == -100)
        let centred = tapped(PositionModel(ScrollPosition()), anchor: .center) { $0.scrollTo(id: 10) }
        #expect(contentTop(centred) == -425, "the modifier's anchor: row 10's centre (525) at the middle")
    }

    @Test func scrollToARowOfALazyStackNeverBuilt() {
        let model = PositionModel(ScrollPosition())
        let host = tapped(model, lazy: true) { $0.scrollTo(id: 500, anchor: .top) }
        // Row 500 at the top: the rows built there are 499…504 (the region and 50 points each side), from 50 points above.
        #expect(contentTop(host) == -50)
        #expect(Set(model.built).isSuperset(of: 499...504))
        #expect(!model.built.contains { (20..<490).contains($0) }, "rows between were never built")
    }

    @Test func insideWithAnimationTheScrollAnimates() {
        let model = PositionModel(ScrollPosition())
        let host = canvasHost(Rows(model: model, animated: true) { $0.scrollTo(edge: .bottom) })
        host.tap(at: CGPoint(x: 5, y: 5))
        #expect(host.isAnimating)
        host.advance(by: 0.1)
        let midway = contentTop(host) ?? 0
        #expect(midway < 0 && midway > -800)
        host.advance(by: 3)
        #expect(contentTop(host) == -800)
        #expect(!host.isAnimating)
    }

    @Test func theUsersScrollIsWrittenBack() {
        let model = PositionModel(ScrollPosition(idType: Int.self))
        let host = canvasHost(Rows(model: model) { $0.scrollTo(edge: .top) })
        _ = host.displayList
        #expect(model.written.isEmpty, "nothing is written before the user scrolls")
        wheel(host, -120)
        _ = host.displayList
        #expect(model.position.isPositionedByUser)
        #expect(model.position.viewID(type: Int.self) == 2, "rows 2… show from offset 120")
        #expect(model.position.edge == nil)
        host.tap(at: CGPoint(x: 5, y: 5))
        #expect(!model.position.isPositionedByUser)
        #expect(contentTop(host) == 0)
        let untyped = PositionModel(ScrollPosition())
        let other = canvasHost(Rows(model: untyped) { _ in })
        other.drag(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 100, y: 50), duration: 0.2)
        other.advance(by: 3)
        #expect(untyped.position.isPositionedByUser)
        #expect(untyped.position.viewID == nil, "no view has an id of type Never")
    }

    @Test func aBottomAnchorWritesBackTheBottomMostRowAndClampsAtTheEnds() {
        let model = PositionModel(ScrollPosition(idType: Int.self))
        let host = canvasHost(Rows(model: model, anchor: .bottom) { $0.scrollTo(id: 0) })
        wheel(host, -120)
        _ = host.displayList
        #expect(model.position.viewID(type: Int.self) == 6, "rows 2…6 show from offset 120: row 6 is the bottom-most")
        host.tap(at: CGPoint(x: 5, y: 5))
        #expect(contentTop(host) == 0, "row 0's bottom cannot reach the bottom: the content rests at its top")
        #expect(model.position.viewID(type: Int.self) == 0 && !model.position.isPositionedByUser)
        model.position.scrollTo(id: 19)
        #expect(contentTop(host) == -800, "the last row's bottom at the content's end")
        model.position.scrollTo(id: 19, anchor: .top)
        #expect(contentTop(host) == -800, "its top cannot reach the top: the content stops at its end")
        model.position.scrollTo(id: 10)
        #expect(contentTop(host) == -350, "the modifier's anchor: row 10's bottom (550) at the bottom (200)")
        #expect(model.written.count == 1, "only the user's scroll was written back")
    }

    @Test func badTargetsDoNotMove() {
        let model = PositionModel(ScrollPosition())
        let host = tapped(model) { $0.scrollTo(y: 100) }
        #expect(contentTop(host) == -100)
        model.position.scrollTo(point: CGPoint(x: CGFloat.nan, y: .infinity))
        #expect(contentTop(host) == -100)
        model.position.scrollTo(y: -.infinity)
        #expect(contentTop(host) == -100)
        model.position.scrollTo(id: 999)
        #expect(contentTop(host) == -100, "no view has id 999")
        model.position.scrollTo(id: "10")
        #expect(contentTop(host) == -100, "no view has the string id \"10\"")
        model.position.scrollTo(y: 1e300)
        #expect(contentTop(host) == -800)
    }
}
