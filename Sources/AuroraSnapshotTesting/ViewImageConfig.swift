/// `ViewImageConfig`: a device a view snapshot is taken on — screen size, safe area and traits — with swift-snapshot-testing's presets.
import Aurora
import Foundation

/// A device container for `.device(config:)`: its size in points, safe-area insets and traits.
///
/// The presets carry swift-snapshot-testing's sizes and safe areas, and, since a Linux machine has
/// no simulator to supply one, each device's display scale in its traits (iPhones 2× or 3×, iPads 2×).
public struct ViewImageConfig: Sendable {
    /// A phone's orientation.
    public enum Orientation: Sendable {
        /// Held sideways: the long side is the width.
        case landscape
        /// Held upright: the long side is the height.
        case portrait
    }

    /// A tablet's orientation, with the share of the screen a split view gives the app.
    public enum TabletOrientation: Sendable {
        /// The app's share of a portrait screen.
        public enum PortraitSplits: Sendable {
            /// A third of the width.
            case oneThird
            /// Two thirds of the width.
            case twoThirds
            /// The whole screen.
            case full
        }
        /// The app's share of a landscape screen.
        public enum LandscapeSplits: Sendable {
            /// A third of the width.
            case oneThird
            /// Half the width.
            case oneHalf
            /// Two thirds of the width.
            case twoThirds
            /// The whole screen.
            case full
        }
        /// Landscape, with the app's share of the width.
        case landscape(splitView: LandscapeSplits)
        /// Portrait, with the app's share of the width.
        case portrait(splitView: PortraitSplits)
    }

    /// The safe-area insets in points.
    public var safeArea: EdgeInsets
    /// The screen size in points; nil fits the view's ideal size.
    public var size: CGSize?
    /// The device's traits.
    public var traits: UITraitCollection

