/// `SegmentedPickerStyle`: a picker style that presents the options in a segmented control.

/// A picker style that presents the options in a segmented control.
public struct SegmentedPickerStyle: PickerStyle {
    /// Creates a segmented picker style.
    public init() {}
}
