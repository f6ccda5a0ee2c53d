/// `DisplayListRenderer`: the entry point that turns a display list into pixels.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import Foundation

/// Renders display lists with the raster core: one switch over content and effects, offscreen
/// layers only where an effect needs them, bands on all cores.
public struct DisplayListRenderer: Sendable {
    /// How many threads render bands; `nil` means one per core. Default: `nil`.
    public var threads: Int?
    /// The memory and time one render may take. Default: `RenderBudget.default`.
    public var budget: RenderBudget
    /// Whether blurs and shadows of σ ≥ 6 px are computed on a coarser grid (see `DownsampledBlur.swift`);
    /// tests turn it off to compare with full resolution. Default: `true`.
    @_spi(Testing) public var reducesWideBlurs = true

    /// Creates a renderer.
    public init(threads: Int? = nil, budget: RenderBudget = .default) {
        self.threads = threads
        self.budget = budget
    }

    /// Renders `list` onto a canvas of `size` points at `scale` pixels per point, over
    /// `background` (transparent when `nil`).
    ///
    /// The pixel size is `size × scale` rounded up. Throws `DisplayListRenderError` for a size or
    /// scale that is not finite and positive or gives more pixels than a `Pixmap` holds, and for
    /// effects nested deeper than `DisplayListRenderError.maximumEffectDepth`, and when the
    /// render would pass its `budget` (`.memoryBudgetExceeded` before the buffer is allocated,
    /// `.timeBudgetExceeded`).
    public func render(_ list: DisplayList, size: CGSize, scale: CGFloat, background: RGBAColor? = nil) throws -> Pixmap {
        let (width, height) = try Self.pixelSize(size, scale: scale)
        let allowance = RenderAllowance(budget)
        try allowance.charge(RenderAllowance.pixelBytes(width, height), for: "the \(width)×\(height) pixel canvas")
        let context: RasterContext
        do {
            context = try RasterContext(width: width, height: height, threads: threads)
        } catch {
            throw DisplayListRenderError.invalidCanvas(width: Double(size.width), height: Double(size.height), scale: Double(scale))
        }
        if let background { context.clear(background) }
        context.transform = CGAffineTransform(scaleX: scale, y: scale)
        // Images recorded before the context renders them (up to its `recordedImageLimit`).
        try allowance.charge(context.recordedImageLimit, for: "the \(width)×\(height) pixel canvas's recorded images")
        let drawer = DisplayListDrawer(context: context, allowance: allowance, reducesWideBlurs: reducesWideBlurs)
        try drawer.draw(list, opacity: 1, depth: 0)
        return context.pixmap
    }

    /// Empties the cache of reduced-resolution blurs and shadows that renders share
    /// (`FilteredImageCache`), so the next render computes every filter afresh, as a frame whose
    /// content all changed does: `aurora-bench --frames` times full renders this way.
    package static func discardFilteredImages() {
        FilteredImageCache.shared.removeAll()
    }

    /// Redraws only `regions` (device pixels) of `canvas`, which holds a render of a list on the
    /// same canvas, scale and background whose pixels differ from `list`'s only inside them:
    /// each region is cleared to `background` and every item that can reach it is drawn again,
    /// with drawing limited to it (`limitDrawing`), which gives there the pixels a full render gives.
    func redraw(_ list: DisplayList, over canvas: consuming Pixmap, scale: CGFloat, background: RGBAColor?,
                regions: [PixelRect]) throws(DisplayListRenderError) -> Pixmap {
        let context = RasterContext(pixmap: canvas, threads: threads)
        let allowance = RenderAllowance(budget)
        for region in regions {
            context.save()
            context.limitDrawing(to: region)
            context.clear(background ?? .clear)
            context.transform = CGAffineTransform(scaleX: scale, y: scale)
            var drawer = DisplayListDrawer(context: context, allowance: allowance, reducesWideBlurs: reducesWideBlurs)
            drawer.visible = region
            try drawer.draw(list, opacity: 1, depth: 0)
            context.restore()
        }
        return context.pixmap
    }

    /// The pixel size of a canvas, or the error for an unusable one.
    static func pixelSize(_ size: CGSize, scale: CGFloat) throws(DisplayListRenderError) -> (Int, Int) {
        let invalid = DisplayListRenderError.invalidCanvas(width: Double(size.width), height: Double(size.height), scale: Double(scale))
        guard scale.isFinite, scale > 0, size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { throw invalid }
        // A hair below whole numbers so 100.0000001 from float noise does not add a column.
        let w = (size.width * scale - 1e-6).rounded(.up), h = (size.height * scale - 1e-6).rounded(.up)
        let side = CGFloat(Pixmap.maximumSide)
        guard w >= 1, h >= 1, w <= side, h <= side, w * h <= CGFloat(Pixmap.maximumArea) else { throw invalid }
        return (Int(w), Int(h))
    }
}
