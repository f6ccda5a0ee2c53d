/// `Axis`: the horizontal and vertical dimensions of layout.
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

extension CGRect {
    /// The rectangle shrunk by `insets` (grown for negative insets), never below zero size.
    func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: minX + insets.leading, y: minY + insets.top,
               width: max(0, width - insets.horizontal), height: max(0, height - insets.vertical))
    }
}
