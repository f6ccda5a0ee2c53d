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
