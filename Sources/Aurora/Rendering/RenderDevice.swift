/// `RenderDevice`: the screen a render targets — size in points, scale and safe-area insets.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// A device to render for: its screen size in points, pixel scale and safe-area insets (portrait).
///
/// Aurora's own type (SwiftUI renders on the device itself). The presets use the devices'
/// published portrait metrics.
public struct RenderDevice: Hashable, Sendable {
    /// A short name, used on the command line.
    public var name: String
    /// The screen size in points.
    public var size: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// The safe-area insets in points.
    public var safeAreaInsets: EdgeInsets

    /// Creates a device.
    public init(name: String, size: CGSize, scale: CGFloat, safeAreaInsets: EdgeInsets = EdgeInsets()) {
        self.name = name
        self.size = size
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
    }

    /// iPhone 15 Pro: 393 × 852 points at 3×, insets top 59 (Dynamic Island) and bottom 34 (home indicator).
    public static let iPhone15Pro = RenderDevice(name: "iphone15pro", size: CGSize(width: 393, height: 852), scale: 3,
                                                 safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    /// iPhone SE (3rd generation): 375 × 667 points at 2×, inset top 20 (status bar).
    public static let iPhoneSE = RenderDevice(name: "iphonese", size: CGSize(width: 375, height: 667), scale: 2,
                                              safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
    /// iPad (10th generation): 820 × 1180 points at 2×, insets top 24 and bottom 20.
    public static let iPad = RenderDevice(name: "ipad", size: CGSize(width: 820, height: 1180), scale: 2,
                                          safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))

    /// A plain canvas with no safe-area insets. Default scale: 1.
    public static func canvas(width: CGFloat, height: CGFloat, scale: CGFloat = 1) -> RenderDevice {
        RenderDevice(name: "canvas", size: CGSize(width: width, height: height), scale: scale)
    }

    /// The presets, by name.
    public static let presets: [RenderDevice] = [.iPhone15Pro, .iPhoneSE, .iPad]
}
