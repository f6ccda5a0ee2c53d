/// The animator of one animatable attribute at one view identity: its target and its running animations.
import Foundation

/// What the graph keeps in a node's attribute slot for any animator, whatever its value type.
@MainActor
protocol AttributeSlot: AnyObject {
    /// Stops everything the slot runs (its view was removed); returns the completions now due.
    func cancel() -> [() -> Void]
    /// Whether an animation is still running.
    var isAnimating: Bool { get }
}

/// An animator the graph advances at each frame without resolving its view again.
@MainActor
protocol FrameAdvancing: AnyObject {
    /// Whether the graph already holds it for the next frame.
    var isScheduled: Bool { get set }
    var isAnimating: Bool { get }
    /// Evaluates the presented value at `time`; returns the completions now due.
    func advance(to time: TimeInterval) -> [() -> Void]
}

extension AttributeAnimator: FrameAdvancing {}

/// Animates one attribute, SwiftUI's way.
///
/// The attribute's model value is the *target*. Each animated change of the target starts a *run* that
/// covers `delta` (the new target minus the old one) from the time of the change; the animation's
/// `animate(value: delta, time:)` says how much of `delta` is covered after `time` seconds. The
/// presented value is the target minus what every run still has to cover, so a change mid-flight
/// starts from the value on screen:
/// - an animation whose `shouldMerge(previous:…)` accepts the last run (springs) takes that run over:
///   it keeps the run's start time and start value, its `value` becomes the whole distance from there
///   to the new target, `time` keeps counting from the run's start, and its context is the previous
///   run's (as `shouldMerge` left it) — a merging animation keeps in its `AnimationState` what it needs
///   to continue (offset, velocity), so value and velocity stay continuous;
/// - any other animation is added on top: the runs' effects sum.
/// A change without an animation (or with `disablesAnimations`) stops every run and jumps.
///
/// `value` is the value presented at the time of the last evaluation: the model value itself when no
/// run is active (no round trip through its data), else the model with interpolated data.
@MainActor
final class AttributeAnimator<Model: Animatable>: AttributeSlot {
    typealias Value = Model.AnimatableData

    /// One running animation.
    struct Run {
        var animation: Animation
        /// The distance the run covers, from the target before its change to the target after.
        var delta: Value
        var startTime: TimeInterval
        var context: AnimationContext<Value>
        var group: AnimationCompletionGroup?
        var reportedLogicalCompletion = false

        /// The part of `delta` covered at `time`, or nil when the run has finished.
        mutating func animate(at time: TimeInterval) -> Value? {
            animation.animate(value: delta, time: max(0, time - startTime), context: &context)
        }
    }

    /// The attribute's model value and its data (the target of the runs).
    private(set) var model: Model
    private(set) var target: Value
    /// The value presented at the last evaluation.
    private(set) var value: Model
    private(set) var runs: [Run] = []
    /// Whether the graph holds this animator in its list of animators to advance at the next frame.
    var isScheduled = false

    init(model: Model) {
        self.model = model
        target = model.animatableData
        value = model
    }

    var isAnimating: Bool { !runs.isEmpty }

    /// Sets a new model value, animating a change of its data with the transaction's animation, and
    /// evaluates the presented value at `time`. Returns the completions now due.
    func update(model newModel: Model, transaction: Transaction, time: TimeInterval,
                environment: EnvironmentValues) -> [() -> Void] {
        model = newModel
        var due = retarget(to: newModel.animatableData, transaction: transaction, time: time, environment: environment)
        due += advance(to: time)
        return due
    }

    /// Evaluates the presented value at `time`; returns the completions now due.
    ///
    /// Specialized for the attributes most often animated (opacity, lengths, offsets, positions,
    /// angles): unspecialized, a third of an evaluation goes to run-time generic metadata lookups.
    @_specialize(where Model == Double)
    @_specialize(where Model == CGFloat)
    @_specialize(where Model == CGSize)
    @_specialize(where Model == CGPoint)
    @_specialize(where Model == Angle)
    func advance(to time: TimeInterval) -> [() -> Void] {
        guard !runs.isEmpty else {
            value = model
            return []
        }
        var due: [() -> Void] = []
        let data = presentedData(at: time, due: &due)
        if runs.isEmpty {
            value = model
        } else {
            value = model
            value.animatableData = data
        }
        return due
    }

    private func retarget(to newTarget: Value, transaction: Transaction, time: TimeInterval,
                          environment: EnvironmentValues) -> [() -> Void] {
        guard newTarget != target else { return [] }
        let change = newTarget - target
        target = newTarget
        guard let animation = transaction.animation, !transaction.disablesAnimations else { return cancel() }
        let group = transaction.completionGroup
        group?.animationStarted()
        if let last = runs.last {
            var context = last.context
            let merged = last.delta + change
            if animation.shouldMerge(previous: last.animation, value: merged, time: max(0, time - last.startTime),
                                     context: &context) {
                runs.removeLast()
                let due = last.group?.animationRemoved(wasLogicallyComplete: last.reportedLogicalCompletion) ?? []
                context.isLogicallyComplete = false
                runs.append(Run(animation: animation, delta: merged, startTime: last.startTime, context: context, group: group))
                return due
            }
        }
        runs.append(Run(animation: animation, delta: change, startTime: time,
                        context: AnimationContext(environment: environment), group: group))
        return []
    }

    /// The target minus what each run still has to cover at `time`. Finished runs are removed; the
    /// completions that became due are appended to `due`.
    private func presentedData(at time: TimeInterval, due: inout [() -> Void]) -> Value {
        var data = target
        var index = 0
        while index < runs.count {
            let progress = runs[index].animate(at: time)
            if let progress {
                data -= runs[index].delta - progress
                if runs[index].context.isLogicallyComplete, !runs[index].reportedLogicalCompletion {
                    runs[index].reportedLogicalCompletion = true
                    if let group = runs[index].group { due += group.animationLogicallyCompleted() }
                }
                index += 1
            } else {
                let run = runs.remove(at: index)
                if let group = run.group { due += group.animationRemoved(wasLogicallyComplete: run.reportedLogicalCompletion) }
            }
        }
        return data
    }

    /// The velocity of the presented data at `time` (the sum of the runs' velocities; a run whose
    /// animation does not know its velocity counts as still).
    func velocity(at time: TimeInterval) -> Value {
        var velocity = Value.zero
        for run in runs {
            if let v = run.animation.velocity(value: run.delta, time: max(0, time - run.startTime), context: run.context) {
                velocity += v
            }
        }
        return velocity
    }

    func cancel() -> [() -> Void] {
        var due: [() -> Void] = []
        for run in runs {
            if let group = run.group { due += group.animationRemoved(wasLogicallyComplete: run.reportedLogicalCompletion) }
        }
        runs.removeAll()
        value = model
        return due
    }
}
