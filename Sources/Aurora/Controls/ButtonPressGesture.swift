/// `ButtonPressGesture` and `PressableView`: a finger pressing a control, pressed while it is inside, acting on release inside.
import AuroraGeometry
import Foundation

/// A press of one pointer on a view: recognised at once when the pointer goes down, its value
/// whether the pointer is inside the view's bounds, ending when it lifts.
///
/// UIKit keeps a touch "inside" up to 70 points beyond a control; Aurora uses the view's own
/// bounds, so a finger that slides off the control releases it (and no action runs on lift).
struct ButtonPressGesture: Gesture {
    typealias Value = Bool
    typealias Body = Never
}

extension ButtonPressGesture: PrimitiveGesture {
    func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Bool> { PressRecognizer(space: space) }
}

/// Follows the first pointer down until it lifts, reporting whether it is inside the view.
private final class PressRecognizer: GestureRecognizer<Bool> {
    let space: GestureSpace
    private var pointerID: Int?

    init(space: GestureSpace) { self.space = space }

    override func receive(_ event: GestureEvent) {
        switch event.kind {
        case .down:
            guard pointerID == nil else { return }
            pointerID = event.pointerID
            update(.active, space.contains(event.location))
        case .move:
            guard event.pointerID == pointerID else { return }
            let inside = space.contains(event.location)
            if inside != value { update(.active, inside) }
        case .up:
            guard event.pointerID == pointerID else { return }
            update(.ended, space.contains(event.location))
        case .cancel:
            if event.pointerID == pointerID { update(.failed, nil) }
        case .clock:
            break
        }
    }
}

extension GestureSpace {
    /// Whether `screenPoint` lies inside the view's bounds.
    func contains(_ screenPoint: CGPoint) -> Bool {
        CGRect(origin: .zero, size: size).contains(convert(screenPoint, to: .local))
    }
}

/// A view drawn by `content` with whether a finger presses it now; `action` runs when the finger
/// lifts inside. The built-in button styles are built on it.
struct PressableView<Content: View>: View {
    let action: () -> Void
    let content: (Bool) -> Content
    @GestureState private var isPressed = false

    init(action: @escaping () -> Void, @ViewBuilder content: @escaping (_ isPressed: Bool) -> Content) {
        self.action = action
        self.content = content
    }

    var body: some View {
        content(isPressed)
            .contentShape(Rectangle())
            .gesture(ButtonPressGesture()
                .updating($isPressed) { inside, pressed, _ in pressed = inside }
                .onEnded { inside in if inside { action() } })
    }
}
