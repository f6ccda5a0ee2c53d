/// `EmptyView`: a view that doesn't contain any content.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// A view that doesn't contain any content.
public struct EmptyView {
    /// Creates an empty view.
    nonisolated public init() {}

    /// A primitive view.
    public typealias Body = Never
}

extension EmptyView: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] { [] }
}

extension EmptyView: View {}
