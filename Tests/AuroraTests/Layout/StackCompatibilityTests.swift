/// Stack layout compatibility: SwiftUI's documented and observed stack behaviour.
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct StackCompatibilityTests {
    let proposal = ProposedViewSize(width: 300, height: 200)

    // Source: SwiftUI HStack with default spacing puts 8 points between two fixed views (observed on iOS 17).
    @Test func hstackDefaultSpacingIsEight() {
        let view = HStack {
            Color.red.frame(width: 50, height: 20)
            Color.blue.frame(width: 50, height: 20)
        }
        let (list, size) = displayList(of: view, proposal: proposal)
        #expect(size == CGSize(width: 108, height: 20))
        let fills = flattenedFills(list)
        #expect(fills.map { $0.frame } == [CGRect(x: 0, y: 0, width: 50, height: 20), CGRect(x: 58, y: 0, width: 50, height: 20)])
    }

    // Source: HStack(spacing:) uses exactly the given spacing.
    @Test func explicitSpacingAndVerticalAlignment() {
        let view = HStack(alignment: .top, spacing: 3) {
            Color.red.frame(width: 10, height: 40)
            Color.blue.frame(width: 10, height: 20)
        }
        let (list, size) = displayList(of: view, proposal: proposal)
        #expect(size == CGSize(width: 23, height: 40))
        #expect(flattenedFills(list).map { $0.frame } == [CGRect(x: 0, y: 0, width: 10, height: 40), CGRect(x: 13, y: 0, width: 10, height: 20)])
    }

    // Source: flexible children share the space left after fixed children and spacing equally.
    @Test func flexibleChildrenShareRemainingSpace() {
        let view = HStack(spacing: 0) {
            Color.red
            Color.green.frame(width: 100)
            Color.blue
        }
        let fills = flattenedFills(displayList(of: view, proposal: proposal).0)
        #expect(fills.map { $0.frame.width } == [100, 100, 100])
        #expect(fills[2].frame.minX == 200)
    }

    // Source: the least flexible child is offered space first (SwiftUI's stack algorithm).
    @Test func leastFlexibleFirst() {
        let view = HStack(spacing: 0) {
            Color.red.frame(maxWidth: 40)
            Color.blue
        }
        let fills = flattenedFills(displayList(of: view, proposal: ProposedViewSize(width: 200, height: 10)).0)
        #expect(fills.map { $0.frame.width } == [40, 160])
    }

    // Source: a higher layoutPriority child gets its share before lower ones (documented: layoutPriority).
    @Test func layoutPriorityIsServedFirst() {
        let view = HStack(spacing: 0) {
            Color.red
            Color.blue.frame(minWidth: 10, maxWidth: 150).layoutPriority(1)
        }
        let fills = flattenedFills(displayList(of: view, proposal: ProposedViewSize(width: 200, height: 10)).0)
        #expect(fills.map { $0.frame.width } == [50, 150])
    }

    // Source: Spacer pushes content apart; stacks add no spacing next to a spacer.
    @Test func spacerFillsTheRest() {
        let view = HStack {
            Color.red.frame(width: 30, height: 10)
            Spacer()
            Color.blue.frame(width: 30, height: 10)
        }
        let (list, size) = displayList(of: view, proposal: ProposedViewSize(width: 200, height: 50))
        #expect(size.width == 200)
        #expect(flattenedFills(list).map { $0.frame.minX } == [0, 170])
    }

    // Source: VStack centres children horizontally by default and stacks them with 8 points.
    @Test func vstackCentersAndStacks() {
        let view = VStack {
            Color.red.frame(width: 100, height: 10)
            Color.blue.frame(width: 50, height: 10)
        }
        let (list, size) = displayList(of: view, proposal: proposal)
        #expect(size == CGSize(width: 100, height: 28))
        #expect(flattenedFills(list).map { $0.frame } == [CGRect(x: 0, y: 0, width: 100, height: 10), CGRect(x: 25, y: 18, width: 50, height: 10)])
    }

    // Source: ZStack is as large as its largest child and aligns children by its alignment.
    @Test func zstackAlignment() {
        let view = ZStack(alignment: .bottomTrailing) {
            Color.red.frame(width: 100, height: 60)
            Color.blue.frame(width: 20, height: 10)
        }
        let (list, size) = displayList(of: view, proposal: proposal)
        #expect(size == CGSize(width: 100, height: 60))
        #expect(flattenedFills(list)[1].frame == CGRect(x: 80, y: 50, width: 20, height: 10))
    }

    // Source: alignmentGuide moves a child relative to the stack's alignment (documented example pattern).
    @Test func alignmentGuideShiftsChild() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(width: 40, height: 10).alignmentGuide(.leading) { d in d[.leading] - 20 }
        }
        let fills = flattenedFills(displayList(of: view, proposal: proposal).0)
        #expect(fills.map { $0.frame.minX } == [0, 20])
    }

    // Source: a custom Layout gets the proposal and places subviews where it says.
    @Test func customLayoutProtocol() {
        struct Diagonal: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                subviews.reduce(CGSize.zero) { size, subview in
                    let s = subview.sizeThatFits(.unspecified)
                    return CGSize(width: size.width + s.width, height: size.height + s.height)
                }
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                var point = bounds.origin
                for subview in subviews {
                    let s = subview.sizeThatFits(.unspecified)
                    subview.place(at: point, proposal: .unspecified)
                    point.x += s.width
                    point.y += s.height
                }
            }
        }
        let view = Diagonal {
            Color.red.frame(width: 10, height: 5)
            Color.blue.frame(width: 20, height: 7)
        }
        let (list, size) = displayList(of: view, proposal: proposal)
        #expect(size == CGSize(width: 30, height: 12))
        #expect(flattenedFills(list).map { $0.frame } == [CGRect(x: 0, y: 0, width: 10, height: 5), CGRect(x: 10, y: 5, width: 20, height: 7)])
    }
}
