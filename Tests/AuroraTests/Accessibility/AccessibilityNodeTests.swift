/// The accessibility tree's text form: an indented S-expression with quoted, escaped strings.
import Foundation
import Testing
@testable import Aurora

@Suite struct AccessibilityNodeTests {
    @Test func theTextFormIsAnIndentedSExpression() {
        let chart = AccessibilityNode(label: "Chart \"Q1\"", hint: "Swipe for bars", traits: [.isImage, .updatesFrequently],
                                      frame: CGRect(x: 0, y: 0, width: 100, height: 50.5),
                                      actions: [.default, AccessibilityActionKind(named: Text("Zoom")), .magicTap],
                                      children: [AccessibilityNode(label: "Bar", value: "3", identifier: "bar-1",
                                                                   frame: CGRect(x: 10, y: 20, width: 5, height: 5))])
        #expect(chart.description == """
            (element label="Chart \\"Q1\\"" hint="Swipe for bars" traits=(image updates-frequently) \
            frame=(0 0 100 50.5) actions=(default "Zoom" magic-tap)
              (element label="Bar" value="3" id="bar-1" frame=(10 20 5 5)))
            """)
        #expect(AccessibilityNode().description == "(element frame=(0 0 0 0))")
    }

    @Test func framesThatAreNotFinitePrintAsTheirValues() {
        let lost = AccessibilityNode(frame: CGRect(x: CGFloat.nan, y: 0, width: .infinity, height: 1))
        #expect(lost.description == "(element frame=(nan 0 inf 1))")
    }
}
