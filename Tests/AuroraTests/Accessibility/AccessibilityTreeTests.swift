/// The accessibility tree of laid-out views: default elements, what modifiers set, frames and the text form.
import AuroraRaster
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct AccessibilityTreeTests {
    @Test func aSmallScreenHasOneElementPerTextImageTapGestureAndCustomElement() {
        let screen = VStack(spacing: 0) {
            Text("Settings").accessibilityAddTraits(.isHeader)
            Image(systemName: "heart.fill").resizable().frame(width: 24, height: 24)
            Color.red.frame(width: 60, height: 20).onTapGesture {}
            Rectangle().frame(width: 40, height: 40)
                .accessibilityElement()
                .accessibilityLabel("Volume")
                .accessibilityValue("60%")
                .accessibilityHint("Adjusts the volume")
                .accessibilityIdentifier("volume")
                .accessibilityAddTraits(.isButton)
            Circle().frame(width: 10, height: 10)
        }
        let title = laidOutHost(Text("Settings")).canvasSize
        let width = max(title.width, 60)
        var top: CGFloat = 0
        /// The frame of the next row: centred, below the previous one, on the 1× pixel grid where it draws.
        func row(_ size: CGSize) -> CGRect {
            defer { top += size.height }
            return CGRect(x: (width - size.width) / 2, y: top, width: size.width, height: size.height).roundedToPixels(1)
        }
        let expected = [
            AccessibilityNode(label: "Settings", traits: [.isStaticText, .isHeader], frame: row(title)),
            AccessibilityNode(label: "Heart fill", traits: .isImage, frame: row(CGSize(width: 24, height: 24))),
            AccessibilityNode(frame: row(CGSize(width: 60, height: 20)), actions: [.default]),
            AccessibilityNode(label: "Volume", value: "60%", hint: "Adjusts the volume", identifier: "volume",
                              traits: .isButton, frame: row(CGSize(width: 40, height: 40))),
        ]
        #expect(accessibilityTree(of: screen) == expected, "the circle is no element, the tap gesture gives an action and no trait")
        #expect(title.width > 0)
    }

    @Test func containersAreFlattenedInDrawingOrderAndMasksAreLeftOut() {
        let view = VStack {
            HStack {
                Text("A")
                Text("B").overlay { Text("Badge") }
            }
            Text("C").background { Text("Behind") }.mask { Text("Mask") }
        }
        #expect(accessibilityTree(of: view).map(\.label) == ["A", "B", "Badge", "Behind", "C"])
        #expect(accessibilityTree(of: view).allSatisfy { $0.children.isEmpty && $0.traits == .isStaticText })
    }

    @Test func aModifierAppliesToEveryElementOfItsContentAndTheOuterOneWins() {
        let stack = accessibilityTree(of: VStack { Text("A"); Text("B") }.accessibilityAddTraits(.isHeader).accessibilityHint("Section"))
        #expect(stack.map(\.label) == ["A", "B"])
        #expect(stack.allSatisfy { $0.traits == [.isStaticText, .isHeader] && $0.hint == "Section" })
        #expect(accessibilityTree(of: Text("A").accessibilityLabel("Inner").accessibilityLabel("Outer")).map(\.label) == ["Outer"])
        let link = Text("A").accessibilityRemoveTraits(.isStaticText).accessibilityAddTraits(.isLink)
        #expect(accessibilityTree(of: link).map(\.traits) == [.isLink])
        let renamed = accessibilityTree(of: Text("A").accessibilityIdentifier("first").accessibilityIdentifier("second"))
        #expect(renamed.map(\.identifier) == ["second"])
    }

    @Test func viewsWithoutElementsBecomeOneWhenAModifierDescribesThem() {
        let square = Color.red.frame(width: 20, height: 10)
        #expect(accessibilityTree(of: square).isEmpty)
        let red = AccessibilityNode(label: "Red", frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(accessibilityTree(of: square.accessibilityLabel("Red")) == [red])
        #expect(accessibilityTree(of: square.accessibilityAddTraits(.isImage)).map(\.traits) == [.isImage])
        #expect(accessibilityTree(of: square.accessibilitySortPriority(2)).isEmpty, "a sort priority describes nothing")
        #expect(accessibilityTree(of: square.accessibilityRemoveTraits(.isImage)).isEmpty)
    }

    @Test func framesFollowGeometryEffects() {
        let moved = CGRect(x: 5, y: 7, width: 20, height: 10)
        let outside = Color.red.frame(width: 20, height: 10).accessibilityLabel("Red").offset(x: 5, y: 7)
        let inside = Color.red.frame(width: 20, height: 10).offset(x: 5, y: 7).accessibilityLabel("Red")
        #expect(accessibilityTree(of: outside).map(\.frame) == [moved])
        #expect(accessibilityTree(of: inside).map(\.frame) == [moved])
        let scaled = accessibilityTree(of: Color.red.frame(width: 20, height: 10).accessibilityLabel("Red").scaleEffect(2))
        #expect(scaled.map(\.frame) == [CGRect(x: -10, y: -5, width: 40, height: 20)])
    }

    @Test func symbolsAreLabelledWithTheirNamesAndBitmapsAreNot() throws {
        #expect(accessibilityTree(of: Image(systemName: "chevron.left")).map(\.label) == ["Chevron left"])
        #expect(accessibilityTree(of: Image(systemName: "chevron.left").accessibilityLabel("Back")).map(\.label) == ["Back"])
        let bitmap = Image(try Pixmap(width: 4, height: 2))
        #expect(accessibilityTree(of: bitmap) == [AccessibilityNode(traits: .isImage, frame: CGRect(x: 0, y: 0, width: 4, height: 2))])
    }
}
