/// `NavigationPageRegistry`: what the views of one navigation page declare for its bar (title, display mode, toolbar, destinations).
import Foundation

/// Collects the navigation modifiers resolved inside one page of a `NavigationStack`.
///
/// A modifier registers its value under its own graph node while it is resolved; the page reads
/// the registry after resolving its content. Entries outlive updates that reuse a cached subtree
/// (the modifier is not resolved again, but its value still holds); an entry whose graph node was
/// not resolved in this update, nor kept inside a reused subtree, is stale and ignored. When several
/// live modifiers declare the same thing, the one resolved last wins.
@MainActor
final class NavigationPageRegistry: AttributeSlot {
    /// One declaration: its value, the graph node that made it, and when it was made.
    private struct Entry {
        weak var node: GraphNode?
        var value: Any
        var sequence: Int
    }

    /// What a modifier declares.
    enum Kind: Hashable {
        case title, titleDisplayMode, toolbar, backButtonHidden
        /// A destination for values of one type.
        case destination(ObjectIdentifier)
    }

    private var entries: [Kind: [ObjectIdentifier: Entry]] = [:]
    private var sequence = 0

    /// Records `value` for `kind`, declared by the modifier at `node`.
    func register(_ value: Any, for kind: Kind, at node: GraphNode) {
        sequence += 1
        entries[kind, default: [:]][ObjectIdentifier(node)] = Entry(node: node, value: value, sequence: sequence)
    }

    /// The value of the live declaration of `kind` made last, if any.
    func value<T>(_ kind: Kind, as type: T.Type, generation: Int) -> T? {
        guard var declarations = entries[kind] else { return nil }
        var best: Entry?
        for (key, entry) in declarations {
            guard let node = entry.node, Self.isLive(node, generation: generation) else {
                if entry.node == nil { declarations[key] = nil }
                continue
            }
            if entry.sequence > (best?.sequence ?? Int.min) { best = entry }
        }
        entries[kind] = declarations
        return best?.value as? T
    }

    /// Every live value of `kind`, in the order they were last declared.
    func values<T>(_ kind: Kind, as type: T.Type, generation: Int) -> [T] {
        guard let declarations = entries[kind] else { return [] }
        return declarations.values
            .filter { $0.node.map { Self.isLive($0, generation: generation) } ?? false }
            .sorted { $0.sequence < $1.sequence }
            .compactMap { $0.value as? T }
    }

    /// Whether `node` was resolved in this update, or lies in a subtree the update reused whole.
    private static func isLive(_ node: GraphNode, generation: Int) -> Bool {
        var current = node
        while true {
            if current.visitedGeneration == generation { return current === node || current.reusedGeneration == generation }
            guard let parent = current.parent, parent.children[current.component] === current else { return false }
            current = parent
        }
    }

    func cancel() -> [() -> Void] { [] }
    var isAnimating: Bool { false }
}

private enum NavigationPageRegistryKey: EnvironmentKey {
    static let defaultValue: NavigationPageRegistry? = nil
}

extension EnvironmentValues {
    /// The registry of the navigation page the views are in; nil outside a `NavigationStack`.
    var navigationPageRegistry: NavigationPageRegistry? {
        get { self[NavigationPageRegistryKey.self] }
        set { self[NavigationPageRegistryKey.self] = newValue }
    }
}

/// A modifier that declares `value` to the enclosing navigation page and leaves its content unchanged.
struct NavigationDeclarationModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let kind: NavigationPageRegistry.Kind
    let value: Any

    func apply(inputs: ResolveInputs, content: @escaping (ResolveInputs) -> [LayoutNode]) -> [LayoutNode] {
        inputs.environment.navigationPageRegistry?.register(value, for: kind, at: inputs.node)
        return content(inputs)
    }
}
