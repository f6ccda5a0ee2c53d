/// SwiftUI's deprecated view-taking `background(_:alignment:)`, `overlay(_:alignment:)` and
/// `mask(_:)`, and `animation(_:)` without a value: they compile and behave as their modern forms.
import AuroraDisplayList
import Foundation
import Testing
@testable import Aurora

/// Two squares offset by one state value; only the first is under `.animation(_:)`.
@available(*, deprecated, message: "exercises the deprecated form")
private struct ImplicitlyAnimatedSquares: View {
    let box: BindingBox<CGFloat>
    let animation: Animation?
    @State private var x: CGFloat = 0
    var body: some View {
        let _ = box.binding = $x
        VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).offset(x: x).animation(animation)
            Color.blue.frame(width: 10, height: 10).offset(x: x)
        }
    }
}

@MainActor
@Suite struct DeprecatedModifierCompatibilityTests {
    private let proposal = ProposedViewSize(width: 100, height: 100)
    private var square: some View { Color.red.frame(width: 30, height: 20) }
    private var badge: some View { Color.blue.frame(width: 10, height: 10) }

    /// The horizontal translation over each content of the list, in drawing order.
    private func offsets(_ list: DisplayList, translation: CGFloat = 0) -> [CGFloat] {
        list.items.flatMap { item -> [CGFloat] in
            switch item.value {
            case .content: [translation]
            case .effect(.transform(let t), let inner): offsets(inner, translation: translation + t.tx)
            case .effect(_, let inner): offsets(inner, translation: translation)
            }
        }
    }

    // Source: developer.apple.com/documentation/swiftui/view/background(_:alignment:), deprecated:
    // "Use `background(alignment:content:)` instead." The background is drawn first, aligned in the frame.
    @available(*, deprecated, message: "exercises the deprecated form")
    @Test func viewBackgroundIsTheBackgroundContentForm() {
        let (list, size) = displayList(of: square.background(badge, alignment: .topLeading), proposal: proposal)
        #expect(size == CGSize(width: 30, height: 20))
        #expect(flattenedFills(list).map(\.frame) == [CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: 30, height: 20)])
        #expect(list == displayList(of: square.background(alignment: .topLeading) { badge }, proposal: proposal).0)
    }

    // Source: developer.apple.com/documentation/swiftui/view/overlay(_:alignment:), deprecated:
    // "Use `overlay(alignment:content:)` instead." The overlay is drawn last, aligned in the frame.
    @available(*, deprecated, message: "exercises the deprecated form")
    @Test func viewOverlayIsTheOverlayContentForm() {
        let (list, size) = displayList(of: square.overlay(badge, alignment: .bottomTrailing), proposal: proposal)
        #expect(size == CGSize(width: 30, height: 20))
        #expect(flattenedFills(list).map(\.frame) == [CGRect(x: 0, y: 0, width: 30, height: 20), CGRect(x: 20, y: 10, width: 10, height: 10)])
        #expect(list == displayList(of: square.overlay(alignment: .bottomTrailing) { badge }, proposal: proposal).0)
        // The default alignment centres it.
        let centred = displayList(of: square.overlay(badge), proposal: proposal).0
        #expect(flattenedFills(centred).last?.frame == CGRect(x: 10, y: 5, width: 10, height: 10))
    }

    // Source: developer.apple.com/documentation/swiftui/view/mask(_:), deprecated: "Use overload
    // where mask accepts a @ViewBuilder instead." The mask is centred on the view.
    @available(*, deprecated, message: "exercises the deprecated form")
    @Test func viewMaskIsTheBuilderForm() {
        let list = displayList(of: square.mask(Circle()), proposal: proposal).0
        guard case .effect(.mask, _)? = list.items.first?.value else {
            Issue.record("no mask effect in \(list)")
            return
        }
        #expect(list == displayList(of: square.mask { Circle() }, proposal: proposal).0)
    }

    // Source: developer.apple.com/documentation/swiftui/view/animation(_:)-1hc0p, deprecated in
    // iOS 15: "Use withAnimation or animation(_:value:) instead." It applies the animation to all
    // animatable values within the view, at every change.
    @available(*, deprecated, message: "exercises the deprecated form")
    @Test func animationWithoutValueAnimatesEveryChangeBelowIt() {
        let box = BindingBox<CGFloat>()
        let host = ViewHost(ImplicitlyAnimatedSquares(box: box, animation: .linear(duration: 1)),
                            device: .canvas(width: 100, height: 100))
        #expect(offsets(host.displayList) == [0, 0])
        box.value = 40
        host.advance(by: 0.5)
        // The red square animates; the blue one, outside the modifier, jumps.
        #expect(offsets(host.displayList) == [20, 40])
        host.advance(by: 0.5)
        #expect(offsets(host.displayList) == [40, 40])
        // A later change animates too: no value is watched.
        box.value = 0
        host.advance(by: 0.25)
        #expect(offsets(host.displayList) == [30, 0])
    }

    @available(*, deprecated, message: "exercises the deprecated form")
    @Test func nilAnimationWithoutValueRemovesTheTransactionsAnimation() {
        let box = BindingBox<CGFloat>()
        let host = ViewHost(ImplicitlyAnimatedSquares(box: box, animation: nil), device: .canvas(width: 100, height: 100))
        _ = host.displayList
        withAnimation(.linear(duration: 1)) { box.value = 40 }
        host.advance(by: 0.5)
        #expect(offsets(host.displayList) == [40, 20])
    }
}
