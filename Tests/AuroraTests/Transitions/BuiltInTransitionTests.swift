/// The built-in transitions' effects at `.willAppear`, `.identity` and `.didDisappear` (reference §5).
import AuroraDisplayList
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct BuiltInTransitionTests {
    private let phases: [TransitionPhase] = [.willAppear, .identity, .didDisappear]

    @Test func phaseValues() {
        #expect(TransitionPhase.willAppear.value == -1)
        #expect(TransitionPhase.identity.value == 0)
        #expect(TransitionPhase.didDisappear.value == 1)
        #expect(TransitionPhase.identity.isIdentity)
        #expect(!TransitionPhase.willAppear.isIdentity && !TransitionPhase.didDisappear.isIdentity)
        #expect(TransitionProperties().hasMotion)
    }

    @Test func identityChangesNothing() {
        for phase in phases { #expect(transitionEffects(.identity, phase).isEmpty) }
        #expect(!IdentityTransition.properties.hasMotion)
    }

    @Test func opacityIsZeroOutsideIdentity() {
        #expect(transitionEffects(.opacity, .willAppear) == [.opacity(0)])
        #expect(transitionEffects(.opacity, .identity).isEmpty)
        #expect(transitionEffects(.opacity, .didDisappear) == [.opacity(0)])
        #expect(!OpacityTransition.properties.hasMotion)
    }

    @Test func scaleAboutTheAnchor() {
        let appear = totalTransform(transitionEffects(.scale, .willAppear))
        #expect(abs(appear.a - 1e-5) < 1e-12 && abs(appear.d - 1e-5) < 1e-12)
        // About the centre: (20, 10) stays where it is.
        let centre = CGPoint(x: 20, y: 10).applying(appear)
        #expect(abs(centre.x - 20) < 1e-9 && abs(centre.y - 10) < 1e-9)
        #expect(transitionEffects(.scale, .identity).isEmpty)
        let corner = totalTransform(transitionEffects(.scale(0.5, anchor: .bottomTrailing), .didDisappear))
        #expect(corner.a == 0.5 && CGPoint(x: 40, y: 20).applying(corner) == CGPoint(x: 40, y: 20))
        #expect(ScaleTransition.properties.hasMotion)
    }

    @Test func slideMovesOneWidth() {
        #expect(totalTransform(transitionEffects(.slide, .willAppear)) == CGAffineTransform(translationX: -40, y: 0))
        #expect(transitionEffects(.slide, .identity).isEmpty)
        #expect(totalTransform(transitionEffects(.slide, .didDisappear)) == CGAffineTransform(translationX: 40, y: 0))
    }

    @Test func moveGoesTowardTheEdgeByTheViewSize() {
        let expected: [(Edge, CGFloat, CGFloat)] = [(.top, 0, -20), (.leading, -40, 0), (.bottom, 0, 20), (.trailing, 40, 0)]
        for (edge, x, y) in expected {
            for phase in [TransitionPhase.willAppear, .didDisappear] {
                #expect(totalTransform(transitionEffects(.move(edge: edge), phase)) == CGAffineTransform(translationX: x, y: y))
            }
            #expect(transitionEffects(.move(edge: edge), .identity).isEmpty)
        }
    }

    @Test func pushComesFromTheEdgeAndLeavesTowardTheOpposite() {
        let appear = transitionEffects(.push(from: .trailing), .willAppear)
        #expect(totalTransform(appear) == CGAffineTransform(translationX: 40, y: 0))
        #expect(totalOpacity(appear) == 0)
        let disappear = transitionEffects(.push(from: .trailing), .didDisappear)
        #expect(totalTransform(disappear) == CGAffineTransform(translationX: -40, y: 0))
        #expect(totalOpacity(disappear) == 0)
        #expect(transitionEffects(.push(from: .top), .identity).isEmpty)
        #expect(totalTransform(transitionEffects(.push(from: .top), .willAppear)) == CGAffineTransform(translationX: 0, y: -20))
    }

    @Test func offsetTranslates() {
        #expect(transitionEffects(.offset(x: 5, y: -3), .willAppear) == [.transform(CGAffineTransform(translationX: 5, y: -3))])
        #expect(transitionEffects(.offset(CGSize(width: 7, height: 0)), .didDisappear) == [.transform(CGAffineTransform(translationX: 7, y: 0))])
        #expect(transitionEffects(.offset(x: 5), .identity).isEmpty)
    }

    @Test func blurReplaceBlursScalesAndFades() {
        for (config, removalScale) in [(BlurReplaceTransition.Configuration.downUp, 0.9), (.upUp, 1.1)] {
            let appear = transitionEffects(.blurReplace(config), .willAppear)
            #expect(totalOpacity(appear) == 0)
            #expect(blurRadii(appear) == [7])
            #expect(abs(totalTransform(appear).a - 0.9) < 1e-12)
            let disappear = transitionEffects(.blurReplace(config), .didDisappear)
            #expect(totalOpacity(disappear) == 0 && blurRadii(disappear) == [7])
            #expect(abs(totalTransform(disappear).a - removalScale) < 1e-12)
            #expect(transitionEffects(.blurReplace(config), .identity).isEmpty)
        }
        #expect(transitionEffects(.blurReplace, .willAppear) == transitionEffects(.blurReplace(.downUp), .willAppear))
    }

    @Test func combinedAppliesBothFirstInside() {
        let both = transitionEffects(.scale(0.5).combined(with: .opacity), .willAppear)
        // `.opacity` is applied second, so it wraps the scale.
        guard both.count == 2, case .opacity(0) = both[0], case .transform(let t) = both[1] else {
            Issue.record("expected opacity around scale, got \(both)")
            return
        }
        #expect(t.a == 0.5)
        #expect(transitionEffects(.scale(0.5).combined(with: .opacity), .identity).isEmpty)
        #expect(CombinedTransition<OpacityTransition, IdentityTransition>.properties.hasMotion == false)
        #expect(CombinedTransition<OpacityTransition, SlideTransition>.properties.hasMotion)
    }

    @Test func asymmetricUsesInsertionThenRemoval() {
        let t = AsymmetricTransition(insertion: .offset(x: 10), removal: .opacity)
        #expect(transitionEffects(t, .willAppear) == [.transform(CGAffineTransform(translationX: 10, y: 0))])
        #expect(transitionEffects(t, .identity).isEmpty)
        #expect(transitionEffects(t, .didDisappear) == [.opacity(0)])
    }

    @Test func anyTransitionMatchesTheTypedOnes() {
        let pairs: [(AnyTransition, AnyTransition)] = [
            (.opacity, AnyTransition(OpacityTransition())),
            (.scale(scale: 0.3, anchor: .top), AnyTransition(ScaleTransition(0.3, anchor: .top))),
            (.move(edge: .bottom), AnyTransition(MoveTransition(edge: .bottom))),
            (.push(from: .leading), AnyTransition(PushTransition(edge: .leading))),
            (.offset(x: 3, y: 4), AnyTransition(OffsetTransition(CGSize(width: 3, height: 4)))),
            (.blurReplace(.upUp), AnyTransition(BlurReplaceTransition(configuration: .upUp))),
        ]
        for (erased, typed) in pairs {
            for phase in phases { #expect(transitionEffects(erased, phase) == transitionEffects(typed, phase)) }
        }
        #expect(transitionEffects(AnyTransition.slide, .willAppear) == transitionEffects(SlideTransition(), .willAppear))
        #expect(transitionEffects(AnyTransition.identity, .didDisappear).isEmpty)
    }

    @Test func anyTransitionModifierActiveAndIdentity() {
        let t = AnyTransition.modifier(active: OpacityProbe(amount: 0.25), identity: OpacityProbe(amount: 1))
        #expect(transitionEffects(t, .willAppear) == [.opacity(0.25)])
        #expect(transitionEffects(t, .identity).isEmpty)
        #expect(transitionEffects(t, .didDisappear) == [.opacity(0.25)])
    }

    @Test func anyTransitionCombinedAsymmetricAndAnimation() {
        let t = AnyTransition.asymmetric(insertion: .opacity, removal: .offset(x: -6)).combined(with: .scale(scale: 0.5))
        let appear = transitionEffects(t, .willAppear)
        #expect(totalOpacity(appear) == 0 && totalTransform(appear).a == 0.5)
        let disappear = transitionEffects(t, .didDisappear)
        #expect(totalOpacity(disappear) == 1 && totalTransform(disappear).tx != 0)
        #expect(transitionEffects(t, .identity).isEmpty)
        #expect(AnyTransition.opacity.attachedAnimation == nil)
        let animated = AnyTransition.opacity.animation(nil)
        #expect(animated.attachedAnimation == .some(nil))
        #expect(transitionEffects(animated, .willAppear) == [.opacity(0)])
        #expect(!AnyTransition.opacity.hasMotion && AnyTransition.slide.hasMotion)
        #expect(!AnyTransition.opacity.combined(with: .identity).hasMotion)
        #expect(AnyTransition.asymmetric(insertion: .opacity, removal: .move(edge: .top)).hasMotion)
        #expect(!AnyTransition.opacity.animation(nil).hasMotion)
    }
}

/// A modifier for `AnyTransition.modifier(active:identity:)`.
private struct OpacityProbe: ViewModifier {
    let amount: Double
    func body(content: Content) -> some View { content.opacity(amount) }
}
