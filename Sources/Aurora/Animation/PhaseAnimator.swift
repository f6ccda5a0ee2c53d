/// `PhaseAnimator` and `phaseAnimator`: content animated through a sequence of phases, continuously or
/// once through every phase per change of a trigger.
import Foundation

/// A container that animates its content by automatically cycling through a collection of phases that
/// you provide, each defining a discrete step within an animation.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: PhaseTrigger?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?

    /// Cycles through a sequence of phases in response to changes in a specified value, animating
    /// updates to a view on each phase change: each change of `trigger` plays every phase in turn and
    /// ends back at the first, each change animated with `animation(nextPhase)` (nil does not animate)
    /// and the next starting when it completes. Default animation: `.default`.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = PhaseTrigger(trigger)
        self.content = content
        self.animation = animation
    }

    /// Cycles through a sequence of phases continuously, animating updates to a view on each phase
    /// change: each phase's animation moves to the next phase when it is logically complete. Default
    /// animation: `.default`.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = nil
        self.content = content
        self.animation = animation
    }

    /// A primitive view.
    public typealias Body = Never
}

extension PhaseAnimator: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        let content = content
        return PhaseAnimation.resolve(phases: phases, trigger: trigger, animation: animation, inputs: inputs) { phase, bodyInputs in
            bodyInputs.resolve(content(phase), at: .body)
        }
    }
}

extension View {
    /// Animates effects that you apply to a view over a sequence of phases that change based on a
    /// trigger: each change of `trigger` plays every phase in turn, back to the first, each with
    /// `animation(nextPhase)`. Default animation: `.default`.
    public func phaseAnimator<Phase: Equatable, Phases: Sequence, Modified: View>(
        _ phases: Phases, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View where Phases.Element == Phase {
        PhaseAnimatorModifierView(view: self, phases: Array(phases), trigger: PhaseTrigger(trigger), content: content, animation: animation)
    }

    /// Animates effects that you apply to a view over a sequence of phases that change continuously:
    /// each phase's animation moves to the next phase when it is logically complete. Default animation: `.default`.
    public func phaseAnimator<Phase: Equatable, Phases: Sequence, Modified: View>(
        _ phases: Phases,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View where Phases.Element == Phase {
        PhaseAnimatorModifierView(view: self, phases: Array(phases), trigger: nil, content: content, animation: animation)
    }
}

/// The view `phaseAnimator` returns: the phase's body with the modified view in its placeholder.
struct PhaseAnimatorModifierView<Modified: View, Phase: Equatable, Body: View>: View, PrimitiveView {
    let view: Modified
    let phases: [Phase]
    let trigger: PhaseTrigger?
    let content: (PlaceholderContentView<Modified>, Phase) -> Body
    let animation: (Phase) -> Animation?

    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        let view = view
        let content = content
        return PhaseAnimation.resolve(phases: phases, trigger: trigger, animation: animation, inputs: inputs) { phase, bodyInputs in
            // The modified view keeps the transaction around the animator; only the phase's effects animate.
            bodyInputs.resolve(content(PlaceholderContentView(), phase), at: .body, placeholder: { $0.resolve(view, at: .content) })
        }
    }
}

/// A trigger value, compared with the one of the last update.
@MainActor
struct PhaseTrigger {
    let changed: @MainActor (ResolveInputs) -> Bool

    init<T: Equatable>(_ value: T) { changed = { $0.valueChanged(value) } }
}

/// Where a phase animator stands: the current phase and the phase a finished animation asked for.
@MainActor
final class PhaseAnimatorState: AttributeSlot {
    /// The index of the phase shown.
    var index = 0
    /// The last phase change's animation finished: the next update moves on.
    var advanceRequested = false
    /// The trigger form is playing its phases after a trigger change (it stops back at the first).
    var isCycling = false
    /// The view was removed: late completions do nothing.
    var cancelled = false

    func cancel() -> [() -> Void] {
        cancelled = true
        return []
    }

    var isAnimating: Bool { false }
}

/// The phase logic shared by `PhaseAnimator` and `phaseAnimator`.
@MainActor
enum PhaseAnimation {
    /// Resolves the current phase's body (through `resolveBody`, given the phase and the inputs to use)
    /// and moves to the next phase when the last phase change's animation completes: for ever without
    /// a trigger; with one, from each trigger change through every phase back to the first.
    static func resolve<Phase: Equatable>(phases: [Phase], trigger: PhaseTrigger?, animation: (Phase) -> Animation?,
                                          inputs: ResolveInputs,
                                          resolveBody: (Phase, ResolveInputs) -> [LayoutNode]) -> [LayoutNode] {
        // An empty sequence has no phase to show (SwiftUI shows a warning view); nothing is drawn.
        guard !phases.isEmpty else { return [] }
        let node = inputs.node
        let graph = inputs.graph
        let slot = node.nextAttributeSlot()
        let state: PhaseAnimatorState
        var isFirst = false
        if let existing = node.attribute(at: slot, as: PhaseAnimatorState.self) {
            state = existing
        } else {
            state = PhaseAnimatorState()
            node.setAttribute(state, at: slot, graph: graph)
            isFirst = true
        }
        let triggered = trigger?.changed(inputs) ?? false
        // A single phase has nowhere to go: neither form moves.
        let canMove = phases.count > 1
        // The continuous form cycles for ever; a trigger change plays every phase once, back to the first.
        if triggered && canMove { state.isCycling = true }
        let cycling = trigger == nil ? canMove : state.isCycling
        let advances = !isFirst && cycling && (triggered || state.advanceRequested)
        state.advanceRequested = false
        if advances {
            state.index = (state.index + 1) % phases.count
            if trigger != nil && state.index == 0 { state.isCycling = false }
        }
        let phase = phases[min(state.index, phases.count - 1)]
        var bodyInputs = inputs
        if advances {
            let next = animation(phase)
            let continues = trigger == nil || state.isCycling
            bodyInputs.transformTransaction { transaction in
                transaction.animation = next
                transaction.disablesAnimations = false
                guard continues else { return }
                transaction.addAnimationCompletion(criteria: .logicallyComplete) { [weak state, weak graph, weak node] in
                    guard let state, !state.cancelled else { return }
                    state.advanceRequested = true
                    if let graph, let node { graph.requestFrame(for: node) }
                }
            }
        } else if isFirst && trigger == nil && canMove {
            // Shown at the first phase now; the move to the second starts at the next frame.
            state.advanceRequested = true
            graph.requestFrame(for: node)
        }
        return resolveBody(phase, bodyInputs)
    }
}
