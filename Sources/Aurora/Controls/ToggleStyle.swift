/// `ToggleStyle`: a style that makes a toggle's body from its label and its `isOn` binding.
import Foundation

/// The appearance and behavior of a toggle.
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// A view that represents the appearance and interaction of a toggle.
    associatedtype Body: View
    /// Creates a view that represents the body of a toggle.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a toggle instance.
    typealias Configuration = ToggleStyleConfiguration
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default toggle style.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

private enum ToggleStyleKey: EnvironmentKey {
    static var defaultValue: (any ToggleStyle)? { nil }
}

extension EnvironmentValues {
    /// The style of toggles below, set by `toggleStyle(_:)`; nil: `.automatic`.
    var toggleStyle: (any ToggleStyle)? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for toggles in a view hierarchy.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyle, style)
    }
}
