/// `GraphicsContextRecorder`: the destination shared by every copy of a `GraphicsContext` — the display items drawn so far.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// What a canvas (or one layer of it) has drawn: display-list items in the canvas's space,
/// in drawing order, and the symbols its context can resolve.
///
/// A reference type on purpose: copies of a context share their destination.
final class GraphicsContextRecorder {
    /// The canvas's rectangle, `(0, 0, width, height)` in points.
    let bounds: CGRect
    /// The items drawn so far, frames in the canvas's space.
    var items: [DisplayList.Item] = []
    /// The canvas's `symbols` views, by tag.
    let symbols: [AnyHashable: GraphicsContext.ResolvedSymbol]

    init(bounds: CGRect, symbols: [AnyHashable: GraphicsContext.ResolvedSymbol] = [:]) {
        self.bounds = bounds
        self.symbols = symbols
    }

    /// A new, empty destination with the same bounds and symbols (for layers).
    func makeLayer() -> GraphicsContextRecorder {
        GraphicsContextRecorder(bounds: bounds, symbols: symbols)
    }

    /// The recorded items as a display list.
    var displayList: DisplayList { DisplayList(items: items) }
}
