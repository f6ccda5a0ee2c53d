/// `NavigationStackModel`: what a navigation stack keeps across updates — each page's registry and scroll offset.
import AuroraGeometry
import Foundation

/// Identifies a page: its depth and what was pushed there, so a different value at the same depth is a new page.
struct NavigationPageKey: Hashable {
    /// What a page shows.
    enum Entry: Hashable {
        case root
        case value(AnyHashable)
        case view(Int)
    }

    let index: Int
    let entry: Entry
}

/// The per-page state of a navigation stack, kept at the stack's graph position.
@MainActor
final class NavigationStackModel: AttributeSlot {
    private var registries: [NavigationPageKey: NavigationPageRegistry] = [:]
    private var scrollOffsets: [NavigationPageKey: CGFloat] = [:]
    /// Invalidates the stack when a page's scroll offset changes (its bar follows the offset).
    var token: InvalidationToken?
    /// How many views `NavigationLink(destination:)` has pushed, to number the next one.
    var viewPageCount = 0

    /// The registry of the page at `key`, made the first time.
    func registry(for key: NavigationPageKey) -> NavigationPageRegistry {
        if let registry = registries[key] { return registry }
        let registry = NavigationPageRegistry()
        registries[key] = registry
        return registry
    }

    /// How far the first scroll view of the page at `key` is scrolled from rest (points, positive downwards).
    func scrollOffset(for key: NavigationPageKey) -> CGFloat { scrollOffsets[key] ?? 0 }

    /// Records a page's scroll offset, invalidating the stack when it changed.
    func setScrollOffset(_ offset: CGFloat, for key: NavigationPageKey) {
        guard offset.isFinite, scrollOffsets[key] != offset else { return }
        scrollOffsets[key] = offset
        token?.invalidate()
    }

    /// Forgets the pages not in `keys` (popped).
    func keep(_ keys: Set<NavigationPageKey>) {
        registries = registries.filter { keys.contains($0.key) }
        scrollOffsets = scrollOffsets.filter { keys.contains($0.key) }
    }

    func cancel() -> [() -> Void] { [] }
    var isAnimating: Bool { false }
}

/// A destination declared with `navigationDestination(for:destination:)`: makes the page for a value of its type.
struct NavigationDestination {
    let make: (AnyHashable) -> AnyView
}

/// Writes "A NavigationLink is presenting a value of type … but there is no matching navigationDestination"
/// to stderr the first time each type is pushed without a destination, as SwiftUI logs it.
enum MissingDestinationWarning {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var reported: Set<ObjectIdentifier> = []

    static func warnOnce(_ type: Any.Type) {
        lock.lock()
        let isNew = reported.insert(ObjectIdentifier(type)).inserted
        lock.unlock()
        guard isNew else { return }
        let message = "Aurora: A NavigationLink is presenting a value of type \(type) but there is no matching "
            + "navigationDestination declaration visible from the location of the link; the page shows a warning sign.\n"
        FileHandle.standardError.write(Data(message.utf8))
    }
}
