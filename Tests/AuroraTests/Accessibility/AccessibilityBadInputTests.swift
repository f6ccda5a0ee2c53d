/// Bad input to the accessibility tree: empty views, empty labels, many elements, frames that are not finite.
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct AccessibilityBadInputTests {
    @Test func anEmptyViewHasNoElementsAndNoActions() {
        let host = laidOutHost(EmptyView())
        #expect(host.accessibilityTree().isEmpty, "before the first layout")
        #expect(host.accessibilityTree().isEmpty)
        #expect(!host.performAccessibilityAction(onElementWithLabel: ""))
        #expect(accessibilityTree(of: EmptyView().accessibilityLabel("Nothing")).isEmpty, "an empty view has no node to label")
    }

    @Test func emptyStringsAreNoLabels() {
        #expect(accessibilityTree(of: Text("")).isEmpty)
        #expect(accessibilityTree(of: Text("").accessibilityLabel("")).isEmpty)
        #expect(accessibilityTree(of: Color.red.frame(width: 5, height: 5).accessibilityLabel("").accessibilityHint("")).isEmpty)
        #expect(accessibilityTree(of: Text("A").accessibilityLabel("")).map(\.label) == [nil])
        #expect(accessibilityTree(of: Text("A").accessibilityValue("").accessibilityIdentifier("")).map(\.value) == [nil])
        #expect(accessibilityTree(of: Text("").accessibilityLabel("Named")).map(\.label) == ["Named"])
    }

    @Test(.timeLimit(.minutes(5))) func tenThousandElementsAreBuiltAndFound() {
        let rows = VStack(spacing: 0) {
            ForEach(0..<10_000) { index in
                Color.red.frame(width: 10, height: 1).accessibilityLabel("Row \(index)")
            }
        }
        let host = laidOutHost(rows)
        let tree = host.accessibilityTree()
        #expect(tree.count == 10_000)
        #expect(tree.last == AccessibilityNode(label: "Row 9999", frame: CGRect(x: 0, y: 9_999, width: 10, height: 1)))
        let combined = laidOutHost(rows.accessibilityElement(children: .combine))
        #expect(combined.accessibilityTree().first?.label?.hasSuffix("Row 9998, Row 9999") == true)
        #expect(!host.performAccessibilityAction(onElementWithLabel: "Row 9999"))
    }

    @Test func framesThatAreNotFiniteBecomeZero() {
        let lost = LayoutNode()
        lost.frame = CGRect(x: CGFloat.nan, y: 0, width: .infinity, height: 1)
        #expect(AccessibilityTreeBuilder.screenFrame(of: lost) == .zero)
        let moved = LayoutNode()
        moved.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        moved.placement.geometryEffects = CGAffineTransform(translationX: .nan, y: 0)
        #expect(AccessibilityTreeBuilder.screenFrame(of: moved) == .zero)
    }

    @Test func viewsPlacedWithNonFiniteValuesKeepFiniteFrames() {
        let views: [AnyView] = [
            AnyView(Color.red.frame(width: 10, height: 10).accessibilityLabel("Lost").offset(x: .nan, y: .infinity)),
            AnyView(Text("Lost").scaleEffect(.infinity)),
            AnyView(Text("Lost").position(x: .nan, y: .infinity)),
            AnyView(Text("Lost").frame(width: .nan, height: .infinity)),
            AnyView(Text("Lost").rotationEffect(.radians(.nan))),
        ]
        for view in views {
            let frames = accessibilityTree(of: view).map(\.frame)
            #expect(frames.count == 1)
            #expect(frames.allSatisfy { [$0.minX, $0.minY, $0.width, $0.height].allSatisfy(\.isFinite) })
        }
    }

    @Test func aSortPriorityThatIsNotANumberCountsAsZero() {
        let view = VStack {
            Text("A")
            Text("B").accessibilitySortPriority(.nan)
            Text("C").accessibilitySortPriority(1)
        }
        #expect(accessibilityTree(of: view).map(\.label) == ["C", "A", "B"])
    }
}
