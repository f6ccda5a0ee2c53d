/// Frame, padding, fixedSize, aspectRatio and position compatibility with SwiftUI's documented behaviour.
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct FrameCompatibilityTests {
    // Source: frame(maxWidth: .infinity) takes the proposed width; its child keeps its own size, centred.
    @Test func maxWidthInfinityExpands() {
        let view = Color.red.frame(width: 50, height: 10).frame(maxWidth: .infinity)
        let (list, size) = displayList(of: view, proposal: ProposedViewSize(width: 300, height: 100))
        #expect(size == CGSize(width: 300, height: 10))
        #expect(flattenedFills(list).first?.frame == CGRect(x: 125, y: 0, width: 50, height: 10))
    }

    // Source: a minWidth frame is at least minWidth and otherwise hugs its child.
    @Test func minWidthFrame() {
        let small = Color.red.frame(width: 50, height: 10).frame(minWidth: 100)
        #expect(displayList(of: small, proposal: ProposedViewSize(width: 300, height: 100)).1.width == 100)
        let flexible = Color.red.frame(minWidth: 100, maxWidth: 200)
        #expect(displayList(of: flexible, proposal: ProposedViewSize(width: 300, height: 100)).1.width == 200)
        #expect(displayList(of: flexible, proposal: ProposedViewSize(width: 50, height: 100)).1.width == 100)
    }

    // Source: frame alignment places the child inside the frame.
    @Test func fixedFrameAlignment() {
        let view = Color.red.frame(width: 10, height: 10).frame(width: 100, height: 50, alignment: .bottomTrailing)
        #expect(frame(of: .red, in: view, proposal: .unspecified) == CGRect(x: 90, y: 40, width: 10, height: 10))
    }

    // Source: padding() uses the default 16 points on every edge.
    @Test func defaultPaddingIsSixteen() {
        let view = Color.red.frame(width: 10, height: 10).padding()
        let (list, size) = displayList(of: view, proposal: .unspecified)
        #expect(size == CGSize(width: 42, height: 42))
        #expect(flattenedFills(list).first?.frame == CGRect(x: 16, y: 16, width: 10, height: 10))
    }

    @Test func paddingOnChosenEdges() {
        let view = Color.red.frame(width: 10, height: 10).padding(.leading, 5).padding(.vertical, 2)
        let (_, size) = displayList(of: view, proposal: .unspecified)
        #expect(size == CGSize(width: 15, height: 14))
    }

    // Source: a Color's ideal size is 10 × 10 (ProposedViewSize.replacingUnspecifiedDimensions default).
    @Test func fixedSizeUsesIdealSize() {
        let view = Color.red.fixedSize()
        #expect(displayList(of: view, proposal: ProposedViewSize(width: 300, height: 300)).1 == CGSize(width: 10, height: 10))
    }

    // Source: aspectRatio(1, contentMode: .fit) gives the largest square in the proposal.
    @Test func aspectRatioFitAndFill() {
        let fit = Color.red.aspectRatio(1, contentMode: .fit)
        #expect(displayList(of: fit, proposal: ProposedViewSize(width: 300, height: 200)).1 == CGSize(width: 200, height: 200))
        let fill = Color.red.aspectRatio(2, contentMode: .fill)
        #expect(displayList(of: fill, proposal: ProposedViewSize(width: 300, height: 200)).1 == CGSize(width: 400, height: 200))
    }

    // Source: position takes the whole proposal and centres the child on the point.
    @Test func positionCentresChild() {
        let view = Color.red.frame(width: 20, height: 10).position(x: 50, y: 40)
        let (list, size) = displayList(of: view, proposal: ProposedViewSize(width: 200, height: 100))
        #expect(size == CGSize(width: 200, height: 100))
        #expect(flattenedFills(list).first?.frame == CGRect(x: 40, y: 35, width: 20, height: 10))
    }

    // Source: background and overlay are proposed the modified view's size and don't change it.
    @Test func backgroundTakesModifiedViewSize() {
        let view = Color.red.frame(width: 30, height: 20).background(Color.blue).overlay(alignment: .topLeading) {
            Color.green.frame(width: 5, height: 5)
        }
        let (list, size) = displayList(of: view, proposal: .unspecified)
        #expect(size == CGSize(width: 30, height: 20))
        let fills = flattenedFills(list)
        #expect(fills.map { $0.color } == [Color.blue.rgba, Color.red.rgba, Color.green.rgba])
        #expect(fills[0].frame == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(fills[2].frame == CGRect(x: 0, y: 0, width: 5, height: 5))
    }

    @Test func geometryReaderReportsItsSize() {
        let view = GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 4)
        }
        #expect(frame(of: .red, in: view, proposal: ProposedViewSize(width: 200, height: 100)) == CGRect(x: 0, y: 0, width: 100, height: 25))
    }

    @Test func containerRelativeFrameUsesContainerSize() {
        let view = Color.red.containerRelativeFrame(.horizontal, count: 4, span: 1, spacing: 10).frame(height: 5)
        let list = displayList(of: view, device: .canvas(width: 430, height: 100))
        #expect(flattenedFills(list).first?.frame.width == 100)
    }
}
