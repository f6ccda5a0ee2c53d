/// View identity: a view's structural position plus explicit ids, as a path from the root.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// One step of a view's identity path.
package enum IdentityComponent: Hashable, CustomStringConvertible {
    /// The n-th child of a tuple, group or container (structural identity).
    case index(Int)
    /// A branch of a conditional (`if` = 0, `else` = 1).
    case branch(Int)
    /// An explicit id from `ForEach` or `.id(_:)`.
    case explicit(AnyHashable)
    /// The body of a custom view or view modifier.
    case body
    /// The content of a modified view.
    case content
    /// A repeated explicit id under one parent (the n-th repetition).
    indirect case duplicate(IdentityComponent, Int)

    package var description: String {
        switch self {
        case .index(let i): "\(i)"
        case .branch(let b): b == 0 ? "if" : "else"
        case .explicit(let id): "#\(id.base)"
        case .body: "body"
        case .content: "content"
        case .duplicate(let base, let n): "\(base)~\(n)"
        }
    }
}

/// A view's identity: the components from the root to the view.
package struct ViewIdentity: Hashable, CustomStringConvertible {
    /// The path from the root.
    package var components: [IdentityComponent]

    package init(_ components: [IdentityComponent]) { self.components = components }

    package var description: String { "/" + components.map(\.description).joined(separator: "/") }
}
