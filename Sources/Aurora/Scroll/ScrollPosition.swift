/// `ScrollPosition` (iOS 18): where a scroll view is scrolled — a view by its id, an edge, a point — and whether the user put it there.
import AuroraGeometry
import Foundation

/// A type that defines the semantic position of where a scroll view is scrolled within its content.
///
/// Bind one with `scrollPosition(_:anchor:)`. Setting it (`scrollTo(id:anchor:)`,
/// `scrollTo(edge:)`, `scrollTo(point:)`, `scrollTo(x:y:)`) scrolls there, animated inside
/// `withAnimation`; when the user scrolls, the scroll view writes back a position with
/// `isPositionedByUser` true, whose `viewID` is the id (of the position's id type) of the first
/// view shown. An edge position is kept when the content's size changes; a point is not. A
/// non-finite coordinate leaves its axis where it is; an id no view has scrolls nowhere.
public struct ScrollPosition: Equatable, Sendable {
    /// Where the position puts the scroll view.
    enum Target: Sendable {
        case automatic
        case edge(Edge)
        /// A content offset; a nil coordinate leaves its axis where it is.
        case point(x: CGFloat?, y: CGFloat?)
        case view(any Hashable & Sendable, anchor: UnitPoint?)
    }

    private(set) var target: Target
    /// The type of the ids the position reports as the user scrolls.
    private let idType: ObjectIdentifier
    /// The id, of the position's id type, a view's id holds, if any.
    private let readID: @Sendable (AnyHashable) -> (any Hashable & Sendable)?

    /// Whether the scroll view has been positioned by the user.
    public private(set) var isPositionedByUser = false

