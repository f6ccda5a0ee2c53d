/// The `Transition` protocol: how a view changes as it is inserted into or removed from the hierarchy.
import Foundation

/// A description of view changes to apply when a view is added to and removed from the view hierarchy.
///
/// `body(content:phase:)` is resolved at `.willAppear` and then `.identity` when the view is inserted
/// in an animated update, and at `.didDisappear` when it is removed; the animation engine animates the
/// effects between the phases.
@MainActor @preconcurrency
public protocol Transition {
    /// The type of view representing the body.
    associatedtype Body: View
    /// The content view type passed to `body(content:phase:)`.
    typealias Content = PlaceholderContentView<Self>
    /// Gets the current body of the caller.
    @ViewBuilder func body(content: Self.Content, phase: TransitionPhase) -> Self.Body
    /// Returns the properties this transition type has. Default: `TransitionProperties()`.
    static var properties: TransitionProperties { get }
}

extension Transition {
    /// The default properties: the transition has motion.
    public static var properties: TransitionProperties { TransitionProperties() }

    /// Applies the transition to `content` at `phase`.
    public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        TransitionApplicationView(transition: self, phase: phase, content: content)
    }

    /// Attaches an animation to this transition: it replaces the update's animation when the transition runs.
    public func animation(_ animation: Animation?) -> some Transition {
        AnimatedTransition(base: self, animation: animation)
    }

    /// Combines this transition with another, returning a new transition that is the result of both
    /// transitions being applied (this one first, then `other`, at the same phase).
    public func combined<T: Transition>(with other: T) -> some Transition {
        CombinedTransition(first: self, second: other)
    }
}

/// The view `Transition.apply(content:phase:)` returns: the transition's body with `content` in place of
/// its placeholder.
struct TransitionApplicationView<T: Transition, Content: View>: View {
    let transition: T
    let phase: TransitionPhase
    let content: Content
    typealias Body = Never
}

extension TransitionApplicationView: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        let content = content
        // The content keeps its identity below this view whatever the transition's body does.
        return inputs.resolve(transition.body(content: PlaceholderContentView<T>(), phase: phase), at: .body,
                              placeholder: { $0.resolve(content, at: .content) })
    }
}

/// Two transitions applied one after the other at the same phase (`combined(with:)`).
struct CombinedTransition<First: Transition, Second: Transition>: Transition {
    let first: First
    let second: Second

    func body(content: Content, phase: TransitionPhase) -> some View {
        second.apply(content: first.apply(content: content, phase: phase), phase: phase)
    }

    /// Motion when either part has motion.
    static var properties: TransitionProperties {
        TransitionProperties(hasMotion: First.properties.hasMotion || Second.properties.hasMotion)
    }
}

/// A transition with an animation of its own (`animation(_:)`).
struct AnimatedTransition<Base: Transition>: Transition {
    let base: Base
    let animation: Animation?

    func body(content: Content, phase: TransitionPhase) -> some View {
        base.apply(content: content, phase: phase)
    }

    static var properties: TransitionProperties { Base.properties }
}

extension Transition {
    /// A composite transition that uses `insertion` when the view is inserted and `removal` when it is removed.
    public static func asymmetric<I: Transition, R: Transition>(insertion: I, removal: R) -> Self
    where Self == AsymmetricTransition<I, R> {
        AsymmetricTransition(insertion: insertion, removal: removal)
    }
}
