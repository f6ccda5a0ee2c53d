/// `ProposedViewSize`: the size a parent proposes to a child; `nil` on an axis means "your ideal size".
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// A proposal for the size of a view.
public struct ProposedViewSize: Equatable, Hashable, Sendable {
    /// The proposed horizontal size in points, or nil for the ideal width.
    public var width: CGFloat?
    /// The proposed vertical size in points, or nil for the ideal height.
    public var height: CGFloat?

    /// Creates a new proposed size using the specified width and height.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Creates a new proposed size from a specified size.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// A size proposal that contains zero in both dimensions.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// The proposed size with both dimensions left unspecified.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// A size proposal that contains infinity in both dimensions.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// Creates a new proposal that replaces unspecified dimensions in this proposal with the
    /// corresponding dimension of the specified size. Default: 10 × 10.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The proposal along one axis.
    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A proposal with NaN and negative values made safe (NaN is unspecified, negatives are zero).
    var sanitized: ProposedViewSize {
        func clean(_ value: CGFloat?) -> CGFloat? {
            guard let value, !value.isNaN else { return nil }
            return max(0, value)
        }
        return ProposedViewSize(width: clean(width), height: clean(height))
    }
}

extension CGSize {
    /// The size along one axis.
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// The size with NaN, infinite and negative values made finite and non-negative.
    var sanitizedForLayout: CGSize {
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : (value == .infinity ? value : 0) }
        return CGSize(width: clean(width), height: clean(height))
    }
}

extension CGPoint {
    /// The coordinate along one axis.
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}
