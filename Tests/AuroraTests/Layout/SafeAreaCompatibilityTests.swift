/// Safe areas on device presets: content stays inside, ignoresSafeArea and style backgrounds extend out.
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct SafeAreaCompatibilityTests {
    let device = RenderDevice.iPhone15Pro

    // Source: layout keeps views inside the safe area by default (documented).
    @Test func contentStaysInsideSafeArea() {
        let list = displayList(of: Color.red, device: device)
        #expect(flattenedFills(list).first?.frame == CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
    }

    // Source: ignoresSafeArea expands the view into the safe-area regions (documented).
    @Test func ignoresSafeAreaFillsScreen() {
        let list = displayList(of: Color.red.ignoresSafeArea(), device: device)
        #expect(flattenedFills(list).first?.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        let top = displayList(of: Color.red.ignoresSafeArea(edges: .top), device: device)
        #expect(flattenedFills(top).first?.frame == CGRect(x: 0, y: 0, width: 393, height: 852 - 34))
    }

    // Source: background(_:ignoresSafeAreaEdges:) extends under the safe area by default (WWDC21 10021).
    @Test func styleBackgroundExtendsIntoSafeArea() {
        let view = VStack {
            Spacer()
            Color.clear.frame(height: 50).background(Color.blue)
        }
        let list = displayList(of: view, device: device)
        let blue = flattenedFills(list).first { $0.color == Color.blue.rgba }
        #expect(blue?.frame == CGRect(x: 0, y: 852 - 34 - 50, width: 393, height: 84))
        let kept = VStack { Spacer(); Color.clear.frame(height: 50).background(Color.blue, ignoresSafeAreaEdges: []) }
        let keptBlue = flattenedFills(displayList(of: kept, device: device)).first { $0.color == Color.blue.rgba }
        #expect(keptBlue?.frame.height == 50)
    }

    // Source: safeAreaInset places content against the edge and insets the main view (documented).
    @Test func safeAreaInsetBottomBar() {
        let view = Color.red.safeAreaInset(edge: .bottom) { Color.blue.frame(height: 40) }
        let fills = flattenedFills(displayList(of: view, device: device))
        #expect(fills.first { $0.color == Color.blue.rgba }?.frame == CGRect(x: 0, y: 852 - 34 - 40, width: 393, height: 40))
        #expect(fills.first { $0.color == Color.red.rgba }?.frame == CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34 - 40))
        // Content that ignores the safe area reaches under the bar and the home indicator.
        let full = Color.red.ignoresSafeArea().safeAreaInset(edge: .bottom) { Color.blue.frame(height: 40) }
        let red = flattenedFills(displayList(of: full, device: device)).first { $0.color == Color.red.rgba }
        #expect(red?.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test func safeAreaPaddingInsetsContentButNotIgnoringContent() {
        let padded = Color.red.safeAreaPadding(10)
        #expect(flattenedFills(displayList(of: padded, device: .canvas(width: 100, height: 100))).first?.frame == CGRect(x: 10, y: 10, width: 80, height: 80))
        let ignoring = Color.red.ignoresSafeArea().safeAreaPadding(10)
        #expect(flattenedFills(displayList(of: ignoring, device: .canvas(width: 100, height: 100))).first?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func geometryProxySafeAreaInsets() {
        var insets: EdgeInsets?
        let view = GeometryReader { proxy in
            let _ = insets = proxy.safeAreaInsets
            Color.red
        }.ignoresSafeArea()
        _ = displayList(of: view, device: device)
        #expect(insets == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    }
}
