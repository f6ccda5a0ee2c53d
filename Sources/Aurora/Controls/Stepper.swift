/// `Stepper`: a control with minus and plus halves that decrement and increment a value.
import AuroraGeometry
import Foundation

/// A control that performs increment and decrement actions.
///
/// Drawn as iOS's stepper after its label: a 94 × 32-point rounded box of `tertiarySystemFill`
/// with a minus half and a plus half split by a thin line. A half acts when a press on it ends
/// inside it, and is highlighted while pressed; a half with no action (the value at a bound) is
/// dimmed and ignores touches. `onEditingChanged` gets true when a half is pressed and false when
/// the press ends. (UIKit repeats while a half is held; Aurora acts once per press.)
public struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void
    @Environment(\.isEnabled) private var isEnabled

    /// Creates a stepper instance that performs the closures you provide when the user increments
    /// or decrements the stepper.
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.onEditingChanged = onEditingChanged
    }

    /// Creates a stepper configured to increment or decrement a binding to a value using a step
    /// value you provide. Default step: 1.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: label, onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
                  onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper configured to increment or decrement a binding to a value within a range,
    /// using a step value you provide: a half is disabled when its step would pass the range, and
    /// a step stops at the bound. Default step: 1.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        let current = value.wrappedValue
        self.init(
            label: label,
            onIncrement: current < bounds.upperBound ? { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) } : nil,
            onDecrement: current > bounds.lowerBound ? { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) } : nil,
            onEditingChanged: onEditingChanged)
    }

    /// The content and behavior of the view.
    public var body: some View {
        HStack {
            label.frame(maxWidth: .infinity, alignment: .leading)
            HStack(spacing: 0) {
                half(symbol: "minus", action: onDecrement)
                SystemColor.controlSeparator.frame(width: 1, height: 18)
                half(symbol: "plus", action: onIncrement)
            }
            .background(SystemColor.tertiaryFill)
            .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
            .opacity(isEnabled ? 1 : disabledControlOpacity)
        }
    }

    private func half(symbol: String, action: (() -> Void)?) -> some View {
        PressableView(action: action ?? {}, onPressingChanged: onEditingChanged) { isPressed in
            Image(systemName: symbol)
                .font(.system(size: 14, weight: .medium))
                .foregroundStyle(action == nil ? AnyShapeStyle(SystemColor.tertiaryLabel) : AnyShapeStyle(.primary))
                .frame(width: 46.5, height: 32)
                .background(isPressed ? SystemColor.fill : Color.clear)
        }
        .disabled(action == nil)
    }
}

extension Stepper where Label == Text {
    /// Creates a stepper that uses a title key and performs the closures you provide when the user
    /// increments or decrements the stepper.
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper using a title string and performs the closures you provide when the user
    /// increments or decrements the stepper.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title key and configured to increment and decrement a binding to a
    /// value and step amount you provide. Default step: 1.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title and configured to increment and decrement a binding to a
    /// value and step amount you provide. Default step: 1.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper instance that increments and decrements a binding to a value, by a step
    /// size and within a closed range that you provide. Default step: 1.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper instance that increments and decrements a binding to a value, by a step
    /// size and within a closed range that you provide. Default step: 1.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }
}
