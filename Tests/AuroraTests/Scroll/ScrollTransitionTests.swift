/// `scrollTransition` through the public host: interactive interpolation by position, the animated flip at the threshold, identity.
import Testing
import Aurora

@MainActor
@Suite struct ScrollTransitionTests {
    /// Cards 100 points wide, no spacing, in a 200-point-wide horizontal scroll view, each fading with `configuration`.
    private func cards(_ configuration: ScrollTransitionConfiguration) -> some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<6, id: \.self) { _ in
                    Color.blue.frame(width: 100, height: 100)
                        .scrollTransition(configuration) { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
                }
            }
        }
    }

    /// The opacity each card is drawn with (1 when it has no opacity effect).
    private func opacities(_ host: ViewHost) -> [Double] {
        guard case .effect(_, let inner)? = host.displayList.items.first?.value else { return [] }
        return inner.items.map { item in
            if case .effect(.opacity(let value), _) = item.value { return value }
            return 1
        }
    }

    @Test func interactiveFadesByHowFarTheCardIsFromFullyVisible() {
        let host = canvasHost(cards(.interactive(timingCurve: .linear)), width: 200, height: 100)
        #expect(opacities(host).prefix(3) == [1, 1, 0], "two cards fill the viewport; the third is just hidden")
        host.send(.wheel(WheelEvent(delta: CGVector(dx: -50, dy: 0), at: CGPoint(x: 100, y: 50))))
        let faded = opacities(host)
        // Card 0 half out on the left, card 2 half in on the right: halfway from hidden to visible.
        #expect(abs(faded[0] - 0.5) < 1e-9 && abs(faded[2] - 0.5) < 1e-9)
        #expect(faded[1] == 1)
    }

    @Test func animatedFlipsAtTheThresholdAndAnimatesThere() {
        let host = canvasHost(cards(.animated(.linear(duration: 1))), width: 200, height: 100)
        #expect(opacities(host).prefix(3) == [1, 1, 0], "first seen without animation")
        host.send(.wheel(WheelEvent(delta: CGVector(dx: -100, dy: 0), at: CGPoint(x: 100, y: 50))))
        // Card 2 is now fully visible: its effect animates from the edge to identity over a second.
        #expect(opacities(host)[2] == 0)
        host.advance(by: 0.5)
        #expect(abs(opacities(host)[2] - 0.5) < 1e-9)
        host.advance(by: 0.6)
        #expect(opacities(host)[2] == 1)
        #expect(!host.isAnimating)
    }

    @Test func identityNeverChangesTheView() {
        let host = canvasHost(cards(.identity), width: 200, height: 100)
        #expect(opacities(host).allSatisfy { $0 == 1 })
    }
}
