/// `accessibilityReduceMotion`: the setting under which transitions with motion become `.opacity`.
import Foundation

private enum ReduceMotionKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the system preference for Reduce Motion is enabled: transitions whose properties have
    /// motion are then replaced by `.opacity`. Default: `false` (hosts set it for the scene).
    public package(set) var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }
}
