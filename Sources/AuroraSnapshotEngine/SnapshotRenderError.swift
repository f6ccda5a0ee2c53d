/// `SnapshotRenderError`: why a view gave no snapshot image.
import AuroraRaster
import Foundation

/// Why rendering a view for a snapshot failed.
package enum SnapshotRenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The view (or the canvas asked for) has no area.
    case empty(width: CGFloat, height: CGFloat)
    /// The image would be larger than a pixmap may be.
    case tooLarge(width: CGFloat, height: CGFloat, scale: CGFloat)
    /// The scale is not a positive, finite number.
    case invalidScale(CGFloat)
    /// The renderer refused (its own reason).
    case renderFailed(String)

    package var description: String {
        switch self {
        case .empty(let width, let height):
            return "the view's size is \(Self.points(width))×\(Self.points(height)) points, so there is nothing to snapshot: "
                + "give it a frame or use the layout .fixed(width:height:)"
        case .tooLarge(let width, let height, let scale):
            return "the view is \(Self.points(width))×\(Self.points(height)) points, which at \(Self.points(scale))× is larger than an image may be "
                + "(each side at most \(Pixmap.maximumSide) pixels, at most \(Pixmap.maximumArea) pixels in all)"
        case .invalidScale(let scale):
            return "the display scale \(scale) is not a positive number"
        case .renderFailed(let reason):
            return "the view could not be rendered: \(reason)"
        }
    }

    /// A number of points without a needless fraction (`390`, `0.5`).
    private static func points(_ value: CGFloat) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(describing: Double(value))
    }
}
