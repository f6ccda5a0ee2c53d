/// `DefaultProgressViewStyle`: the default progress view style in the current context.

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
