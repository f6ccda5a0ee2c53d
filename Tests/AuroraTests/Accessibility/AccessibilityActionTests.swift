/// Accessibility actions: the host performs them on an element found by label or identifier, and
/// the state they write shows in the tree after the next layout.
import Foundation
import Testing
@testable import Aurora

/// What the actions saw, in order.
@MainActor
private final class ActionLog {
    var entries: [String] = []
    var locations: [CGPoint] = []
}

/// A counter whose value and actions are only reachable through accessibility.
private struct AccessibleCounter: View {
    @State private var count = 0

    var body: some View {
        Text("Count")
            .accessibilityValue("\(count)")
            .accessibilityAction { count += 1 }
            .accessibilityAction(named: "Reset") { count = 0 }
            .accessibilityAction(.delete) { count -= 1 }
            .accessibilityIdentifier("counter")
    }
}

/// A square that counts taps, with its count as the accessibility value.
private struct TapCounter: View {
    let log: ActionLog
    @State private var taps = 0

    var body: some View {
        Color.blue.frame(width: 50, height: 40)
            .onTapGesture(coordinateSpace: .local) { location in
                taps += 1
                log.locations.append(location)
            }
            .accessibilityLabel("Square")
            .accessibilityValue("\(taps)")
    }
}

@MainActor
@Suite struct AccessibilityActionTests {
    @Test func actionsRunByKindAndTheNewValueShowsAfterLayout() {
        let host = laidOutHost(AccessibleCounter())
        let counter = host.accessibilityTree().first
        #expect(counter?.value == "0")
        #expect(counter?.actions == [.default, AccessibilityActionKind(named: Text("Reset")), .delete])
        #expect(host.performAccessibilityAction(onElementWithLabel: "Count"))
        #expect(host.performAccessibilityAction(onElementWithIdentifier: "counter"))
        host.layout(proposal: .unspecified, scale: 1)
        #expect(host.accessibilityTree().first?.value == "2")
        #expect(host.performAccessibilityAction(.delete, onElementWithLabel: "Count"))
        host.layout(proposal: .unspecified, scale: 1)
        #expect(host.accessibilityTree().first?.value == "1")
        #expect(host.performAccessibilityAction(named: "Reset", onElementWithIdentifier: "counter"))
        host.layout(proposal: .unspecified, scale: 1)
        #expect(host.accessibilityTree().first?.value == "0")
    }

    @Test func missingElementsAndActionsAreReportedNotPerformed() {
        let host = laidOutHost(AccessibleCounter())
        #expect(!host.performAccessibilityAction(onElementWithLabel: "Missing"))
        #expect(!host.performAccessibilityAction(.escape, onElementWithLabel: "Count"))
        #expect(!host.performAccessibilityAction(named: "Zoom", onElementWithLabel: "Count"))
        #expect(!host.performAccessibilityAction(onElementWithIdentifier: "Count"), "labels are not identifiers")
        host.layout(proposal: .unspecified, scale: 1)
        #expect(host.accessibilityTree().first?.value == "0")
    }

    @Test func aTapGestureIsTheDefaultActionAtTheElementsCentre() {
        let log = ActionLog()
        let host = laidOutHost(TapCounter(log: log).padding(10))
        let square = host.accessibilityTree()
        #expect(square == [AccessibilityNode(label: "Square", value: "0", frame: CGRect(x: 10, y: 10, width: 50, height: 40),
                                             actions: [.default])], "a tap gesture gives no button trait")
        #expect(host.performAccessibilityAction(onElementWithLabel: "Square"))
        #expect(log.locations == [CGPoint(x: 25, y: 20)])
        host.layout(proposal: .unspecified, scale: 1)
        #expect(host.accessibilityTree().first?.value == "1")
    }

    @Test func anExplicitDefaultActionWinsOverATapGesture() {
        let log = ActionLog()
        let square = Color.red.frame(width: 10, height: 10)
        let inside = laidOutHost(square.accessibilityAction { log.entries.append("inner action") }
            .onTapGesture { log.entries.append("tap") }.accessibilityLabel("A"))
        let outside = laidOutHost(square.onTapGesture { log.entries.append("tap") }
            .accessibilityAction { log.entries.append("outer action") }.accessibilityLabel("B"))
        #expect(inside.performAccessibilityAction(onElementWithLabel: "A"))
        #expect(outside.performAccessibilityAction(onElementWithLabel: "B"))
        #expect(log.entries == ["inner action", "outer action"])
        #expect(inside.accessibilityTree().map(\.actions) == [[.default]])
    }

    @Test func onlySingleTapGesturesActivate() {
        let double = laidOutHost(Color.red.frame(width: 10, height: 10).onTapGesture(count: 2) {})
        #expect(double.accessibilityTree().isEmpty)
        let labelled = laidOutHost(Text("Twice").onTapGesture(count: 2) {})
        #expect(labelled.accessibilityTree().map(\.actions) == [[]])
    }

    @Test func aTapGestureOnAStackActivatesEachElement() {
        let log = ActionLog()
        let host = laidOutHost(VStack(spacing: 0) {
            Color.red.frame(width: 20, height: 10).accessibilityLabel("Top")
            Color.red.frame(width: 20, height: 10).accessibilityLabel("Bottom")
        }.onTapGesture(coordinateSpace: .local) { log.locations.append($0) })
        #expect(host.accessibilityTree().map(\.actions) == [[.default], [.default]])
        #expect(host.performAccessibilityAction(onElementWithLabel: "Bottom"))
        #expect(log.locations == [CGPoint(x: 10, y: 15)], "the stack's gesture runs at the element's centre, in the stack's space")
    }
}
