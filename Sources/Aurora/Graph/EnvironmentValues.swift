/// `EnvironmentValues`: values that flow down the view tree.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// A collection of environment values propagated through a view hierarchy.
///
/// Storage is a persistent linked list: writing a value adds a node in front and shares the rest,
/// so an unchanged environment is the same list (compared by identity in one step).
public struct EnvironmentValues: CustomStringConvertible {
    final class Entry {
        let key: ObjectIdentifier
        let value: Any
        let next: Entry?
        init(key: ObjectIdentifier, value: Any, next: Entry?) {
            self.key = key
            self.value = value
            self.next = next
        }
    }

    private var head: Entry?

    /// Creates an environment with default values.
    public init() {}

    /// Accesses the environment value associated with a custom key.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            if let value = lookup(ObjectIdentifier(key)) as? K.Value { return value }
            return K.defaultValue
        }
        set { head = Entry(key: ObjectIdentifier(key), value: newValue, next: head) }
    }

    /// The observable object of `type` placed with `.environment(_:)`, if any.
    func object<T: AnyObject>(_ type: T.Type) -> T? {
        lookup(ObjectIdentifier(type)) as? T
    }

    /// Places an observable object, keyed by its type.
    mutating func setObject<T: AnyObject>(_ object: T?, for type: T.Type) {
        head = Entry(key: ObjectIdentifier(type), value: object as Any, next: head)
    }

    private func lookup(_ key: ObjectIdentifier) -> Any? {
        var entry = head
        while let current = entry {
            if current.key == key { return current.value }
            entry = current.next
        }
        return nil
    }

    /// Whether both are the same stored environment (no write happened in between).
    func isIdentical(to other: EnvironmentValues) -> Bool { head === other.head }

    /// A textual description listing how many values were written.
    public var description: String {
        var count = 0
        var entry = head
        while let current = entry { count += 1; entry = current.next }
        return "EnvironmentValues(\(count) writes)"
    }
}
