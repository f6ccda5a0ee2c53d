/// `SnapshotCanvas`: what a snapshot's view is laid out in — a device's screen, a fixed size, or its own ideal size.
import Aurora
import Foundation

/// The size constraint of a snapshot render.
package enum SnapshotCanvas: Hashable, Sendable {
    /// The device's screen: the view is centred in its safe area and the image is the whole screen.
    case device(RenderDevice)
    /// A container of this size in points, without safe-area insets, at `scale` pixels a point.
    case fixed(width: CGFloat, height: CGFloat, scale: CGFloat)
    /// The view's ideal size (an unspecified proposal) at `scale` pixels a point.
    case sizeThatFits(scale: CGFloat)

    /// Pixels per point.
    package var scale: CGFloat {
        switch self {
        case .device(let device): device.scale
        case .fixed(_, _, let scale), .sizeThatFits(let scale): scale
        }
    }
}
