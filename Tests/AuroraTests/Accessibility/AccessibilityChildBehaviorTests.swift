/// `accessibilityElement(children:)` (`.ignore`, `.contain`, `.combine`), `accessibilityHidden`, sort priority.
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct AccessibilityChildBehaviorTests {
    /// A card of a text, a symbol and a text with a value, 100 × 90 points.
    private var card: some View {
        VStack(spacing: 0) {
            Text("Title").frame(width: 100, height: 30)
            Image(systemName: "star.fill").frame(width: 100, height: 30)
            Text("Subtitle").accessibilityValue("New").frame(width: 100, height: 30)
        }
    }

    private let cardFrame = CGRect(x: 0, y: 0, width: 100, height: 90)

    @Test func combineMergesTheChildrenIntoOneElementOfTheViewsFrame() {
        let combined = accessibilityTree(of: card.accessibilityElement(children: .combine))
        #expect(combined == [AccessibilityNode(label: "Title, Star fill, Subtitle", value: "New",
                                               traits: [.isStaticText, .isImage], frame: cardFrame)])
        let relabelled = accessibilityTree(of: card.accessibilityElement(children: .combine).accessibilityLabel("Favourite"))
        #expect(relabelled.map(\.label) == ["Favourite"], "a modifier outside the new element applies to it")
    }

    @Test func containKeepsTheChildrenInsideOneContainer() {
        let contained = accessibilityTree(of: card.accessibilityElement(children: .contain).accessibilityLabel("Card"))
        #expect(contained.count == 1)
        #expect(contained.first?.label == "Card")
        #expect(contained.first?.frame == cardFrame)
        #expect(contained.first?.children.map(\.label) == ["Title", "Star fill", "Subtitle"])
        #expect(contained.first?.children.allSatisfy { $0.frame.height < 30 && cardFrame.contains($0.frame) } == true)
    }

    @Test func ignoreMakesAnEmptyElementThatModifiersDescribe() {
        #expect(accessibilityTree(of: card.accessibilityElement()) == [AccessibilityNode(frame: cardFrame)])
        let described = card.accessibilityElement(children: .ignore).accessibilityLabel("Card").accessibilityValue("3 items")
        let labelled = accessibilityTree(of: described)
        #expect(labelled == [AccessibilityNode(label: "Card", value: "3 items", frame: cardFrame)])
    }

    @Test func hiddenViewsAreLeftOutWithEverythingInside() {
        let view = VStack {
            Text("A")
            VStack { Text("B"); Text("C") }.accessibilityHidden(true)
            Text("D").accessibilityHidden(false)
            Text("E").opacity(0)
        }
        #expect(accessibilityTree(of: view).map(\.label) == ["A", "D"])
        #expect(accessibilityTree(of: Text("A").accessibilityHidden(true).accessibilityLabel("Shown?")).isEmpty,
                "a modifier outside a hidden view does not make an element of it")
        #expect(accessibilityTree(of: Text("A").accessibilityHidden(true).accessibilityHidden(false)).isEmpty)
        let partlyHidden = VStack { Text("A"); Text("B").accessibilityHidden(true) }
        #expect(accessibilityTree(of: partlyHidden.accessibilityElement(children: .combine)).map(\.label) == ["A"])
    }

    @Test func combineTakesTheChildrensActions() {
        var taps = 0
        let host = laidOutHost(HStack {
            Text("Play")
            Color.red.frame(width: 20, height: 20).onTapGesture { taps += 1 }
        }.accessibilityElement(children: .combine))
        #expect(host.accessibilityTree().map(\.actions) == [[.default]])
        #expect(host.performAccessibilityAction(onElementWithLabel: "Play"))
        #expect(taps == 1)
    }

    @Test func sortPriorityOrdersSiblingsHighestFirst() {
        let view = VStack {
            Text("A")
            Text("B").accessibilitySortPriority(1)
            Text("C")
            Text("D").accessibilitySortPriority(2)
        }
        #expect(accessibilityTree(of: view).map(\.label) == ["D", "B", "A", "C"])
        let contained = accessibilityTree(of: view.accessibilityElement(children: .contain))
        #expect(contained.first?.children.map(\.label) == ["D", "B", "A", "C"])
        #expect(accessibilityTree(of: view.accessibilityElement(children: .combine)).map(\.label) == ["D, B, A, C"])
    }
}
