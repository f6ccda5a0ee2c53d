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
    /// Named coordinate spaces of ancestors.
    var namedSpaces: [AnyHashable: NamedSpace] = [:]
    /// Where ancestors' geometry effects (offset, scale, rotation and transform effects) draw a
    /// point laid out at global coordinates: `.identity` without such effects.
    var geometryEffects: CGAffineTransform = .identity
    /// The size of the nearest container, for `containerRelativeFrame`.
    var containerSize: CGSize
    /// The innermost scroll view around the view: its visible region (global) and axes, for `scrollTransition`.
    var scrollContainer: ScrollContainer?
    /// How much of the bottom of `safeBounds` the software keyboard took (the keyboard region), which
    /// `ignoresSafeArea(.keyboard)` gives back.
    var keyboardOverlap: CGFloat = 0
    /// The length of one device pixel in points (1 / displayScale), to which frames round; 0
    /// leaves them as layout computed them (drawing placed inside a canvas).
    var pixelLength: CGFloat = 0

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

/// The visible region of a scroll view, as the views inside it see it.
struct ScrollContainer {
    /// The scroll view's frame, in global layout coordinates.
    var visibleRect: CGRect
    /// The axes it scrolls along.
    var axes: Axis.Set
    /// The content insets inside `visibleRect` (content margins, and the unsafe strips the content
    /// scrolls under): pinned section headers and footers stick to their edges.
    var insets = EdgeInsets()
}

/// A named coordinate space: the frame of the view that named it, in global layout
/// coordinates, and the geometry effects of that view's ancestors.
struct NamedSpace {
    var frame: CGRect
    var geometryEffects: CGAffineTransform
}
