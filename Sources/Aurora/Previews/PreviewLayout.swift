/// `PreviewLayout`: how a preview's canvas is sized.
import Foundation

/// The size a preview is shown at.
public enum PreviewLayout: Hashable, Sendable {
    /// The device's screen.
    case device
    /// The view's ideal size.
    case sizeThatFits
    /// A fixed size in points.
    case fixed(width: CGFloat, height: CGFloat)
}
