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

/// The properties of a progress view instance.
public struct ProgressViewStyleConfiguration {
    /// A type-erased label describing the task represented by the progress view.
    public struct Label: View {
        let content: AnyView
        /// The label's content.
        public var body: AnyView { content }
    }

    /// A type-erased label that describes the current value of a progress view.
    public struct CurrentValueLabel: View {
        let content: AnyView
        /// The label's content.
        public var body: AnyView { content }
    }

    /// The completed fraction of the task represented by the progress view, from 0.0 (not yet
    /// started) to 1.0 (fully complete), or nil if the progress is indeterminate.
    public let fractionCompleted: Double?
    /// A view that describes the task represented by the progress view.
    public var label: ProgressViewStyleConfiguration.Label?
    /// A view that describes the current value of a progress view.
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

/// A progress view that visually indicates its progress using a horizontal bar: the label above
/// a 4-point rounded track of `systemFill`, filled with the tint up to the fraction completed,
/// and the current value label below it in the secondary style.
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// Creates a linear progress view style.
    public init() {}

    /// Creates a view representing the body of a progress view.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(SystemColor.fill)
                    Capsule().fill(.tint).frame(width: proxy.size.width * CGFloat(configuration.fractionCompleted ?? 0))
                }
            }
            .frame(height: 4)
            configuration.currentValueLabel.font(.footnote).foregroundStyle(.secondary)
        }
    }
}

/// A progress view that uses a circular gauge to indicate the partial completion of an activity:
/// for determinate progress, a 20-point ring of `systemFill` with the tint drawn clockwise from
/// the top up to the fraction completed; for indeterminate progress, iOS's spinning activity
/// indicator. The label sits below in the secondary style.
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// Creates a circular progress view style.
    public init() {}

    /// Creates a view representing the body of a progress view.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            if let fraction = configuration.fractionCompleted {
                ZStack {
                    Circle().stroke(SystemColor.fill, lineWidth: 3)
                    Circle()
                        .trim(from: 0, to: CGFloat(fraction))
                        .stroke(.tint, style: StrokeStyle(lineWidth: 3, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                }
                .frame(width: ActivityIndicator.diameter, height: ActivityIndicator.diameter)
            } else {
                ActivityIndicator()
            }
            configuration.label.foregroundStyle(.secondary)
        }
    }
}

/// The default progress view style in the current context: on iOS, a linear bar for
/// determinate progress and a spinner for indeterminate progress.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// Creates a default progress view style.
    public init() {}
    /// Creates a view representing the body of a progress view.
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
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
