/// Insertion and removal through the graph: two-phase insertion, removed views kept in place while they
/// animate out, the default `.opacity`, a transition's own animation, lists, `if`/`else` and `AnyView`.
import AuroraDisplayList
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct TransitionLifecycleTests {
    /// A blue square, then (when shown) a red bar with `transition`.
    private func toggled(_ box: BindingBox<Bool>, initially shown: Bool, transition: AnyTransition? = nil) -> some View {
        StateHost(shown, box: box) { show in
            VStack(spacing: 0) {
                Color.blue.frame(width: 10, height: 10)
                if show {
                    if let transition {
                        Color.red.frame(width: 20, height: 10).transition(transition)
                    } else {
                        Color.red.frame(width: 20, height: 10)
                    }
                }
                Color.green.frame(width: 10, height: 10)
            }
        }
    }

    @Test func insertionAnimatesTheDefaultOpacityIn() {
        let box = BindingBox<Bool>()
        let host = TimedHost(toggled(box, initially: false))
        host.frame(at: 1)
        withAnimation(.testLinear(1)) { box.value = true }
        // Resolved at .willAppear first, so the animation starts from opacity 0.
        #expect(opacity(of: .red, in: host.frame(at: 1)) == 0)
        #expect(close(opacity(of: .red, in: host.frame(at: 1.25)) ?? -1, 0.25))
        let mid = host.frame(at: 1.5)
        #expect(close(opacity(of: .red, in: mid) ?? -1, 0.5))
        // The inserted view takes its place in layout at once; only its drawing animates.
        #expect(fills(of: .green, in: mid).first?.frame.minY == 20)
        #expect(opacity(of: .red, in: host.frame(at: 2)) == 1)
        // The finished transition is dropped; nothing is left running.
        let after = host.frame(at: 2.1)
        #expect(fills(of: .red, in: after).first?.effects.isEmpty == true)
        #expect(!host.host.graph.needsFrame)
    }

    @Test func removalKeepsTheViewInPlaceUntilItsAnimationEnds() {
        let box = BindingBox<Bool>()
        let host = TimedHost(toggled(box, initially: true))
        host.frame(at: 1)
        withAnimation(.testLinear(1)) { box.value = false }
        let start = host.frame(at: 1)
        #expect(opacity(of: .red, in: start) == 1)
        let mid = host.frame(at: 1.5)
        #expect(close(opacity(of: .red, in: mid) ?? -1, 0.5))
        // Still laid out between its siblings.
        #expect(fills(of: .red, in: mid).first?.frame.minY == 10)
        #expect(fills(of: .green, in: mid).first?.frame.minY == 20)
        #expect(host.host.graph.removedIdentities.isEmpty)
        #expect(opacity(of: .red, in: host.frame(at: 2)) == 0)
        let after = host.frame(at: 2.1)
        #expect(fills(of: .red, in: after).isEmpty)
        #expect(fills(of: .green, in: after).first?.frame.minY == 10)
        #expect(!host.host.graph.removedIdentities.isEmpty)
        #expect(!host.host.graph.needsFrame)
    }

    @Test func withoutAnimationChangesAreImmediate() {
        let box = BindingBox<Bool>()
        let host = TimedHost(toggled(box, initially: false, transition: .slide))
        box.value = true
        let shown = host.frame(at: 0.5)
        #expect(fills(of: .red, in: shown).first?.effects.isEmpty == true)
        #expect(!host.host.graph.needsFrame)
        box.value = false
        #expect(fills(of: .red, in: host.frame(at: 0.6)).isEmpty)
        #expect(!host.host.graph.needsFrame)
    }

    @Test func explicitTransitionsMoveTheView() {
        let box = BindingBox<Bool>()
        let host = TimedHost(toggled(box, initially: false, transition: .move(edge: .leading)))
        withAnimation(.testLinear(1)) { box.value = true }
        #expect(translation(in: host.frame(at: 0)) == CGSize(width: -20, height: 0))
        #expect(translation(in: host.frame(at: 0.75)) == CGSize(width: -5, height: 0))
        host.frame(at: 1)
        withAnimation(.testLinear(1)) { box.value = false }
        host.frame(at: 1)
        let mid = host.frame(at: 1.5)
        #expect(translation(in: mid) == CGSize(width: -10, height: 0))
        #expect(totalOpacity(fills(of: .red, in: mid).first?.effects ?? []) == 1)
    }

    @Test func asymmetricUsesItsInsertionAndRemovalParts() {
        let box = BindingBox<Bool>()
        let transition = AnyTransition.asymmetric(insertion: .offset(x: 8), removal: .opacity)
        let host = TimedHost(toggled(box, initially: false, transition: transition))
        withAnimation(.testLinear(1)) { box.value = true }
        host.frame(at: 0)
        let inserting = host.frame(at: 0.5)
        #expect(translation(in: inserting) == CGSize(width: 4, height: 0))
        #expect(opacity(of: .red, in: inserting) == 1)
        host.frame(at: 1)
        host.frame(at: 2)
        withAnimation(.testLinear(1)) { box.value = false }
        host.frame(at: 2)
        let removing = host.frame(at: 2.5)
        #expect(translation(in: removing) == .zero)
        #expect(close(opacity(of: .red, in: removing) ?? -1, 0.5))
    }

    @Test func aTransitionsOwnAnimationOverridesTheTransactions() {
        let box = BindingBox<Bool>()
        let host = TimedHost(toggled(box, initially: false, transition: .opacity.animation(.testLinear(2))))
        withAnimation(.testLinear(1)) { box.value = true }
        host.frame(at: 0)
        #expect(close(opacity(of: .red, in: host.frame(at: 1)) ?? -1, 0.5))
        host.frame(at: 2)
        // Without any animation in the update, the transition's own still runs (removal too).
        box.value = false
        host.frame(at: 3)
        #expect(close(opacity(of: .red, in: host.frame(at: 4)) ?? -1, 0.5))
        host.frame(at: 5)
        #expect(fills(of: .red, in: host.frame(at: 5.1)).isEmpty)
    }

    @Test func forEachRemovalStaysBetweenItsNeighbours() {
        let box = BindingBox<[Int]>()
        let colours: [Color] = [.red, .green, .blue]
        let view = StateHost([0, 1, 2], box: box) { items in
            HStack(spacing: 0) {
                ForEach(items, id: \.self) { colours[$0].frame(width: 10, height: 10) }
            }
        }
        let host = TimedHost(view)
        withAnimation(.testLinear(1)) { box.value = [0, 2] }
        host.frame(at: 0)
        let mid = host.frame(at: 0.5)
        #expect(fills(of: .green, in: mid).first?.frame.minX == 10)
        #expect(close(opacity(of: .green, in: mid) ?? -1, 0.5))
        #expect(fills(of: .blue, in: mid).first?.frame.minX == 20)
        host.frame(at: 1)
        let after = host.frame(at: 1.1)
        #expect(fills(of: .green, in: after).isEmpty)
        #expect(fills(of: .blue, in: after).first?.frame.minX == 10)
    }

    @Test func ifElseShowsBothBranchesWhileTheyTransition() {
        let box = BindingBox<Bool>()
        let view = StateHost(true, box: box) { first in
            VStack(spacing: 0) {
                if first {
                    Color.red.frame(width: 10, height: 10)
                } else {
                    Color.blue.frame(width: 10, height: 10).transition(.scale(0.5))
                }
            }
        }
        let host = TimedHost(view)
        withAnimation(.testLinear(1)) { box.value = false }
        host.frame(at: 0)
        let mid = host.frame(at: 0.5)
        // The removed branch first, where it was; the inserted one after it.
        #expect(fills(of: .red, in: mid).first?.frame.minY == 0)
        #expect(close(opacity(of: .red, in: mid) ?? -1, 0.5))
        #expect(fills(of: .blue, in: mid).first?.frame.minY == 10)
        #expect(close(totalTransform(fills(of: .blue, in: mid).first?.effects ?? []).a, 0.75))
        host.frame(at: 1)
        let after = host.frame(at: 1.1)
        #expect(fills(of: .red, in: after).isEmpty)
        #expect(fills(of: .blue, in: after).first?.frame.minY == 0)
    }

    @Test func anyViewTypeChangeTransitionsBothViews() {
        let box = BindingBox<Bool>()
        let view = StateHost(true, box: box) { square in
            ZStack {
                if square {
                    AnyView(Rectangle().fill(.red).frame(width: 10, height: 10))
                } else {
                    AnyView(Circle().fill(.blue).frame(width: 10, height: 10))
                }
            }
        }
        let host = TimedHost(view)
        withAnimation(.testLinear(1)) { box.value = false }
        host.frame(at: 0)
        let mid = host.frame(at: 0.25)
        #expect(close(opacity(of: .red, in: mid) ?? -1, 0.75))
        #expect(close(opacity(of: .blue, in: mid) ?? -1, 0.25))
        host.frame(at: 1)
        #expect(fills(of: .red, in: host.frame(at: 1.1)).isEmpty)
    }

    @Test func anyViewContentChangeInPlace() {
        let box = BindingBox<Bool>()
        let view = StateHost(true, box: box) { square in
            AnyView(square ? AnyView(Rectangle().fill(.red).frame(width: 10, height: 10))
                           : AnyView(Circle().fill(.blue).frame(width: 10, height: 10)))
        }
        let host = TimedHost(view)
        withAnimation(.testLinear(1)) { box.value = false }
        host.frame(at: 0)
        let mid = host.frame(at: 0.5)
        #expect(close(opacity(of: .red, in: mid) ?? -1, 0.5))
        #expect(close(opacity(of: .blue, in: mid) ?? -1, 0.5))
        host.frame(at: 1)
        let after = host.frame(at: 1.1)
        #expect(fills(of: .red, in: after).isEmpty)
        #expect(opacity(of: .blue, in: after) == 1)
    }

    @Test func eachItemOfAnInsertedGroupTransitionsOnItsOwn() {
        let box = BindingBox<Bool>()
        let view = StateHost(false, box: box) { show in
            VStack(spacing: 0) {
                if show {
                    Color.red.frame(width: 10, height: 10).transition(.offset(x: 4))
                    Color.blue.frame(width: 10, height: 10)
                }
            }
        }
        let host = TimedHost(view)
        withAnimation(.testLinear(1)) { box.value = true }
        host.frame(at: 0)
        let mid = host.frame(at: 0.5)
        let red = fills(of: .red, in: mid).first?.effects ?? []
        #expect(totalTransform(red).tx == 2 && totalOpacity(red) == 1)
        let blue = fills(of: .blue, in: mid).first?.effects ?? []
        #expect(totalTransform(blue).tx == 0 && close(totalOpacity(blue), 0.5))
    }

    @Test func stateOfAnInsertedViewSurvivesTheEndOfItsTransition() {
        let box = BindingBox<Bool>()
        let counter = BindingBox<Int>()
        let view = StateHost(false, box: box) { show in
            if show { StateHost(7, box: counter) { Color.red.frame(width: CGFloat($0), height: 5) } }
        }
        let host = TimedHost(view)
        withAnimation(.testLinear(1)) { box.value = true }
        host.frame(at: 0)
        host.frame(at: 0.5)
        counter.value = 9
        host.frame(at: 1)
        host.frame(at: 1.1)
        #expect(fills(of: .red, in: host.frame(at: 1.2)).first?.frame.width == 9)
    }

    @Test func aRemovalDuringTheInsertionContinuesFromWhereItIs() {
        let box = BindingBox<Bool>()
        let host = TimedHost(toggled(box, initially: false))
        withAnimation(.testLinear(1)) { box.value = true }
        host.frame(at: 0)
        #expect(close(opacity(of: .red, in: host.frame(at: 0.5)) ?? -1, 0.5))
        withAnimation(.testLinear(1)) { box.value = false }
        // No jump to .identity: the fade-out starts from the half-faded-in value.
        let start = opacity(of: .red, in: host.frame(at: 0.5)) ?? -1
        #expect(close(start, 0.5))
        // Timing curves add up (SwiftUI's rule): the fade-in ends at 1 while the fade-out runs to 1.5.
        #expect(close(opacity(of: .red, in: host.frame(at: 0.75)) ?? -1, 0.5))
        #expect(close(opacity(of: .red, in: host.frame(at: 1.25)) ?? -1, 0.25))
        host.frame(at: 1.5)
        host.frame(at: 1.6)
        #expect(fills(of: .red, in: host.frame(at: 1.7)).isEmpty)
        #expect(!host.host.graph.needsFrame)
    }

    @Test func aViewShownAgainDuringItsRemovalIsANewViewBesideTheLeavingOne() {
        let box = BindingBox<Bool>()
        let host = TimedHost(toggled(box, initially: true))
        withAnimation(.testLinear(1)) { box.value = false }
        host.frame(at: 0)
        host.frame(at: 0.5)
        withAnimation(.testLinear(1)) { box.value = true }
        let both = fills(of: .red, in: host.frame(at: 0.5))
        #expect(both.count == 2)
        let mid = fills(of: .red, in: host.frame(at: 1))
        #expect(mid.count == 2)
        // The leaving one first (where it was), the new one after it.
        #expect(mid.map { totalOpacity($0.effects) } == [0, 0.5])
        host.frame(at: 1.5)
        host.frame(at: 1.6)
        let after = fills(of: .red, in: host.frame(at: 1.7))
        #expect(after.count == 1 && after.first?.effects.isEmpty == true)
        #expect(fills(of: .green, in: host.host.buildDisplayList()).first?.frame.minY == 20)
    }

    @Test func aChangedIdReplacesTheViewWithATransition() {
        let box = BindingBox<Int>()
        let view = StateHost(0, box: box) { id in
            ZStack { Color.red.frame(width: 10, height: 10).id(id) }
        }
        let host = TimedHost(view)
        withAnimation(.testLinear(1)) { box.value = 1 }
        host.frame(at: 0)
        let mid = fills(of: .red, in: host.frame(at: 0.25))
        // The old identity fades out while the new one fades in.
        #expect(mid.map { totalOpacity($0.effects) } == [0.75, 0.25])
        host.frame(at: 1)
        #expect(fills(of: .red, in: host.frame(at: 1.1)).count == 1)
    }
}
