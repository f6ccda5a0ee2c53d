/// Display environment values: `displayScale` and `colorScheme`.
import AuroraDisplayList
import AuroraGeometry
import Foundation

private enum DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private enum ColorSchemeKey: EnvironmentKey { static let defaultValue: ColorScheme = .light }

extension EnvironmentValues {
    /// The display scale of this environment. Default: 1.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The color scheme of this environment: named colours, label levels, the background style and materials resolve by it. Default: `.light`.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}
