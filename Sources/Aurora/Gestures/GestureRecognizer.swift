/// `GestureRecognizer`: the state machine one gesture runs over the events of one interaction.
import AuroraGeometry
import Foundation

/// Where a recognizer is in its life.
enum GestureRecognizerPhase: Equatable {
    /// Not recognised yet. A recognizer may already have a tentative value (a long press that is
    /// pressing), which `updating` and `onChanged` see.
    case possible
    /// Recognised and still changing (a drag past its minimum distance).
    case active
    /// Recognised and finished: `onEnded` runs.
    case ended
    /// Will never be recognised (or was cancelled): state set through `updating` is reset.
    case failed
}

/// The recognizer of one gesture value for one interaction (a touch sequence).
///
/// The interaction feeds it events (`receive`) and, once arbitration lets it, asks it to run its
/// callbacks (`deliver`). Primitive gestures subclass it to recognise; modifiers such as
/// `onChanged` wrap another recognizer and act in `deliver`. Everything runs on the main actor,
/// on the host's frame clock.
@MainActor
class GestureRecognizer<Value> {
    /// Where the recognizer is.
    private(set) var phase: GestureRecognizerPhase = .possible
    /// The current value: tentative while `.possible`, the recognised value while `.active` or `.ended`.
    private(set) var value: Value?
    /// Counts changes of `phase` and `value`, so callbacks run once per change.
    private(set) var version = 0

    /// Sets the phase and value (a change bumps `version`).
    final func update(_ phase: GestureRecognizerPhase, _ value: Value?) {
        self.phase = phase
        self.value = value
        version += 1
    }

    /// Whether the recognizer has ended or failed and takes no more events.
    final var isFinished: Bool { phase == .ended || phase == .failed }

    /// Whether the recognizer is possible with a value: callbacks see it before it is recognised.
    final var isTentative: Bool { phase == .possible && value != nil }

    /// Takes one event. Subclasses update `phase` and `value`; a finished recognizer is not called.
    func receive(_ event: GestureEvent) {}

    /// The clock time at which the recognizer changes without a pointer event (a long press
    /// reaching its duration, a multi-tap giving up), or nil.
    var deadline: TimeInterval? { nil }

    /// Runs the callbacks for what changed since the last delivery. Default: none.
    func deliver() {}

    /// Stops the recognizer: it fails (if it had not finished) and its callbacks clean up.
    func cancel() {
        if !isFinished { update(.failed, nil) }
        deliver()
    }
}

/// A recognizer that wraps another and reports the other's phase, with the value transformed.
@MainActor
class WrappingGestureRecognizer<Inner, Value>: GestureRecognizer<Value> {
    let inner: GestureRecognizer<Inner>
    private let transform: (Inner) -> Value
    private var mirroredVersion = -1

    init(_ inner: GestureRecognizer<Inner>, transform: @escaping (Inner) -> Value) {
        self.inner = inner
        self.transform = transform
        super.init()
        mirror()
    }

    /// Copies the inner recognizer's phase and value when they changed.
    final func mirror() {
        guard inner.version != mirroredVersion else { return }
        mirroredVersion = inner.version
        update(inner.phase, inner.value.map(transform))
    }

    override func receive(_ event: GestureEvent) {
        inner.receive(event)
        mirror()
    }

    override var deadline: TimeInterval? { inner.deadline }

    override func deliver() {
        inner.deliver()
        react()
    }

    override func cancel() {
        inner.cancel()
        mirror()
        react()
    }

    /// This wrapper's callbacks, run after the inner recognizer's. Default: none.
    func react() {}
}
