/// What a view learns from its ancestors when it is placed: safe areas, coordinate spaces, container size.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// The geometry an ancestor hands down at placement time.
struct PlacementContext {
    /// The full region the safe area was cut from, in global coordinates.
    var containerBounds: CGRect
    /// The safe region, in global coordinates.
    var safeBounds: CGRect
    /// Named coordinate spaces of ancestors: their frames in global coordinates.
    var namedSpaces: [AnyHashable: CGRect] = [:]
    /// The size of the nearest container, for `containerRelativeFrame`.
    var containerSize: CGSize

    /// A context whose safe area is all of `bounds`.
    init(bounds: CGRect) {
        containerBounds = bounds
        safeBounds = bounds
        containerSize = bounds.size
    }

    init(containerBounds: CGRect, safeBounds: CGRect) {
        self.containerBounds = containerBounds
        self.safeBounds = safeBounds
        containerSize = safeBounds.size
    }

    /// The safe-area insets of `frame`: how far each of its edges reaches into the unsafe region.
    func safeAreaInsets(of frame: CGRect) -> EdgeInsets {
        EdgeInsets(top: max(0, safeBounds.minY - frame.minY), leading: max(0, safeBounds.minX - frame.minX),
                   bottom: max(0, frame.maxY - safeBounds.maxY), trailing: max(0, frame.maxX - safeBounds.maxX))
    }
}
