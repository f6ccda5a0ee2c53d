/// `@Environment`: a property wrapper that reads a value or an observable object from the environment.
import AuroraDisplayList
import AuroraGeometry
import Foundation
import Observation

/// A property wrapper that reads a value from a view's environment.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object((EnvironmentValues) -> Value?)
    }

    let source: Source
    let box = EnvironmentBox()

    /// Creates an environment property to read the specified key path.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { source = .keyPath(keyPath) }

    /// Creates an environment property to read an observable object from the environment.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        source = .object { $0.object(objectType) }
    }

    /// Creates an environment property to read an optional observable object from the environment.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        source = .object { $0.object(objectType) }
    }

    /// The current value of the environment property.
    public var wrappedValue: Value {
        let environment = box.environment ?? EnvironmentValues()
        switch source {
        case .keyPath(let keyPath):
            return environment[keyPath: keyPath]
        case .object(let read):
            if let value = read(environment) { return value }
            if let none = Optional<Any>.none as? Value { return none }
            fatalError("No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view.")
        }
    }
}

/// The environment a view's `@Environment` properties read, installed by the graph before `body`.
final class EnvironmentBox {
    var environment: EnvironmentValues?
}

extension Environment: GraphInstallable {
    func install(in context: inout DynamicPropertyInstallation) {
        box.environment = context.environment
    }
}
