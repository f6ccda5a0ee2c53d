/// `SceneVisibility`: whether a recorded scene's content is shown, toggled by its script inside `withAnimation`.
import Aurora
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
