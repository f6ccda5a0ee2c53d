/// `phaseAnimator` and `PhaseAnimator` at fixed times: the first phase first, every phase once per trigger
/// change with each phase's animation, and the triggerless form cycling as each animation completes.
import AuroraDisplayList
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct PhaseAnimatorTests {
    private func triggered(_ box: BindingBox<Int>, animation: @escaping (Double) -> Animation?) -> some View {
        StateHost(0, box: box) { trigger in
            Color.red.frame(width: 20, height: 10)
                .phaseAnimator([0.0, 0.5, 1.0], trigger: trigger) { content, phase in
                    content.opacity(1 - phase)
                } animation: { phase in animation(phase) }
        }
    }

    @Test func triggerPlaysEveryPhaseBackToTheFirst() {
        let box = BindingBox<Int>()
        var asked: [Double] = []
        let host = TimedHost(triggered(box) { phase in
            asked.append(phase)
            return .testLinear(1)
        })
        #expect(opacity(in: host.frame(at: 0.5)) == 1)
        #expect(!host.host.graph.needsFrame)
        box.value = 1
        host.frame(at: 1)
        // 0 → 0.5 over [1, 2], then 0.5 → 1 from the frame after it completes, then back to 0.
        #expect(close(opacity(in: host.frame(at: 1.5)), 0.75))
        #expect(opacity(in: host.frame(at: 2)) == 0.5)
        host.frame(at: 2.1)
        #expect(close(opacity(in: host.frame(at: 2.6)), 0.25))
        #expect(opacity(in: host.frame(at: 3.1)) == 0)
        host.frame(at: 3.2)
        #expect(close(opacity(in: host.frame(at: 3.7)), 0.5))
        #expect(opacity(in: host.frame(at: 4.2)) == 1)
        // Back at the first phase the cycle rests until the trigger changes again.
        host.frame(at: 4.3)
        #expect(!host.host.graph.needsFrame)
        #expect(opacity(in: host.frame(at: 5)) == 1)
        #expect(asked == [0.5, 1.0, 0.0])
    }

    @Test func aNilAnimationJumpsToThePhase() {
        let box = BindingBox<Int>()
        let host = TimedHost(triggered(box) { _ in nil })
        box.value = 1
        // One phase per frame, each shown at once, back to the first.
        #expect(opacity(in: host.frame(at: 1)) == 0.5)
        #expect(opacity(in: host.frame(at: 1.1)) == 0)
        #expect(opacity(in: host.frame(at: 1.2)) == 1)
        #expect(!host.host.graph.needsFrame)
    }

    @Test func withoutTriggerItCyclesAsEachAnimationCompletes() {
        let view = Color.red.frame(width: 20, height: 10)
            .phaseAnimator([1.0, 0.0]) { content, phase in
                content.opacity(phase)
            } animation: { phase in phase == 0 ? .testLinear(1) : .testLinear(2) }
        let host = TimedHost(view)
        // The first phase first; the move to the second starts at the next frame.
        #expect(opacity(in: host.host.buildDisplayList()) == 1)
        #expect(host.host.graph.needsFrame)
        host.frame(at: 0.5)
        #expect(close(opacity(in: host.frame(at: 1)), 0.5))
        #expect(opacity(in: host.frame(at: 1.5)) == 0)
        // Complete: the next frame moves back to the first phase, over 2 seconds.
        host.frame(at: 1.6)
        #expect(close(opacity(in: host.frame(at: 2.6)), 0.5))
        host.frame(at: 3.6)
        host.frame(at: 3.7)
        #expect(close(opacity(in: host.frame(at: 4.2)), 0.5))
        #expect(host.host.graph.needsFrame)
    }

    @Test func phaseAnimatorViewAnimatesItsContent() {
        let box = BindingBox<Bool>()
        let view = StateHost(false, box: box) { flag in
            PhaseAnimator([10.0, 30.0], trigger: flag) { width in
                Color.red.frame(width: width, height: 5)
            } animation: { _ in .testLinear(1) }
        }
        let host = TimedHost(view)
        #expect(fills(of: .red, in: host.frame(at: 0)).first?.frame.width == 10)
        box.value = true
        host.frame(at: 1)
        #expect(fills(of: .red, in: host.frame(at: 1.5)).first?.frame.width == 20)
        #expect(fills(of: .red, in: host.frame(at: 2)).first?.frame.width == 30)
    }

    @Test func emptyPhasesDrawNothing() {
        let view = PhaseAnimator([Double](), trigger: 0) { width in Color.red.frame(width: width, height: 5) } animation: { _ in nil }
        let host = TimedHost(view)
        #expect(fills(of: .red, in: host.frame(at: 0)).isEmpty)
    }
}

@MainActor
@Suite struct PhaseAnimatorDefaultTests {
    @Test func theDefaultAnimationIsDefault() {
        let box = BindingBox<Int>()
        let view = StateHost(0, box: box) { trigger in
            Color.red.frame(width: 20, height: 10).phaseAnimator([1.0, 0.0], trigger: trigger) { content, phase in
                content.opacity(phase)
            }
        }
        let host = TimedHost(view)
        box.value = 1
        host.frame(at: 1)
        // The default spring is under way after 0.2 s and has settled after 3 s.
        let mid = opacity(in: host.frame(at: 1.2))
        #expect(mid > 0 && mid < 1)
        // It reaches the second phase, then springs back to the first and rests.
        var lowest = mid
        for step in 3...80 { lowest = min(lowest, opacity(in: host.frame(at: 1 + Double(step) / 10))) }
        #expect(lowest < 0.01)
        #expect(opacity(in: host.frame(at: 9.1)) == 1)
        #expect(!host.host.graph.needsFrame)
    }
}
