/// `LayoutValueKey`: a key for accessing a layout value of a layout container's subviews.

/// A key for accessing a layout value of a layout container's subviews.
public protocol LayoutValueKey {
    /// The type of the key's value.
    associatedtype Value
    /// The default value returned for a subview that doesn't set one.
    static var defaultValue: Self.Value { get }
}
