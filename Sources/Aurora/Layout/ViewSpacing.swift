/// `ViewSpacing`: the preferred spacing around a view, which stacks and grids use when their spacing is nil.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// A collection of the geometric spacing preferences of a view.
///
/// As in SwiftUI, a preference is kept per edge and per *category* of neighbour: a value for
/// any neighbour (no category), and values that only meet a neighbour stating the same category
/// on the facing edge (text to text, a view above text, a view below text, text baselines).
/// Two views are spaced by the largest distance their shared categories give; without a shared
/// category, by the larger of their uncategorised values; without those, by the system default
/// of 8 points. A plain view states only "0 above text" and "0 below text", so it sits 8 points
/// from another plain view and at the text's own font-derived distance from a `Text`.
///
/// Sources: SwiftUI's `ViewSpacing` documentation ("can also record different values for
/// different kinds of adjacent views"); OpenSwiftUI's `Spacing` (OpenSwiftUICore, audited
/// against iOS 18), which reconstructs the categories and the distance rule from SwiftUI.
public struct ViewSpacing: Equatable, Sendable {
    /// The kind of neighbour a preference applies to.
    enum Category: Hashable, Sendable {
        /// Between two texts: their font metrics decide.
        case textToText
        /// From a view placed above a text (stated by the text on its top edge).
        case edgeAboveText
        /// From a view placed below a text (stated by the text on its bottom edge).
        case edgeBelowText
        /// From a text's baseline to the neighbour's edge.
        case textBaseline
    }

    /// One preference: an edge, and the category of neighbour it applies to (nil: any).
    struct Key: Hashable, Sendable {
        var category: Category?
        var edge: Edge
    }

    /// A preferred distance, or a text's line metrics that meet another text's.
    enum Value: Comparable, Sendable {
        case distance(CGFloat)
        /// The metrics of a text whose top edge faces the neighbour.
        case topTextMetrics(TextSpacingMetrics)
        /// The metrics of a text whose bottom edge faces the neighbour.
        case bottomTextMetrics(TextSpacingMetrics)

        /// The distance two facing preferences ask for: distances add up, a distance beside metrics
        /// wins, a text's bottom meeting another text's top gives their line spacing; nil otherwise.
        func distance(to other: Value) -> CGFloat? {
            switch (self, other) {
            case let (.distance(a), .distance(b)): a + b
            case let (.distance(a), _): a
            case let (_, .distance(b)): b
            case let (.topTextMetrics(top), .bottomTextMetrics(bottom)), let (.bottomTextMetrics(bottom), .topTextMetrics(top)):
                TextSpacingMetrics.spacing(top: top, bottom: bottom)
            case (.topTextMetrics, .topTextMetrics), (.bottomTextMetrics, .bottomTextMetrics): nil
            }
        }

        /// Distances order by length and come before metrics; metrics order by line spacing.
        static func < (a: Value, b: Value) -> Bool {
            switch (a, b) {
            case let (.distance(x), .distance(y)): x < y
            case let (.topTextMetrics(x), .topTextMetrics(y)), let (.bottomTextMetrics(x), .bottomTextMetrics(y)):
                x.lineSpacing < y.lineSpacing
            case (.distance, _): true
            case (.topTextMetrics, .bottomTextMetrics): true
            case (.topTextMetrics, .distance), (.bottomTextMetrics, _): false
            }
        }
    }

    /// The preferences, by edge and category.
    var minima: [Key: Value]

    /// The system default spacing between two views: 8 points.
    static let defaultDistance: CGFloat = 8

    /// A view spacing preference of zero on all edges, for any neighbour.
    public static let zero = ViewSpacing(minima: Dictionary(uniqueKeysWithValues: Edge.allCases.map {
        (Key(category: nil, edge: $0), Value.distance(0))
    }))

    /// Initializes an instance with default spacing values: the system default to any view,
    /// the text's own distance to a text above or below.
    public init() {
        minima = [Key(category: .edgeBelowText, edge: .top): .distance(0),
                  Key(category: .edgeAboveText, edge: .bottom): .distance(0)]
    }

    init(minima: [Key: Value]) { self.minima = minima }

    /// Merges the spacing preferences of another spacing instance with this instance for a specified set of edges.
    ///
    /// Each preference on those edges becomes the larger of the two.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for (key, value) in other.minima where edges.contains(Edge.Set(key.edge)) {
            minima[key] = minima[key].map { max($0, value) } ?? value
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
        let (trailing, leading): (Edge, Edge) = axis == .horizontal ? (.trailing, .leading) : (.bottom, .top)
        var shared: CGFloat?
        for (key, value) in minima where key.edge == trailing && key.category != nil {
            guard let facing = next.minima[Key(category: key.category, edge: leading)],
                  let distance = value.distance(to: facing) else { continue }
            shared = max(shared ?? distance, distance)
        }
        if let shared { return shared }
        let mine = minima[Key(category: nil, edge: trailing)]?.length
        let theirs = next.minima[Key(category: nil, edge: leading)]?.length
        guard mine != nil || theirs != nil else { return Self.defaultDistance }
        return max(mine ?? -.infinity, theirs ?? -.infinity)
    }

    /// The preferences with `edges` set back to a plain view's (what a padded edge shows).
    func resetting(_ edges: Edge.Set) -> ViewSpacing {
        var result = ViewSpacing(minima: minima.filter { !edges.contains(Edge.Set($0.key.edge)) })
        result.formUnion(ViewSpacing(), edges: edges)
        return result
    }
}

extension ViewSpacing.Value {
    /// The length of a plain distance; nil for text metrics.
    var length: CGFloat? {
        if case let .distance(length) = self { return length }
        return nil
    }
}
