/// The ripple's press-at-a-point: the session's `onPressingChanged(_:)`, written with SwiftUI's own gestures.
import Aurora

extension View {
    /// Calls `action` with the location (in the view's space) where a finger goes down on the
    /// view, and with nil when it lifts or is cancelled. The session builds it on a UIKit long-press
    /// recognizer with no minimum duration that recognises alongside others; this is the same with
    /// a `DragGesture(minimumDistance: 0)` attached with `simultaneousGesture`.
    func onPressingChanged(_ action: @escaping (CGPoint?) -> Void) -> some View {
        modifier(SpatialPressingGestureModifier(action: action))
    }
}

/// The session's modifier: it keeps where the press started in state and reports its changes.
struct SpatialPressingGestureModifier: ViewModifier {
    var onPressingChanged: (CGPoint?) -> Void

    @GestureState var currentLocation: CGPoint?

    init(action: @escaping (CGPoint?) -> Void) {
        self.onPressingChanged = action
    }

    func body(content: Content) -> some View {
        let gesture = DragGesture(minimumDistance: 0)
            .updating($currentLocation) { value, location, _ in
                if location == nil { location = value.startLocation }
            }

        content
            .simultaneousGesture(gesture)
            .onChange(of: currentLocation, initial: false) { _, location in
                onPressingChanged(location)
            }
    }
}
