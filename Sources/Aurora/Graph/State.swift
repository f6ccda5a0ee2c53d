/// `@State`: a property wrapper whose value the graph keeps per view identity across updates.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// A property wrapper type that can read and write a value managed by Aurora's view graph.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let location: StateLocation<Value>

    /// Creates a state property that stores an initial value.
    public init(wrappedValue value: Value) { location = StateLocation(initialValue: value) }

    /// Creates a state property that stores an initial value.
    public init(initialValue value: Value) { location = StateLocation(initialValue: value) }

    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> {
        let location = location
        return Binding(get: { location.value }, set: { location.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state property without an initial value (nil).
    public init() { location = StateLocation(initialValue: nil) }
}

/// The location a `State` reads: its own initial value until the graph links it to persistent storage.
final class StateLocation<Value>: @unchecked Sendable {
    let initialValue: Value
    private let lock = NSLock()
    private var storage: StateStorage<Value>?

    init(initialValue: Value) { self.initialValue = initialValue }

    func link(_ storage: StateStorage<Value>) {
        lock.lock()
        self.storage = storage
        lock.unlock()
    }

    var value: Value {
        get {
            lock.lock()
            let storage = storage
            lock.unlock()
            return storage?.value ?? initialValue
        }
        set {
            lock.lock()
            let storage = storage
            lock.unlock()
            // A State not installed in a view (used before its view was evaluated) keeps its initial
            // value, as in SwiftUI, which ignores such writes.
            storage?.value = newValue
        }
    }
}

/// The persistent value of one `@State` at one view identity.
final class StateStorage<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    let token: InvalidationToken

    init(value: Value, token: InvalidationToken) {
        stored = value
        self.token = token
    }

    var value: Value {
        get {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
        set {
            lock.lock()
            stored = newValue
            lock.unlock()
            token.invalidate()
        }
    }
}

extension State: GraphInstallable {
    func install(in context: inout DynamicPropertyInstallation) { location.install(in: &context) }
}

extension StateLocation {
    /// Links this location to the storage of the next state slot, creating it with the initial
    /// value the first time (shared by `@State` and `@GestureState`).
    @MainActor
    func install(in context: inout DynamicPropertyInstallation) {
        let slot = context.nextStateSlot()
        if let existing = slot.existing as? StateStorage<Value> {
            link(existing)
        } else {
            let storage = StateStorage(value: initialValue, token: context.token)
            context.store(storage, at: slot.index)
            link(storage)
        }
    }
}
