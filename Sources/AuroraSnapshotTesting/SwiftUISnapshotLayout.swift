/// `SwiftUISnapshotLayout`: the size constraint of a view snapshot, as swift-snapshot-testing names it.
import Aurora
import Foundation

/// The size constraint for a snapshot (similar to `PreviewLayout`).
public enum SwiftUISnapshotLayout: Sendable {
    /// Center the view in a device container described by `config`.
    case device(config: ViewImageConfig)
    /// Center the view in a fixed size container.
    case fixed(width: CGFloat, height: CGFloat)
    /// Fit the view to the ideal size that fits its content.
    case sizeThatFits
}
