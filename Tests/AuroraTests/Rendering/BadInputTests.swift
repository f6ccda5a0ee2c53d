/// Bad input never crashes: deep trees, huge stacks, NaN and infinite geometry, empty renders.
import AuroraDisplayList
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct BadInputTests {
    /// A view tree nested `depth` levels through padding modifiers.
    func nested(_ depth: Int) -> AnyView {
        var view = AnyView(Color.red.frame(width: 1, height: 1))
        for _ in 0..<depth { view = AnyView(view.padding(0)) }
        return view
    }

    @Test func tenThousandDeepTreeGivesSensibleOutput() {
        let renderer = ImageRenderer(content: nested(10_000))
        let size = renderer.renderedSize
        // Either the whole tree lays out (1 × 1), or the graph stops at its depth limit with an empty view.
        #expect(size == CGSize(width: 1, height: 1) || size == .zero)
        #expect(renderer.host.graph.depthLimitReached || size == CGSize(width: 1, height: 1))
    }

    @Test func hundredThousandChildStack() {
        let view = VStack(spacing: 0) {
            ForEach(0..<100_000) { _ in Color.red.frame(width: 1, height: 0.01) }
        }
        let (_, size) = displayList(of: view, proposal: ProposedViewSize(width: 10, height: 10_000))
        #expect(size.width == 1)
        #expect(abs(size.height - 1000) < 0.01)
    }

    @Test func nanAndInfiniteGeometryDoNotCrash() {
        let view = VStack {
            Color.red.frame(width: .nan, height: .infinity)
            Color.blue.frame(minWidth: .nan, maxWidth: -5, minHeight: .infinity)
            Color.green.padding(.nan).offset(x: .nan, y: .infinity).position(x: .nan, y: 3)
            Circle().scaleEffect(.nan).rotationEffect(.radians(.infinity)).blur(radius: .nan).shadow(radius: .infinity)
            Color.orange.aspectRatio(.nan, contentMode: .fit).frame(width: -10)
            Color.gray.containerRelativeFrame(.horizontal) { _, _ in .nan }
        }
        for proposal in [ProposedViewSize.unspecified, .zero, .infinity, ProposedViewSize(width: .nan, height: -1)] {
            let (list, size) = displayList(of: view, proposal: proposal)
            #expect(size.width.isFinite && size.height.isFinite || size.width == .infinity || size.height == .infinity)
            for item in list.items {
                #expect(!item.frame.origin.x.isNaN && !item.frame.origin.y.isNaN)
            }
        }
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 50, height: 50)
        _ = renderer.pixmap
        renderer.scale = .nan
        #expect(renderer.pixmap == nil)
    }

    @Test func hugeProposalRendersNothingInsteadOfAllocating() {
        let renderer = ImageRenderer(content: Color.red)
        renderer.proposedSize = ProposedViewSize(width: 1e9, height: 1e9)
        #expect(renderer.pixmap == nil)
    }
}
