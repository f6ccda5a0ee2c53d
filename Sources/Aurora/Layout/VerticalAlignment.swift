/// `VerticalAlignment`: an alignment position along the vertical axis.
import Foundation

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, Sendable {
    let key: AlignmentKey

    /// Creates a custom vertical alignment of the specified type.
    public init(_ id: AlignmentID.Type) { key = AlignmentKey(id: id, axis: .vertical) }

    private enum Top: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
    private enum Bottom: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    private enum FirstTextBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    private enum LastTextBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }

    /// A guide that marks the top edge of the view.
    public static let top = VerticalAlignment(Top.self)
    /// A guide that marks the vertical center of the view.
    public static let center = VerticalAlignment(Center.self)
    /// A guide that marks the bottom edge of the view.
    public static let bottom = VerticalAlignment(Bottom.self)
    /// A guide that marks the top-most text baseline in a view (the bottom edge for views without text).
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
    /// A guide that marks the bottom-most text baseline in a view (the bottom edge for views without text).
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self)
}
