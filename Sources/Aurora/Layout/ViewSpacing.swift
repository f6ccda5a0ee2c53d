/// `ViewSpacing`: the preferred spacing around a view, which stacks use when their spacing is nil.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// A collection of the geometric spacing preferences of a view.
///
/// Aurora's views prefer the system default of 8 points on every edge; `Spacer` prefers none.
public struct ViewSpacing: Equatable, Sendable {
    var edges: EdgeInsets

    /// The system default spacing between two views: 8 points.
    static let defaultDistance: CGFloat = 8

    /// A view spacing preference of zero on all edges.
    public static let zero = ViewSpacing(edges: EdgeInsets())

    /// Initializes an instance with default spacing values.
    public init() {
        edges = EdgeInsets(top: Self.defaultDistance, leading: Self.defaultDistance,
                           bottom: Self.defaultDistance, trailing: Self.defaultDistance)
    }

    init(edges: EdgeInsets) { self.edges = edges }

    /// Merges the spacing preferences of another spacing instance with this instance for a specified set of edges.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            self.edges[edge] = max(self.edges[edge], other.edges[edge])
        }
    }

    /// Gets a new value that merges the spacing preferences of another spacing instance with this instance.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// Gets the preferred spacing distance along the specified axis to the view that returns a specified spacing preference.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        switch axis {
        case .horizontal: max(edges.trailing, next.edges.leading)
        case .vertical: max(edges.bottom, next.edges.top)
        }
    }
}
