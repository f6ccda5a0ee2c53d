/// The animation engine's entry point: the value an animatable attribute presents at a graph position.
import Foundation

extension ResolveInputs {
    /// The value to present for the animatable `value` at this position, at the graph's time.
    ///
    /// Call it once per attribute while resolving, in the same order at every update (each call takes
    /// the next attribute slot of `node`; the slots restart when resolution reaches the node again):
    /// - the first call at a slot presents `value` unchanged;
    /// - when `value.animatableData` differs from the last update's and `transaction` has an animation
    ///   (and `disablesAnimations` is false), the change animates from the value on screen; springs
    ///   take over a running spring keeping its velocity, other animations add to the running ones;
    /// - while animations run, the returned value is `value` with its `animatableData` interpolated
    ///   for `graph.time`, and the node is resolved again at the next frame (`graph.requestFrame`);
    /// - a change without animation jumps and stops the slot's running animations.
    /// Completions of the transaction run once all the animations it started have finished (at the end
    /// of the update when it started none); removing the node stops its animations.
    /// Types whose `AnimatableData` is `EmptyAnimatableData` are returned unchanged without a slot.
    func animatedValue<V: Animatable>(_ value: V) -> V {
        guard let animator = animator(for: value) else { return value }
        if animator.isAnimating { graph.requestFrame(for: node) }
        return animator.value
    }

    /// The animator of the animatable `value` at this position, for layout nodes that read the presented
    /// value when they lay out and draw (`animator.value`): the same rules as `animatedValue(_:)`, but
    /// while it runs the graph advances the animator at each frame without resolving the view again, so
    /// an animation frame costs one evaluation per attribute. Nil for `EmptyAnimatableData` types.
    func animatedAttribute<V: Animatable>(_ value: V) -> AttributeAnimator<V>? {
        guard let animator = animator(for: value) else { return nil }
        if animator.isAnimating { graph.scheduleAdvance(animator) }
        return animator
    }

    /// The next slot's animator, updated with `value` and evaluated at the graph's time.
    private func animator<V: Animatable>(for value: V) -> AttributeAnimator<V>? {
        if V.AnimatableData.self == EmptyAnimatableData.self { return nil }
        let slot = node.nextAttributeSlot()
        guard let animator = node.attribute(at: slot, as: AttributeAnimator<V>.self) else {
            let animator = AttributeAnimator(model: value)
            node.setAttribute(animator, at: slot, graph: graph)
            return animator
        }
        graph.runAfterUpdate(animator.update(model: value, transaction: transaction, time: graph.time, environment: environment))
        return animator
    }

    /// Whether `value` differs from the one passed at the same slot in the previous update (false the
    /// first time): for modifiers that act on a change, such as `transaction(value:_:)`.
    func valueChanged<V: Equatable>(_ value: V) -> Bool {
        let slot = node.nextAttributeSlot()
        guard let last = node.attribute(at: slot, as: LastValue<V>.self) else {
            node.setAttribute(LastValue(value), at: slot, graph: graph)
            return false
        }
        defer { last.value = value }
        return last.value != value
    }
}

/// The value an attribute slot saw in the previous update.
@MainActor
final class LastValue<V: Equatable>: AttributeSlot {
    var value: V
    init(_ value: V) { self.value = value }
    func cancel() -> [() -> Void] { [] }
    var isAnimating: Bool { false }
}

extension GraphNode {
    /// The next attribute slot of this node in the current resolution.
    func nextAttributeSlot() -> Int {
        defer { attributeCursor += 1 }
        return attributeCursor
    }

    /// The slot's object when it has type `T`.
    func attribute<T: AttributeSlot>(at slot: Int, as type: T.Type) -> T? {
        slot < attributes.count ? attributes[slot] as? T : nil
    }

    /// Stores `object` in `slot`, stopping what held the slot before (the attribute changed type).
    func setAttribute(_ object: any AttributeSlot, at slot: Int, graph: ViewGraph) {
        if slot < attributes.count {
            graph.runAfterUpdate(attributes[slot].cancel())
            attributes[slot] = object
        } else {
            while attributes.count < slot { attributes.append(LastValue(0)) }
            attributes.append(object)
        }
    }

    /// Stops every animation of this node (it was removed); returns the completions now due.
    func cancelAttributes() -> [() -> Void] {
        let due = attributes.flatMap { $0.cancel() }
        attributes.removeAll()
        return due
    }

    /// Whether an animation runs at this node or below it.
    var hasRunningAnimations: Bool {
        if attributes.contains(where: \.isAnimating) { return true }
        return children.values.contains { $0.hasRunningAnimations }
    }
}

extension ResolveInputs {
    /// A view or modifier that is `Animatable` (not a `Shape`, whose path animates where it is drawn),
    /// with its `animatableData` animated at this node; anything else unchanged.
    func animatedView<V>(_ value: V) -> V {
        guard let animatable = value as? any Animatable, !(value is any Shape) else { return value }
        return (animatedOpened(animatable) as? V) ?? value
    }

    private func animatedOpened<A: Animatable>(_ value: A) -> A { animatedValue(value) }
}
