/// `LayoutContext`: what one host's layout pass shares with its nodes, kept per view graph.
import AuroraGeometry
import Foundation

/// The values a layout pass sets for the nodes that size themselves against them.
@MainActor
final class LayoutContext {
    /// The size of the root container (the safe area of the device, or the proposed size), for
    /// `containerRelativeFrame`. Default: 10 × 10, the size of an unspecified proposal.
    var containerSize = CGSize(width: 10, height: 10)
}

extension LayoutContext {
    /// Runs `body` with `size` as the container size (a scroll view for its content), then puts the previous one back.
    func withContainerSize<T>(_ size: CGSize, _ body: () -> T) -> T {
        let previous = containerSize
        containerSize = size
        defer { containerSize = previous }
        return body()
    }
}
