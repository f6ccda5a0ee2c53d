/// With Reduce Motion on, transitions with motion are replaced by `.opacity` (SwiftUI's documented rule).
import AuroraDisplayList
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct ReduceMotionTests {
    private func scene(_ box: BindingBox<Bool>, _ transition: AnyTransition) -> some View {
        StateHost(false, box: box) { show in
            VStack(spacing: 0) {
                if show { Color.red.frame(width: 20, height: 10).transition(transition) }
            }
        }
    }

    @Test func motionIsReplacedByOpacity() {
        let box = BindingBox<Bool>()
        let host = TimedHost(scene(box, .move(edge: .leading)))
        host.host.graph.environment.accessibilityReduceMotion = true
        host.frame(at: 0)
        withAnimation(.testLinear(1)) { box.value = true }
        host.frame(at: 0)
        let mid = fills(of: .red, in: host.frame(at: 0.5)).first?.effects ?? []
        #expect(totalTransform(mid).tx == 0)
        #expect(close(totalOpacity(mid), 0.5))
    }

    @Test func transitionsWithoutMotionStay() {
        let box = BindingBox<Bool>()
        let host = TimedHost(scene(box, .scale(scale: 0.5).combined(with: .identity)))
        host.host.graph.environment.accessibilityReduceMotion = true
        host.frame(at: 0)
        withAnimation(.testLinear(1)) { box.value = true }
        host.frame(at: 0)
        // `.scale` has motion, so even combined it becomes `.opacity`.
        #expect(totalTransform(fills(of: .red, in: host.frame(at: 0.5)).first?.effects ?? []).a == 1)
        let plain = BindingBox<Bool>()
        let other = TimedHost(scene(plain, .identity))
        other.host.graph.environment.accessibilityReduceMotion = true
        other.frame(at: 0)
        withAnimation(.testLinear(1)) { plain.value = true }
        other.frame(at: 0)
        #expect(opacity(of: .red, in: other.frame(at: 0.5)) == 1)
        #expect(!EnvironmentValues().accessibilityReduceMotion)
    }
}
