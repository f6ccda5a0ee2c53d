/// 1,000 views animating at once: every one presents its own interpolated value at each frame, and all finish together.
import AuroraDisplayList
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct ManyAnimationsTests {
    @Test func aThousandViewsAnimateTogether() {
        let box = BindingBox<Bool>()
        let host = TimedHost(StateHost(false, box: box) { moved in
            VStack(spacing: 0) {
                ForEach(0..<1000) { index in
                    Color.red.frame(width: 2, height: 1)
                        .offset(x: moved ? CGFloat(index % 10) * 10 : 0)
                        .opacity(moved ? 0 : 1)
                }
            }
        })
        withAnimation(.testLinear(1)) { box.value = true }
        host.frame(at: 0)
        let middle = host.frame(at: 0.5)
        let all = effects(in: middle)
        let opacities = all.compactMap { if case .opacity(let o) = $0 { o } else { nil } }
        let shifts = all.compactMap { if case .transform(let t) = $0 { t.tx } else { nil } }
        #expect(opacities.count == 1000 && opacities.allSatisfy { close($0, 0.5) })
        // Index 0 of each ten has no offset (no transform); the others are halfway to index % 10 × 10.
        #expect(shifts.count == 900)
        #expect(shifts.prefix(9) == [5, 10, 15, 20, 25, 30, 35, 40, 45])
        #expect(host.host.graph.needsFrame)
        let end = host.frame(at: 1)
        #expect(effects(in: end).allSatisfy { if case .opacity(let o) = $0 { o == 0 } else { true } })
        #expect(!host.host.graph.needsFrame)
        #expect(!host.host.graph.root.hasRunningAnimations)
    }
}