    /// A container of `size` with `safeArea` and `traits`. Defaults: no insets, the view's ideal size, no traits.
    public init(safeArea: EdgeInsets = EdgeInsets(), size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    // MARK: Phones

    /// iPhoneSe in portrait.
    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    /// iPhone SE (1st generation): 320 × 568 points at 2×.
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 320, height: 568, statusBar: 20, scale: 2)
    }

    /// iPhone8 in portrait.
    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    /// iPhone 8: 375 × 667 points at 2×.
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 667, statusBar: 20, scale: 2)
    }

    /// iPhone8Plus in portrait.
    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    /// iPhone 8 Plus: 414 × 736 points at 3×.
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 736, statusBar: 20, scale: 3)
    }

    /// iPhoneX in portrait.
    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    /// iPhone X: 375 × 812 points at 3×.
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        notchedPhone(orientation, width: 375, height: 812, top: 44, side: 44, landscapeBottom: 24, scale: 3)
    }

    /// iPhoneXsMax in portrait.
    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    /// iPhone XS Max: 414 × 896 points at 3×.
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        notchedPhone(orientation, width: 414, height: 896, top: 44, side: 44, landscapeBottom: 24, scale: 3)
    }

    /// iPhoneXr in portrait.
    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    /// iPhone XR: 414 × 896 points at 2×.
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        notchedPhone(orientation, width: 414, height: 896, top: 44, side: 44, landscapeBottom: 24, scale: 2)
    }

    /// iPhone12 in portrait.
    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    /// iPhone 12: 390 × 844 points at 3×.
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        notchedPhone(orientation, width: 390, height: 844, top: 47, side: 47, landscapeBottom: 21, scale: 3)
    }

    /// iPhone12Pro in portrait.
    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    /// iPhone 12 Pro: as iPhone 12.
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone12(orientation) }

    /// iPhone12ProMax in portrait.
    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    /// iPhone 12 Pro Max: 428 × 926 points at 3×.
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        notchedPhone(orientation, width: 428, height: 926, top: 47, side: 47, landscapeBottom: 21, scale: 3)
    }

    /// iPhone13 in portrait.
    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    /// iPhone 13: 390 × 844 points at 3×, insets top 47 and bottom 34 in portrait.
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        notchedPhone(orientation, width: 390, height: 844, top: 47, side: 47, landscapeBottom: 21, scale: 3)
    }

    /// iPhone13Mini in portrait.
    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    /// iPhone 13 mini: 375 × 812 points at 3×.
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        notchedPhone(orientation, width: 375, height: 812, top: 50, side: 50, landscapeBottom: 21, scale: 3)
    }

    /// iPhone13Pro in portrait.
    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    /// iPhone 13 Pro: as iPhone 13.
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone13(orientation) }

    /// iPhone13ProMax in portrait.
    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    /// iPhone 13 Pro Max: 428 × 926 points at 3×.
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        notchedPhone(orientation, width: 428, height: 926, top: 47, side: 47, landscapeBottom: 21, scale: 3)
    }

    // MARK: Tablets

    /// iPadMini in landscape.
    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    /// iPad mini: 1024 × 768 points at 2× in landscape.
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { iPadMini(.full(orientation)) }
    /// iPad mini in a split view.
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, landscape: [320, 507, 694, 1024], portrait: [320, 438, 768], short: 768, long: 1024, top: 20, bottom: 0)
    }

    /// iPad 9.7″ in landscape: as iPad mini.
    public static let iPad9_7 = iPadMini
    /// iPad 9.7″: as iPad mini.
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }
    /// iPad 9.7″ in a split view: as iPad mini.
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { iPadMini(orientation) }

    /// iPad10_2 in landscape.
    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    /// iPad 10.2″: 1080 × 810 points at 2× in landscape.
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { iPad10_2(.full(orientation)) }
    /// iPad 10.2″ in a split view.
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, landscape: [320, 535, 750, 1080], portrait: [320, 480, 810], short: 810, long: 1080, top: 20, bottom: 0)
    }

    /// iPadPro10_5 in landscape.
    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    /// iPad Pro 10.5″: 1112 × 834 points at 2× in landscape.
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { iPadPro10_5(.full(orientation)) }
    /// iPad Pro 10.5″ in a split view.
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, landscape: [320, 551, 782, 1112], portrait: [320, 504, 834], short: 834, long: 1112, top: 20, bottom: 0)
    }

    /// iPadPro11 in landscape.
    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    /// iPad Pro 11″: 1194 × 834 points at 2× in landscape, insets top 24 and bottom 20.
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { iPadPro11(.full(orientation)) }
    /// iPad Pro 11″ in a split view.
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, landscape: [375, 592, 809, 1194], portrait: [320, 504, 834], short: 834, long: 1194, top: 24, bottom: 20)
    }

    /// iPadPro12_9 in landscape.
    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    /// iPad Pro 12.9″: 1366 × 1024 points at 2× in landscape.
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { iPadPro12_9(.full(orientation)) }
    /// iPad Pro 12.9″ in a split view.
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, landscape: [375, 678, 981, 1366], portrait: [375, 639, 1024], short: 1024, long: 1366, top: 20, bottom: 0)
    }

    // MARK: Building the presets

    /// A phone with a status bar: inset `statusBar` at the top in portrait, none in landscape.
    private static func phone(_ orientation: Orientation, width: CGFloat, height: CGFloat, statusBar: CGFloat, scale: CGFloat) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            ViewImageConfig(safeArea: EdgeInsets(top: statusBar, leading: 0, bottom: 0, trailing: 0),
                            size: CGSize(width: width, height: height), traits: UITraitCollection(displayScale: scale))
        case .landscape:
            ViewImageConfig(size: CGSize(width: height, height: width), traits: UITraitCollection(displayScale: scale))
        }
    }

    /// A phone with a notch or island: `top` and 34 at the bottom in portrait; `side` on both sides and `landscapeBottom` in landscape.
    private static func notchedPhone(_ orientation: Orientation, width: CGFloat, height: CGFloat, top: CGFloat, side: CGFloat,
                                     landscapeBottom: CGFloat, scale: CGFloat) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            ViewImageConfig(safeArea: EdgeInsets(top: top, leading: 0, bottom: 34, trailing: 0),
                            size: CGSize(width: width, height: height), traits: UITraitCollection(displayScale: scale))
        case .landscape:
            ViewImageConfig(safeArea: EdgeInsets(top: 0, leading: side, bottom: landscapeBottom, trailing: side),
                            size: CGSize(width: height, height: width), traits: UITraitCollection(displayScale: scale))
        }
    }

    /// A 2× tablet whose app is `landscape[split]` (one third, one half, two thirds, full) or
    /// `portrait[split]` (one third, two thirds, full) points wide on a `long` × `short` screen.
    private static func tablet(_ orientation: TabletOrientation, landscape: [CGFloat], portrait: [CGFloat], short: CGFloat, long: CGFloat,
                               top: CGFloat, bottom: CGFloat) -> ViewImageConfig {
        let size: CGSize
        switch orientation {
        case .landscape(let split):
            let index = switch split { case .oneThird: 0; case .oneHalf: 1; case .twoThirds: 2; case .full: 3 }
            size = CGSize(width: landscape[index], height: short)
        case .portrait(let split):
            let index = switch split { case .oneThird: 0; case .twoThirds: 1; case .full: 2 }
            size = CGSize(width: portrait[index], height: long)
        }
        return ViewImageConfig(safeArea: EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0), size: size,
                               traits: UITraitCollection(displayScale: 2))
    }
}

private extension ViewImageConfig.TabletOrientation {
    /// The whole screen in a phone-style orientation.
    static func full(_ orientation: ViewImageConfig.Orientation) -> Self {
        orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full)
    }
}