    /// Creates a new automatic scroll position. Default id type: `Never` (no view's id is reported).
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self) {
        self.init(idType: idType, target: .automatic)
    }

    /// Creates a new scroll position to be scrolled to the provided edge.
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, edge: Edge) {
        self.init(idType: idType, target: .edge(edge))
    }

    /// Creates a new scroll position to be scrolled to the provided point.
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, point: CGPoint) {
        self.init(idType: idType, target: .point(x: point.x, y: point.y))
    }

    /// Creates a new scroll position to be scrolled to the provided x value.
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, x: CGFloat) {
        self.init(idType: idType, target: .point(x: x, y: nil))
    }

    /// Creates a new scroll position to be scrolled to the provided y value.
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, y: CGFloat) {
        self.init(idType: idType, target: .point(x: nil, y: y))
    }

    /// Creates a new scroll position to be scrolled to the provided x and y values.
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, x: CGFloat, y: CGFloat) {
        self.init(idType: idType, target: .point(x: x, y: y))
    }

    /// Creates a new scroll position to a view with a provided identity value (its type is the id type).
    public init<ID: Hashable & Sendable>(id: ID, anchor: UnitPoint? = nil) {
        self.init(idType: ID.self, target: .view(id, anchor: anchor))
    }

    private init<ID: Hashable & Sendable>(idType: ID.Type, target: Target) {
        self.target = target
        self.idType = ObjectIdentifier(ID.self)
        readID = { $0.base as? ID }
    }

    // MARK: Reading

    /// The positioned edge of the scroll view if configured to be in that position.
    public var edge: Edge? {
        if case .edge(let edge) = target { return edge }
        return nil
    }

    /// The positioned point of the scroll view if configured to be in that position (both coordinates set).
    public var point: CGPoint? {
        if case .point(let x?, let y?) = target { return CGPoint(x: x, y: y) }
        return nil
    }

    /// The positioned x value of the scroll view if configured to be in that position.
    public var x: CGFloat? {
        if case .point(let x, _) = target { return x }
        return nil
    }

    /// The positioned y value of the scroll view if configured to be in that position.
    public var y: CGFloat? {
        if case .point(_, let y) = target { return y }
        return nil
    }

    /// The type-erased id of the view positioned in the scroll view if configured to be in that
    /// position or the user has scrolled past a view with an id of matching type.
    public var viewID: (any Hashable & Sendable)? {
        if case .view(let id, _) = target { return id }
        return nil
    }

    /// The id of the view positioned in the scroll view if configured to be in that position or the
    /// user has scrolled past a view with an id of matching type.
    public func viewID<T: Hashable & Sendable>(type: T.Type) -> T? { viewID as? T }

    // MARK: Scrolling

    /// Scrolls the position of the scroll view to the edge you provide.
    public mutating func scrollTo(edge: Edge) { position(.edge(edge)) }

    /// Scrolls the position of the scroll view to a view with a identity value and anchor you provide
    /// (nil: by the least distance that shows it whole, unless `scrollPosition(_:anchor:)` gives one).
    public mutating func scrollTo<ID: Hashable & Sendable>(id: ID, anchor: UnitPoint? = nil) { position(.view(id, anchor: anchor)) }

    /// Scrolls the position of the scroll view to the point you provide.
    public mutating func scrollTo(point: CGPoint) { position(.point(x: point.x, y: point.y)) }

    /// Scrolls the position of the scroll view to the x value you provide.
    public mutating func scrollTo(x: CGFloat) { position(.point(x: x, y: nil)) }

    /// Scrolls the position of the scroll view to the y value you provide.
    public mutating func scrollTo(y: CGFloat) { position(.point(x: nil, y: y)) }

    /// Scrolls the position of the scroll view to the x and y value you provide.
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { position(.point(x: x, y: y)) }

    private mutating func position(_ target: Target) {
        self.target = target
        isPositionedByUser = false
    }

    // MARK: The scroll view's side

    /// What the position asks the scroll view for; nil for an automatic position or one the user scrolled to.
    var request: ScrollPositionRequest? {
        guard !isPositionedByUser else { return nil }
        switch target {
        case .automatic: return nil
        case .edge(let edge): return .edge(edge)
        case .point(let x, let y):
            // A non-finite coordinate asks nothing of its axis.
            return .point(x: x.flatMap { $0.isFinite ? $0 : nil }, y: y.flatMap { $0.isFinite ? $0 : nil })
        case .view(let id, let anchor): return .view(AnyHashable(id), anchor: anchor)
        }
    }

    /// Whether a view's id is of the position's id type.
    func accepts(_ id: AnyHashable) -> Bool { readID(id) != nil }

    /// The position after the user scrolled: the first view shown is `first` (if its id is of the id type).
    func positionedByUser(showing first: AnyHashable?) -> ScrollPosition {
        var result = self
        result.target = first.flatMap(readID).map { .view($0, anchor: nil) } ?? .automatic
        result.isPositionedByUser = true
        return result
    }

    /// Returns a Boolean value indicating whether two values are equal: the same id type, target and user positioning.
    public static func == (lhs: ScrollPosition, rhs: ScrollPosition) -> Bool {
        guard lhs.idType == rhs.idType, lhs.isPositionedByUser == rhs.isPositionedByUser else { return false }
        switch (lhs.target, rhs.target) {
        case (.automatic, .automatic): return true
        case (.edge(let a), .edge(let b)): return a == b
        case (.point(let ax, let ay), .point(let bx, let by)): return ax == bx && ay == by
        case (.view(let a, let anchorA), .view(let b, let anchorB)): return AnyHashable(a) == AnyHashable(b) && anchorA == anchorB
        default: return false
        }
    }
}

/// What a scroll position binding asks a scroll view for (`ScrollPosition`'s target, or a `scrollPosition(id:)` id).
enum ScrollPositionRequest: Equatable {
    case edge(Edge)
    /// A content offset; a nil coordinate leaves its axis where it is.
    case point(x: CGFloat?, y: CGFloat?)
    /// The view with the id, its `anchor` (nil: the binding's) at the same point of the visible region.
    case view(AnyHashable, anchor: UnitPoint?)
}
