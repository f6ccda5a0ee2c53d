/// `Axis`, `Edge`, `EdgeInsets` and friends: the directions and insets of layout.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// The horizontal or vertical dimension in a 2D coordinate system.
public enum Axis: Int8, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The horizontal dimension.
    case horizontal
    /// The vertical dimension.
    case vertical

    /// An efficient set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }

    /// The other axis.
    var other: Axis { self == .horizontal ? .vertical : .horizontal }

    /// `horizontal` or `vertical`, as SwiftUI prints an axis.
    public var description: String { self == .horizontal ? "horizontal" : "vertical" }
}

/// An enumeration to indicate one edge of a rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    /// An efficient set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Creates an instance containing just `e`.
        public init(_ e: Edge) { self.init(rawValue: 1 << e.rawValue) }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

/// An edge on the horizontal axis.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    case leading, trailing
}

/// An edge on the vertical axis.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top, bottom
}

/// The inset distances for the sides of a rectangle.
public struct EdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// Creates edge insets with the given distances. Default: all zero.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The inset on one edge.
    subscript(edge: Edge) -> CGFloat {
        get {
            switch edge {
            case .top: top
            case .leading: leading
            case .bottom: bottom
            case .trailing: trailing
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .leading: leading = newValue
            case .bottom: bottom = newValue
            case .trailing: trailing = newValue
            }
        }
    }

    /// Insets of `length` on `edges` and zero elsewhere.
    init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }

    var horizontal: CGFloat { leading + trailing }
    var vertical: CGFloat { top + bottom }
}

extension CGRect {
    /// The rectangle shrunk by `insets` (grown for negative insets), never below zero size.
    func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: minX + insets.leading, y: minY + insets.top,
               width: max(0, width - insets.horizontal), height: max(0, height - insets.vertical))
    }
}

/// The kind of content mode for `aspectRatio` and `scaledToFit`/`scaledToFill`.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// An option that resizes the content so it's all within the available space.
    case fit
    /// An option that resizes the content so it occupies all available space.
    case fill
}
