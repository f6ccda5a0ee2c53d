/// `FocusState` and `focused(_:)` / `focused(_:equals:)`: a property that reads and moves keyboard focus between text fields.
import Foundation

/// A property wrapper type that can read and write a value that SwiftUI updates as the placement of focus within the scene changes.
///
/// Bind it to a `TextField` with `focused(_:)` (a `Bool`) or `focused(_:equals:)` (an optional
/// value per field): a tap on the field sets it, setting it focuses the field (the software
/// keyboard comes up), clearing it dismisses the keyboard.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    @State private var value: Value

    /// The current state value, taking into account whatever bindings might be in effect due to the current location of focus.
    public var wrappedValue: Value {
        get { value }
        nonmutating set { value = newValue }
    }

    /// A projection of the focus state value that is used to bind to a focusable view.
    public var projectedValue: Binding { Binding(base: $value) }

    /// Creates a focus state that binds to a Boolean; initially false.
    public init() where Value == Bool { _value = State(initialValue: false) }

    /// Creates a focus state that binds to an optional type; initially nil.
    public init<T: Hashable>() where Value == T? { _value = State(initialValue: nil) }

    /// A property wrapper type that can read and write a value that indicates the current focus location.
    @propertyWrapper
    public struct Binding {
        let base: Aurora.Binding<Value>

        /// The underlying value referenced by the bound property.
        public var wrappedValue: Value {
            get { base.wrappedValue }
            nonmutating set { base.wrappedValue = newValue }
        }

        /// A projection of the binding value that returns a binding.
        public var projectedValue: FocusState<Value>.Binding { self }
    }
}

/// What a focusable view below a `focused` modifier reports to and reads from its focus state.
struct FocusLink {
    /// Whether the focus state says this view has focus.
    let isFocused: () -> Bool
    /// Sets the focus state to this view.
    let focus: () -> Void
    /// Clears the focus state if it names this view.
    let resign: () -> Void
}

private enum FocusLinkKey: EnvironmentKey {
    static var defaultValue: FocusLink? { nil }
}

extension EnvironmentValues {
    /// The focus state the nearest `focused` modifier above binds the next focusable view to.
    var focusLink: FocusLink? {
        get { self[FocusLinkKey.self] }
        set { self[FocusLinkKey.self] = newValue }
    }
}

extension View {
    /// Modifies this view by binding its focus state to the given Boolean state value.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        environment(\.focusLink, FocusLink(isFocused: { condition.wrappedValue },
                                           focus: { condition.wrappedValue = true },
                                           resign: { condition.wrappedValue = false }))
    }

    /// Modifies this view by binding its focus state to the given state value: focused when it equals `value`.
    public func focused<Value: Hashable>(_ binding: FocusState<Value?>.Binding, equals value: Value) -> some View {
        environment(\.focusLink, FocusLink(isFocused: { binding.wrappedValue == value },
                                           focus: { binding.wrappedValue = value },
                                           resign: { if binding.wrappedValue == value { binding.wrappedValue = nil } }))
    }
}
