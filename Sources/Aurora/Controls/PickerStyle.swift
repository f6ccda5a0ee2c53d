/// `PickerStyle`: a type that specifies the appearance and interaction of all pickers within a view hierarchy.

/// A type that specifies the appearance and interaction of all pickers within a view hierarchy.
///
/// Aurora has one picker style, `.segmented`, and draws every picker with it.
public protocol PickerStyle: Sendable {}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// A picker style that presents the options in a segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
