/// `UITraitCollection`: the traits a snapshot is taken with — interface style and display scale — in UIKit's spelling, as swift-snapshot-testing's `traits:` takes them.
import Aurora
import Foundation

/// The traits of a snapshot's environment, spelled as UIKit's `UITraitCollection` so that
/// `traits: .init(userInterfaceStyle: .dark)` reads as it does in an iOS snapshot test.
///
/// Aurora has the traits a render depends on: the interface style (the views' `colorScheme`) and
/// the display scale. Size classes, layout direction and content size category (Dynamic Type) are
/// not here because Aurora's environment has no such values yet.
public struct UITraitCollection: Hashable, Sendable {
    /// The interface style: light, dark or unspecified (light). Default: `.unspecified`.
    public var userInterfaceStyle: UIUserInterfaceStyle
    /// Pixels per point; 0 means unspecified (the device's scale, else 1). Default: 0.
    public var displayScale: CGFloat

    /// A collection with no trait specified.
    public init() {
        userInterfaceStyle = .unspecified
        displayScale = 0
    }

    /// A collection that specifies only the interface style.
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init()
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// A collection that specifies only the display scale.
    public init(displayScale: CGFloat) {
        self.init()
        self.displayScale = displayScale
    }

    /// A collection with the traits of all of `traitCollections`; a trait specified in a later one wins.
    public init(traitsFrom traitCollections: [UITraitCollection]) {
        self.init()
        for traits in traitCollections {
            if traits.userInterfaceStyle != .unspecified { userInterfaceStyle = traits.userInterfaceStyle }
            if traits.displayScale != 0 { displayScale = traits.displayScale }
        }
    }

    /// The colour scheme the views see: dark for `.dark`, light otherwise.
    var colorScheme: ColorScheme { userInterfaceStyle == .dark ? .dark : .light }
}
