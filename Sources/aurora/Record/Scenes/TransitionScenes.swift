/// The WWDC24 transitions: an avatar shown and hidden with `.scale.combined(with: .opacity)` or the
/// session's `Twirl`, driven by scripted `withAnimation` toggles.
import Aurora
import AuroraGallery
import AuroraPreview
import Foundation
import Observation

/// Whether the scene's content is shown: the state the script toggles inside `withAnimation`.
@MainActor @Observable
final class SceneVisibility {
    var isVisible = false

    /// Shows the content at 0.2 s and hides it again at `hideTime`, both animated.
    func script(hideTime: TimeInterval) -> [ScriptedInput] {
        [
            ScriptedInput.action(at: 0.2) { withAnimation { self.isVisible = true } },
            ScriptedInput.action(at: hideTime) { withAnimation { self.isVisible = false } },
        ]
    }
}

/// The avatar inserted and removed with `transition`.
struct AvatarTransitionScene<T: Transition>: View {
    let visibility: SceneVisibility
    let transition: T

    var body: some View {
        ZStack {
            Color.clear
            if visibility.isVisible {
                Avatar().transition(transition)
            }
        }
    }

    /// The avatar appearing at 0.2 s and leaving at half the recording.
    @MainActor static func scripted(_ transition: T, _ timing: RecordScene.Timing) -> (AvatarTransitionScene, [ScriptedInput]) {
        let visibility = SceneVisibility()
        return (AvatarTransitionScene(visibility: visibility, transition: transition), visibility.script(hideTime: timing.seconds / 2))
    }
}
