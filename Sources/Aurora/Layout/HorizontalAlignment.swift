/// `HorizontalAlignment`: an alignment position along the horizontal axis.
import Foundation

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable, Sendable {
    let key: AlignmentKey

    /// Creates a custom horizontal alignment of the specified type.
    public init(_ id: AlignmentID.Type) { key = AlignmentKey(id: id, axis: .horizontal) }

    private enum Leading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
    private enum Trailing: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }

    /// A guide that marks the leading edge of the view.
    public static let leading = HorizontalAlignment(Leading.self)
    /// A guide that marks the horizontal center of the view.
    public static let center = HorizontalAlignment(Center.self)
    /// A guide that marks the trailing edge of the view.
    public static let trailing = HorizontalAlignment(Trailing.self)
}
