/// `Stepper`: a control with minus and plus halves that decrement and increment a value.
import AuroraGeometry
import Foundation

/// A control that performs increment and decrement actions.
///
/// Drawn as iOS's stepper after its label: a 94 × 32-point rounded box of `tertiarySystemFill`
/// with a minus half and a plus half split by a thin line. A half steps when a finger goes down
/// on it and, held, again after half a second and then ten times a second, until the finger
/// lifts or leaves it; it is highlighted while pressed. A half with no action (the value at a
/// bound) is dimmed and ignores touches. `onEditingChanged` gets true when a half is pressed and
/// false when the press ends.
public struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void
    /// Whether the plus (true) or minus (false) half may step now: false at a bound of the value
    /// form's range. Read when the body is made, so it follows the bound value.
    let canStep: (_ up: Bool) -> Bool
    @Environment(\.isEnabled) private var isEnabled

    /// Creates a stepper instance that performs the closures you provide when the user increments
    /// or decrements the stepper.
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.onEditingChanged = onEditingChanged
        canStep = { _ in true }
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
        self.label = label()
        onIncrement = { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) }
        onDecrement = { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) }
        self.onEditingChanged = onEditingChanged
        canStep = { up in up ? value.wrappedValue < bounds.upperBound : value.wrappedValue > bounds.lowerBound }
    }

    /// The content and behavior of the view.
    public var body: some View {
        HStack {
            label.frame(maxWidth: .infinity, alignment: .leading)
            HStack(spacing: 0) {
                StepperHalf(symbol: "minus", action: canStep(false) ? onDecrement : nil, onEditingChanged: onEditingChanged)
                SystemColor.controlSeparator.frame(width: 1, height: 18)
                StepperHalf(symbol: "plus", action: canStep(true) ? onIncrement : nil, onEditingChanged: onEditingChanged)
            }
            .background(SystemColor.tertiaryFill)
            .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
            .opacity(isEnabled ? 1 : disabledControlOpacity)
        }
    }
}

/// One half of a stepper: steps when pressed and while held, highlighted while pressed, dimmed
/// and untouchable without an action.
private struct StepperHalf: View {
    let symbol: String
    let action: (() -> Void)?
    let onEditingChanged: (Bool) -> Void
    /// The steps this press has taken; 0 when not pressed.
    @GestureState private var stepsTaken = 0

    var body: some View {
        Image(systemName: symbol)
            .font(.system(size: 14, weight: .medium))
            .foregroundStyle(action == nil ? AnyShapeStyle(SystemColor.tertiaryLabel) : AnyShapeStyle(.primary))
            .frame(width: 46.5, height: 32)
            .background(stepsTaken > 0 ? SystemColor.fill : Color.clear)
            .contentShape(Rectangle())
            .gesture(RepeatingPressGesture()
                .updating($stepsTaken) { due, taken, _ in
                    if taken == 0 { onEditingChanged(true) }
                    while taken < due {
                        action?()
                        taken += 1
                    }
                }
                .onEnded { _ in onEditingChanged(false) })
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
