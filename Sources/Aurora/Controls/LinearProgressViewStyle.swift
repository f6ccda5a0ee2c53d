/// `LinearProgressViewStyle`: a progress view that visually indicates its progress using a horizontal bar.
import Foundation

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
