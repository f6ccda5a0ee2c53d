/// `ProgressViewStyle` and the built-in styles: a linear bar and a circular ring.
import AuroraGeometry
import Foundation

/// A type that applies standard interaction behavior to all progress views within a view hierarchy.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// A view representing the body of a progress view.
    associatedtype Body: View
    /// Creates a view representing the body of a progress view.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// A type alias for the properties of a progress view instance.
    typealias Configuration = ProgressViewStyleConfiguration
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default progress view style in the current context of the view being styled.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A progress view that visually indicates its progress using a horizontal bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The style of a progress view that uses a circular gauge to indicate the partial completion of an activity.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

private enum ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: (any ProgressViewStyle)? { nil }
}

extension EnvironmentValues {
    /// The style of progress views below, set by `progressViewStyle(_:)`; nil: `.automatic`.
    var progressViewStyle: (any ProgressViewStyle)? {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for progress views in this view.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\.progressViewStyle, style)
    }
}
