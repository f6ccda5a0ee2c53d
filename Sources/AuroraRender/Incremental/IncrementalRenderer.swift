/// `IncrementalRenderer`: renders a sequence of frames, redrawing only what changed since the last one.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import Foundation

/// Renders display lists frame after frame, keeping the last list and its pixels: each new frame
/// is compared with the last (`DisplayListDamage`) and only the rectangles whose pixels can
/// differ are redrawn; elsewhere the last frame's pixels are kept.
///
/// The result equals `DisplayListRenderer.render` of the same list, bit for bit. A frame with a
/// different size, scale or background, the first frame, and a frame whose damage covers most
/// of the canvas are rendered whole.
///
/// ```swift
/// var renderer = IncrementalRenderer()
/// for list in frames {
///     let frame = try renderer.render(list, size: size, scale: 3)
///     send(frame.pixmap, only: frame.changed)
/// }
/// ```
///
/// The returned pixmap shares its pixels with the renderer's copy; keeping it past the next
/// `render` makes that call copy the whole canvas before drawing (value semantics), so a caller
/// that wants the speed lets each frame go before asking for the next.
public struct IncrementalRenderer: Sendable {
    /// One rendered frame and where it differs from the previous one.
    public struct Frame: Sendable {
        /// The whole frame's pixels.
        public var pixmap: Pixmap
        /// Disjoint rectangles (device pixels) outside which `pixmap` equals the previous frame's
        /// pixels: empty when nothing changed, the whole canvas when the frame was drawn whole.
        public var changed: [PixelRect]
    }

    /// The renderer drawing full frames and damaged regions (its thread count applies to both).
    public var renderer: DisplayListRenderer

    /// The last frame, reused by the next when the canvas is the same.
    private var last: LastFrame?

    /// A frame damaged over more than this fraction of the canvas is drawn whole.
    static let wholeFrameFraction = 0.75

    /// Creates a renderer with no previous frame, drawing with `threads` threads (`nil`: one per
    /// core) within `budget`.
    public init(threads: Int? = nil, budget: RenderBudget = RenderBudget()) {
        renderer = DisplayListRenderer(threads: threads, budget: budget)
    }

    /// Renders `list` onto a canvas of `size` points at `scale` pixels per point over
    /// `background` (transparent when `nil`), as `DisplayListRenderer.render` does, redrawing
    /// only what differs from the previous frame. Throws what `DisplayListRenderer.render`
    /// throws; after an error the next frame is drawn whole.
    public mutating func render(_ list: DisplayList, size: CGSize, scale: CGFloat, background: RGBAColor? = nil) throws -> Frame {
        let kept = last.take()
        let (width, height) = try DisplayListRenderer.pixelSize(size, scale: scale)
        let canvas = PixelRect(x: 0, y: 0, width: width, height: height)
        guard var previous = kept, previous.width == width, previous.height == height,
              previous.scale == scale, previous.background == background else {
            return try renderWhole(list, size: size, scale: scale, background: background)
        }
        let changed = DisplayListDamage.between(previous.list, list, transform: CGAffineTransform(scaleX: scale, y: scale),
                                                canvas: canvas)
        let area = changed.reduce(0) { $0 + $1.width * $1.height }
        if Double(area) > Self.wholeFrameFraction * Double(width * height) {
            return try renderWhole(list, size: size, scale: scale, background: background)
        }
        if !changed.isEmpty {
            // Moved out of `previous`, so the context holds the only reference (no copy) unless
            // the caller still keeps the last frame.
            let pixels = previous.pixmap.take()!
            previous.pixmap = try renderer.redraw(list, over: pixels, scale: scale, background: background, regions: changed)
            previous.list = list
        }
        last = previous
        return Frame(pixmap: previous.pixmap!, changed: changed)
    }

    /// Forgets the last frame: the next one is drawn whole.
    public mutating func reset() {
        last = nil
    }

    private mutating func renderWhole(_ list: DisplayList, size: CGSize, scale: CGFloat, background: RGBAColor?) throws -> Frame {
        let pixmap = try renderer.render(list, size: size, scale: scale, background: background)
        last = LastFrame(list: list, scale: scale, background: background, pixmap: pixmap)
        return Frame(pixmap: pixmap, changed: [PixelRect(x: 0, y: 0, width: pixmap.width, height: pixmap.height)])
    }
}

/// What `IncrementalRenderer` keeps of the last frame.
private struct LastFrame: Sendable {
    var list: DisplayList
    var scale: CGFloat
    var background: RGBAColor?
    /// `nil` only while it is being redrawn.
    var pixmap: Pixmap?
    let width: Int
    let height: Int

    init(list: DisplayList, scale: CGFloat, background: RGBAColor?, pixmap: Pixmap) {
        (self.list, self.scale, self.background, self.pixmap) = (list, scale, background, pixmap)
        (width, height) = (pixmap.width, pixmap.height)
    }
}
