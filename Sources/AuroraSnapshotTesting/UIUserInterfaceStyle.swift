/// `UIUserInterfaceStyle`: the interface style of a trait collection, as UIKit names it.

/// The interface style of a trait collection, as UIKit names it.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
    /// Not specified: light.
    case unspecified
    /// The light interface style.
    case light
    /// The dark interface style.
    case dark
}
