/// `onLongPressGesture`: an action run when a long press succeeds, and one told when pressing starts and stops.
import AuroraGeometry
import Foundation

extension View {
    /// Adds an action to perform when this view recognizes a long press gesture.
    /// Defaults: 0.5 seconds, 10 points, no pressing action.
    ///
    /// `onPressingChanged` hears `true` when a finger goes down on the view and `false` when it
    /// lifts, is cancelled or moves more than `maximumDistance` away, whenever `action` runs.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        modifier(LongPressModifier(minimumDuration: minimumDuration, maximumDistance: maximumDistance,
                                   action: action, onPressingChanged: onPressingChanged))
    }

    /// Adds an action to perform when this view recognizes a long press gesture.
    @available(*, deprecated, renamed: "onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)")
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void) -> some View {
        modifier(LongPressModifier(minimumDuration: minimumDuration, maximumDistance: maximumDistance,
                                   action: action, onPressingChanged: pressing))
    }
}

/// A long press that runs `action`, with a press tracker beside it for `onPressingChanged`.
private struct LongPressModifier: ViewModifier {
    let minimumDuration: Double
    let maximumDistance: CGFloat
    let action: () -> Void
    let onPressingChanged: ((Bool) -> Void)?

    func body(content: Content) -> some View {
        let gesture = content.gesture(LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
            .onEnded { _ in action() })
        if let onPressingChanged {
            gesture.simultaneousGesture(PressingGesture(maximumDistance: maximumDistance, onChange: onPressingChanged))
        } else {
            gesture
        }
    }
}

/// Tells `onChange` when a finger goes down (true) and when it lifts, is cancelled or moves more
/// than `maximumDistance` (false). It is never recognised, so it never competes with other gestures.
private struct PressingGesture: PrimitiveGesture {
    typealias Value = Bool
    typealias Body = Never
    let maximumDistance: CGFloat
    let onChange: (Bool) -> Void

    func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Bool> {
        PressingRecognizer(maximumDistance: maximumDistance, onChange: onChange)
    }
}

private final class PressingRecognizer: GestureRecognizer<Bool> {
    let maximumDistance: CGFloat
    let onChange: (Bool) -> Void
    private var pointerID: Int?
    private var start: CGPoint?
    private var told = false

    init(maximumDistance: CGFloat, onChange: @escaping (Bool) -> Void) {
        self.maximumDistance = maximumDistance.isNaN ? 10 : max(0, maximumDistance)
        self.onChange = onChange
    }

    override func receive(_ event: GestureEvent) {
        switch event.kind {
        case .down:
            guard pointerID == nil else { return }
            pointerID = event.pointerID
            start = event.location
            update(.possible, true)
        case .move:
            if event.pointerID == pointerID, let start, start.distance(to: event.location) > maximumDistance { update(.failed, nil) }
        case .up, .cancel:
            if event.pointerID == pointerID { update(.failed, nil) }
        case .clock:
            break
        }
    }

    override func deliver() {
        let pressing = phase == .possible && value == true
        guard pressing != told else { return }
        told = pressing
        onChange(pressing)
    }
}
