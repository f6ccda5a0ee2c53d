/// `AnyTransition`: a type-erased transition, with the pre-iOS 17 statics and `modifier(active:identity:)`.
import AuroraGeometry
import Foundation

/// A type-erased transition.
public struct AnyTransition {
    let box: TransitionBox

    /// Creates a type-erased transition from a `Transition`.
    @MainActor public init<T: Transition>(_ transition: T) {
        if let erased = transition as? AnyTransitionAsTransition {
            box = erased.transition.box
        } else {
            box = TransitionBox(transition)
        }
    }

    /// The animation attached with `animation(_:)`, when there is one.
    var attachedAnimation: Animation?? { box.attachedAnimation }
    /// Whether the transition has motion.
    var hasMotion: Bool { box.hasMotion }
}

/// The erased operations of a transition: its body at a phase around the placeholder, its properties and
/// its attached animation.
struct TransitionBox {
    let apply: @MainActor (TransitionPhase) -> AnyView
    let hasMotion: Bool
    let attachedAnimation: Animation??

    @MainActor
    init<T: Transition>(_ transition: T) {
        apply = { phase in AnyView(transition.body(content: PlaceholderContentView<T>(), phase: phase)) }
        hasMotion = (transition as? any TransitionMotionCarrier)?.hasMotion ?? T.properties.hasMotion
        attachedAnimation = (transition as? any TransitionAnimationCarrier)?.attachedAnimation
    }
}

/// A transition that carries an animation of its own (`animation(_:)`), found through combinations.
@MainActor
protocol TransitionAnimationCarrier {
    /// `.some(animation)` when an animation is attached (`.some(nil)` attaches "no animation").
    var attachedAnimation: Animation?? { get }
}

extension AnimatedTransition: TransitionAnimationCarrier {
    var attachedAnimation: Animation?? { .some(animation) }
}

extension CombinedTransition: TransitionAnimationCarrier {
    var attachedAnimation: Animation?? {
        (first as? any TransitionAnimationCarrier)?.attachedAnimation ?? (second as? any TransitionAnimationCarrier)?.attachedAnimation
    }
}

extension AsymmetricTransition: TransitionAnimationCarrier {
    var attachedAnimation: Animation?? {
        (insertion as? any TransitionAnimationCarrier)?.attachedAnimation ?? (removal as? any TransitionAnimationCarrier)?.attachedAnimation
    }
}

/// A transition whose motion depends on the erased transitions inside it, not only on its type.
@MainActor
protocol TransitionMotionCarrier {
    var hasMotion: Bool { get }
}

extension AnyTransitionAsTransition: TransitionMotionCarrier {
    var hasMotion: Bool { transition.hasMotion }
}

extension CombinedTransition: TransitionMotionCarrier {
    var hasMotion: Bool { motion(of: first) || motion(of: second) }
}

extension AsymmetricTransition: TransitionMotionCarrier {
    var hasMotion: Bool { motion(of: insertion) || motion(of: removal) }
}

extension AnimatedTransition: TransitionMotionCarrier {
    var hasMotion: Bool { motion(of: base) }
}

/// Whether `transition` has motion, looking inside erased and composed transitions.
@MainActor
private func motion<T: Transition>(of transition: T) -> Bool {
    (transition as? any TransitionMotionCarrier)?.hasMotion ?? T.properties.hasMotion
}

/// `AnyTransition` used where a `Transition` is expected: its erased body.
struct AnyTransitionAsTransition: Transition, TransitionAnimationCarrier {
    let transition: AnyTransition

    func body(content: Content, phase: TransitionPhase) -> some View { transition.box.apply(phase) }

    var attachedAnimation: Animation?? { transition.attachedAnimation }
}

/// The transition of `AnyTransition.modifier(active:identity:)`: one modifier or the other by phase.
struct ModifierTransition<Modifier: ViewModifier>: Transition {
    let active: Modifier
    let identity: Modifier

    func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(phase.isIdentity ? identity : active)
    }
}

@MainActor
extension AnyTransition {
    /// A transition that returns the input view, unmodified, as the output view.
    public static var identity: AnyTransition { AnyTransition(IdentityTransition()) }
    /// A transition from transparent to opaque on insertion, and from opaque to transparent on removal.
    public static var opacity: AnyTransition { AnyTransition(OpacityTransition()) }
    /// Returns a transition that scales the view.
    public static var scale: AnyTransition { AnyTransition(ScaleTransition(1e-5)) }
    /// A transition that inserts by moving in from the leading edge, and removes by moving out towards the trailing edge.
    public static var slide: AnyTransition { AnyTransition(SlideTransition()) }

    /// Returns a transition that scales the view by `scale` about `anchor`. Default anchor: `.center`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(ScaleTransition(Double(scale), anchor: anchor))
    }

    /// Returns a transition that moves the view away, towards the specified edge of the view.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(MoveTransition(edge: edge)) }

    /// Creates a transition that animates a view by moving and fading it.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(PushTransition(edge: edge)) }

    /// Returns a transition that offsets the view by the specified amount.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(OffsetTransition(offset)) }

    /// Returns a transition that offsets the view by the specified x and y values. Defaults: 0, 0.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        AnyTransition(OffsetTransition(CGSize(width: x, height: y)))
    }

    /// A transition that animates the insertion or removal of a view by combining blurring and scaling effects.
    public static var blurReplace: AnyTransition { AnyTransition(BlurReplaceTransition()) }

    /// A blur-and-scale transition with a configuration. Default: `.downUp`.
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> AnyTransition {
        AnyTransition(BlurReplaceTransition(configuration: config))
    }

    /// Returns a transition defined between an active modifier and an identity modifier.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(ModifierTransition(active: active, identity: identity))
    }

    /// Provides a composite transition that uses a different transition for insertion versus removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(AsymmetricTransition(insertion: AnyTransitionAsTransition(transition: insertion),
                                           removal: AnyTransitionAsTransition(transition: removal)))
    }

    /// Combines this transition with another, returning a new transition that is the result of both
    /// transitions being applied.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(CombinedTransition(first: AnyTransitionAsTransition(transition: self),
                                         second: AnyTransitionAsTransition(transition: other)))
    }

    /// Attaches an animation to this transition.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(AnimatedTransition(base: AnyTransitionAsTransition(transition: self), animation: animation))
    }
}
