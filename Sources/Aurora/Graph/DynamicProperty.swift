/// `DynamicProperty` and how the graph installs state and environment into a view before `body`.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// An interface for a stored variable that updates an external property of a view.
///
/// `@State` and `@Environment` are dynamic properties; a struct of your own that conforms and
/// contains them gets them installed too.
public protocol DynamicProperty {
    /// Updates the underlying value of the stored value; called before the view's body is evaluated.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing by default.
    public mutating func update() {}
}

/// A dynamic property the graph knows how to connect to its storage.
@MainActor
protocol GraphInstallable {
    func install(in context: inout DynamicPropertyInstallation)
}

/// The state of installing one view's dynamic properties: slot counter, node and environment.
@MainActor
struct DynamicPropertyInstallation {
    let node: GraphNode
    let environment: EnvironmentValues
    let token: InvalidationToken
    private var nextSlot = 0

    init(node: GraphNode, environment: EnvironmentValues, token: InvalidationToken) {
        self.node = node
        self.environment = environment
        self.token = token
    }

    /// The next state slot in declaration order, and what it held in the previous update.
    mutating func nextStateSlot() -> (index: Int, existing: AnyObject?) {
        defer { nextSlot += 1 }
        return (nextSlot, nextSlot < node.stateSlots.count ? node.stateSlots[nextSlot] : nil)
    }

    func store(_ storage: AnyObject, at index: Int) {
        if index < node.stateSlots.count {
            node.stateSlots[index] = storage
        } else {
            node.stateSlots.append(storage)
        }
    }
}

/// Finds the dynamic properties of view values (cached per type) and installs them.
@MainActor
enum DynamicPropertyInstaller {
    private static var typesWithoutProperties: Set<ObjectIdentifier> = []

    /// Installs the dynamic properties of `value` (recursively through nested dynamic properties).
    static func install<V>(_ value: V, in context: inout DynamicPropertyInstallation) {
        let type = ObjectIdentifier(V.self)
        if typesWithoutProperties.contains(type) { return }
        if !installFields(of: value, in: &context) { typesWithoutProperties.insert(type) }
    }

    private static func installFields(of value: Any, in context: inout DynamicPropertyInstallation) -> Bool {
        var found = false
        for child in Mirror(reflecting: value).children {
            if let installable = child.value as? any GraphInstallable {
                installable.install(in: &context)
                found = true
            } else if child.value is any DynamicProperty {
                found = installFields(of: child.value, in: &context) || found
            }
        }
        return found
    }
}
