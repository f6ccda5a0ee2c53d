/// `DefaultListStyle`: the list style that describes a platform's default behavior and appearance for a list: inset grouped on iOS.

/// The list style that describes a platform's default behavior and appearance for a list: inset grouped on iOS.
public struct DefaultListStyle: ListStyle {
    /// Creates a default list style.
    public init() {}
}
