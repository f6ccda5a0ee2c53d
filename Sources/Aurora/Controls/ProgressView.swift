/// `ProgressView`: the completed fraction of a task, drawn by the progress view style in the environment.
import Foundation

/// A view that shows the progress toward completion of a task.
///
/// The progress view style in the environment (`progressViewStyle(_:)`; default `.automatic`:
/// on iOS a linear bar for determinate progress, a spinner for indeterminate) makes its body
/// from the fraction completed (`value / total`, clamped to 0...1, and 0 when `total` is not
/// positive; nil, indeterminate, when `value` is nil), the label and the current value label.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fractionCompleted: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    @Environment(\.progressViewStyle) private var style

    init<V: BinaryFloatingPoint>(value: V?, total: V, label: Label?, currentValueLabel: CurrentValueLabel?) {
        if let value {
            let share = total > 0 && total.isFinite ? Double(value / total) : 0
            fractionCompleted = share.isNaN ? 0 : min(max(share, 0), 1)
        } else {
            fractionCompleted = nil
        }
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// Creates a progress view for showing determinate progress, with a custom label and current
    /// value label. Default total: 1.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, total: total, label: label(), currentValueLabel: currentValueLabel())
    }

    /// The content and behavior of the view.
    public var body: some View { styledBody }

    /// The body the style in the environment makes.
    private var styledBody: AnyView {
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fractionCompleted,
            label: label.map { ProgressViewStyleConfiguration.Label(content: AnyView($0)) },
            currentValueLabel: currentValueLabel.map { ProgressViewStyleConfiguration.CurrentValueLabel(content: AnyView($0)) })
        let style: any ProgressViewStyle = style ?? DefaultProgressViewStyle()
        return AnyView(style.makeBody(configuration: configuration))
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing determinate progress, with a custom label. Default total: 1.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(value: value, total: total, label: label(), currentValueLabel: nil)
    }

    /// Creates a progress view for showing indeterminate progress that displays a custom label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(value: Double?.none, total: 1, label: label(), currentValueLabel: nil)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress: a spinner on iOS.
    public init() {
        self.init(value: Double?.none, total: 1, label: nil, currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress. Default total: 1.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress that generates its label from a
    /// localized string.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(value: Double?.none, total: 1, label: Text(titleKey), currentValueLabel: nil)
    }

    /// Creates a progress view for showing indeterminate progress that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(value: Double?.none, total: 1, label: Text(title), currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress that generates its label from a
    /// localized string. Default total: 1.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: Text(titleKey), currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress that generates its label from a
    /// string. Default total: 1.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: Text(title), currentValueLabel: nil)
    }
}
