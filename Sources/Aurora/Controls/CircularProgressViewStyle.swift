/// `CircularProgressViewStyle`: a progress view that uses a circular gauge to indicate the partial completion of an activity.
import AuroraGeometry
import Foundation

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
