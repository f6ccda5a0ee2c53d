/// `LayoutProperties`: layout-specific properties of a layout container.

/// Layout-specific properties of a layout container.
public struct LayoutProperties: Sendable {
    /// The orientation of the containing stack-like container, if any.
    public var stackOrientation: Axis?

    /// Creates a default set of properties.
    public init() {}
}
