/// `DisplayListDrawer`: the one switch over display-list content and effects, drawing into a `RasterContext`.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import Foundation

/// Walks a display list in order, drawing content and applying effects through the context's
/// transform, clips, layers and masks.
///
/// `opacity` is the alpha folded down from enclosing opacity effects that did not need a layer
/// of their own; every draw multiplies its paint by it, and a layer takes it as its opacity.
struct DisplayListDrawer {
    let context: RasterContext
    /// The render's account against its budget: buffers are charged to it before they are made.
    let allowance: RenderAllowance
    /// Whether wide blurs and shadows may be computed at reduced resolution.
    var reducesWideBlurs = true
    /// The blend mode content is drawn with: `.normal`, except under a blend-mode effect over
    /// a single drawing, which is drawn with the mode directly instead of through a layer.
    var blendMode: BlendMode = .normal
    /// The device pixels being redrawn (`IncrementalRenderer` limits drawing to them):
    /// items that can change no pixel inside are skipped. `nil` draws everything.
    var visible: PixelRect?

    /// A drawer for `offscreen` with this one's account and options (and no blend mode of its own).
    func drawing(into offscreen: RasterContext) -> DisplayListDrawer {
        DisplayListDrawer(context: offscreen, allowance: allowance, reducesWideBlurs: reducesWideBlurs)
    }

    func draw(_ list: DisplayList, opacity: Float, depth: Int) throws(DisplayListRenderError) {
        // By index: each item is borrowed from the list rather than copied out of it.
        for index in list.items.indices {
            try draw(list.items[index], opacity: opacity, depth: depth)
        }
    }

    private func draw(_ item: DisplayList.Item, opacity: Float, depth: Int) throws(DisplayListRenderError) {
        let frame = item.frame
        if let visible, !Self.canChange(item, within: visible, transform: context.transform) { return }
        guard frame.origin.x.isFinite, frame.origin.y.isFinite, !frame.size.width.isNaN, !frame.size.height.isNaN else { return }
        let parent = context.transform
        // An item at the origin (every effect a canvas records) keeps the parent's transform:
        // the translation by zero would give the same numbers.
        let local = frame.origin == .zero ? parent
            : CGAffineTransform(translationX: frame.origin.x, y: frame.origin.y).concatenating(parent)
        guard local.isFinite else { return }
        try allowance.checkTime()
        if case .content(let content) = item.value {
            // Content changes neither clip nor state: only the transform needs putting back.
            context.transform = local
            draw(content, size: frame.size, opacity: opacity)
            context.transform = parent
            return
        }
        context.save()
        defer { context.restore() }
        context.transform = local
        switch item.value {
        case .content(let content):
            draw(content, size: frame.size, opacity: opacity)
        case .effect(.shader(let shader), let list):
            guard depth < DisplayListRenderError.maximumEffectDepth else {
                throw .nestingTooDeep(limit: DisplayListRenderError.maximumEffectDepth)
            }
            try shade(list, with: shader, size: frame.size, opacity: opacity, depth: depth + 1)
            try allowance.checkTime()
        case .effect(let effect, let list):
            guard depth < DisplayListRenderError.maximumEffectDepth else {
                throw .nestingTooDeep(limit: DisplayListRenderError.maximumEffectDepth)
            }
            try apply(effect, to: list, opacity: opacity, depth: depth + 1)
            // The work of an effect is done on the way back up: check after it too.
            try allowance.checkTime()
        }
    }

    // MARK: - Content

    private func draw(_ content: DisplayList.Content, size: CGSize, opacity: Float) {
        switch content {
        case .fill(let paint):
            let rect = CGRect(x: 0, y: 0, width: Self.limited(size.width), height: Self.limited(size.height))
            guard rect.width > 0, rect.height > 0 else { return }
            context.fill(BezierPath(rect), with: blended(paint.rasterPaint(opacity: opacity)))
        case .shape(let path, let paint, .fill(let style), let mode):
            context.fill(path, with: blended(paint.rasterPaint(opacity: opacity, antialiased: style.isAntialiased), mode),
                         fillRule: style.isEOFilled ? .evenOdd : .nonZero)
        case .shape(let path, let paint, .stroke(let style), let mode):
            guard style.lineWidth.isFinite, style.lineWidth > 0 else { return }
            context.stroke(path, with: blended(paint.rasterPaint(opacity: opacity), mode), style: style)
        case .image(let image, let rect, let interpolation):
            let r = rect.standardized
            guard r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite, r.width > 0, r.height > 0 else { return }
            let placement = CGAffineTransform(a: r.width / CGFloat(image.width), b: 0, c: 0, d: r.height / CGFloat(image.height),
                                              tx: r.minX, ty: r.minY)
            context.draw(image.pixmap, transform: placement, opacity: opacity, blendMode: blendMode, sampling: interpolation)
        case .text(let runs):
            for run in runs {
                let glyphs = GlyphRun(face: run.face, size: run.size, glyphs: run.glyphs, positions: run.positions)
                context.draw(glyphs, with: blended(run.paint.rasterPaint(opacity: opacity)),
                             options: run.disablesSubpixelQuantization ? .disablesSubpixelQuantization : [])
            }
        }
    }

    /// `paint` with the drawer's blend mode, or the drawing's own (a shape's) when it has one:
    /// a drawing with a mode is never drawn directly under a blend-mode effect (see `isOneDrawing`).
    private func blended(_ paint: Paint, _ own: BlendMode = .normal) -> Paint {
        var paint = paint
        paint.blendMode = own == .normal ? blendMode : own
        return paint
    }

    /// A length kept to a range the rasterizer handles exactly (far beyond any canvas).
    private static func limited(_ length: CGFloat) -> CGFloat { min(length, 1e9) }

    // MARK: - Effects

    private func apply(_ effect: DisplayList.Effect, to list: DisplayList, opacity: Float, depth: Int) throws(DisplayListRenderError) {
        switch effect {
        case .opacity(let value):
            let alpha = value.isNaN ? 0 : Float(min(max(value, 0), 1))
            guard alpha > 0 else { return }
            if alpha >= 1 || OpacityFolding.canFold(list) {
                try draw(list, opacity: opacity * alpha, depth: depth)
            } else {
                try layer(opacity: opacity * alpha, depth: depth) { () throws(DisplayListRenderError) in try draw(list, opacity: 1, depth: depth) }
            }
        case .transform(let t):
            let combined = t.concatenating(context.transform)
            guard combined.isFinite else { return }
            context.transform = combined
            try draw(list, opacity: opacity, depth: depth)
        case .projection(let m):
            if m.isAffine {
                try apply(.transform(m.affineTransform), to: list, opacity: opacity, depth: depth)
            } else {
                try project(list, by: m, opacity: opacity, depth: depth)
            }
        case .clip(let path, let style):
            context.clip(to: path, fillRule: style.isEOFilled ? .evenOdd : .nonZero, antialiased: style.isAntialiased)
            try draw(list, opacity: opacity, depth: depth)
        case .mask(let mask):
            try allowance.holding(2 * layerBytes, for: "a masked layer \(context.width) pixels wide") { () throws(DisplayListRenderError) in
                context.pushLayer(opacity: opacity)
                try draw(list, opacity: 1, depth: depth)
                context.pushMask(.alpha)
                try draw(mask, opacity: 1, depth: depth)
                context.popMask()
                context.popLayer()
            }
        case .blendMode(let mode) where Self.blendsDirectly(mode, list):
            // One drawing blended with a mode that keeps what lies under transparent pixels
            // gives the same pixels drawn with the mode as through a layer, without the layer.
            var direct = self
            direct.blendMode = mode
            try direct.draw(list, opacity: opacity, depth: depth)
        case .blendMode(let mode):
            try allowance.holding(layerBytes, for: "a blend-mode layer \(context.width) pixels wide") { () throws(DisplayListRenderError) in
                context.pushLayer(opacity: opacity, blendMode: mode)
                try draw(list, opacity: 1, depth: depth)
                context.popLayer()
            }
        case .compositingGroup, .drawingGroup:
            try layer(opacity: opacity, depth: depth) { () throws(DisplayListRenderError) in try draw(list, opacity: 1, depth: depth) }
        case .filters(let filters):
            // A filter reads the whole list (a blur its neighbours): nothing in it is skipped.
            try whole.filter(list, with: filters, opacity: opacity, depth: depth)
        case .backdrop(let recipe):
            try whole.drawBackdrop(list, recipe: recipe, opacity: opacity, depth: depth)
        case .shader:
            // Needs the item's size: `draw(_:opacity:depth:)` routes shader effects to `shade`.
            try draw(list, opacity: opacity, depth: depth)
        }
    }

    /// This drawer drawing every item, wherever it lies.
    private var whole: DisplayListDrawer {
        var drawer = self
        drawer.visible = nil
        return drawer
    }

    /// Whether drawing `item` under the parent's `transform` can change a pixel of `visible`
    /// (true when its reach is unknown).
    private static func canChange(_ item: DisplayList.Item, within visible: PixelRect, transform: CGAffineTransform) -> Bool {
        guard let bounds = DisplayListBounds.bounds(of: item, transform: transform, composited: true) else { return true }
        guard !bounds.isNull, bounds.minX.isFinite, bounds.minY.isFinite, bounds.maxX.isFinite, bounds.maxY.isFinite else { return !bounds.isNull }
        return bounds.maxX > CGFloat(visible.x) && bounds.minX < CGFloat(visible.maxX)
            && bounds.maxY > CGFloat(visible.y) && bounds.minY < CGFloat(visible.maxY)
    }

    /// Whether a blend-mode effect over `list` can be drawn without a layer: the list is one
    /// drawing (content, under opacity, transform and clip effects only) and `mode` leaves
    /// the destination unchanged under transparent pixels.
    static func blendsDirectly(_ mode: BlendMode, _ list: DisplayList) -> Bool {
        mode.keepsDestinationUnderTransparentSource && isOneDrawing(list, depth: 0)
    }

    /// Whether `list` is one content item (drawn without a blend mode of its own) under
    /// opacity, transform and clip effects only. Recursive on borrowed lists, so no list is
    /// copied on the way down.
    private static func isOneDrawing(_ list: DisplayList, depth: Int) -> Bool {
        guard depth < OpacityFolding.maximumDepth, list.items.count == 1 else { return false }
        switch list.items[0].value {
        case .content(.shape(_, _, _, let mode)) where mode != .normal: return false
        case .content: return true
        case .effect(.opacity, let inner), .effect(.transform, let inner), .effect(.clip, let inner):
            return isOneDrawing(inner, depth: depth + 1)
        case .effect: return false
        }
    }

    /// Runs `filters` over `list` drawn offscreen, on only the pixels the result can cover (the
    /// list's bounds grown by the filters' reach, within the canvas), then blits the result.
    private func filter(_ list: DisplayList, with filters: [DisplayList.Filter], opacity: Float, depth: Int) throws(DisplayListRenderError) {
        let device = context.transform
        let rasterFilters = filters.compactMap { $0.rasterFilter(deviceTransform: device) }
        // An opaque blur repeats the edge pixels of what it is given: give it the list's own
        // bounds, as SwiftUI's `blur(radius:opaque: true)` extends the view's edges.
        let opaque = filters.contains { if case .blur(_, true) = $0 { true } else { false } }
        let region: PixelRect?
        var reach = CGRect.null
        if let bounds = DisplayListBounds.bounds(of: list, transform: device),
           let margin = opaque ? 0 : DisplayListBounds.margin(of: filters, transform: device) {
            guard !bounds.isNull else { return }
            reach = bounds.insetBy(dx: -margin, dy: -margin)
            region = Self.pixelRect(reach, within: context.width, context.height)
            guard region != nil else { return }
        } else {
            region = nil
        }
        if reducesWideBlurs, region != nil, let single = filters.first, filters.count == 1,
           try drawDownsampled(list, filter: single, reach: reach, opacity: opacity, depth: depth) {
            return
        }
        guard let region, region.width * region.height < context.width * context.height else {
            let what = "a filter layer of \(context.width)×\(context.height) pixels"
            let planes = planeBytes(filters, width: context.width, height: context.height)
            // The layer is recorded first and rendered when popped: its planes exist only from then.
            try allowance.holding(0, for: what) { () throws(DisplayListRenderError) in
                context.pushLayer(opacity: opacity, filters: rasterFilters)
                try draw(list, opacity: 1, depth: depth)
                try allowance.holding(planes, for: what) { () throws(DisplayListRenderError) in context.popLayer() }
            }
            // The planes are recorded as images, kept while an enclosing layer is open.
            if context.keepsRecordedImages { try allowance.chargeRecorded(planes, for: what) }
            return
        }
        let what = "a filter layer of \(region.width)×\(region.height) pixels"
        // Without a shadow the filters leave one image, made in place on the offscreen canvas;
        // a shadow's image is composited apart from the content's, through a filtered layer.
        let shadows = filters.contains { if case .shadow = $0 { true } else { false } }
        // A shadowed list wholly inside the canvas gives an image that only moves with the list:
        // it is cached by value (factor 1) so an identical item elsewhere (a control's shadow in
        // each row) or the next frame reuses it. Not other filters: a blur animates (text
        // transitions), so its key would cost every frame and never hit. Only where wide blurs
        // inside are reduced, as everywhere but tests that compare the two.
        let cacheKey = shadows && reducesWideBlurs ? filteredImageKey(list, filters: filters, reach: reach, region: region, factor: 1) : nil
        if let (key, wholeX, wholeY) = cacheKey, let hit = FilteredImageCache.shared.entry(for: key) {
            try blit(hit.image, x: wholeX + hit.x, y: wholeY + hit.y, opacity: opacity, what: what)
            return
        }
        // The offscreen canvas, then the planes its layer is rendered into when popped.
        let image = try allowance.holding(RenderAllowance.pixelBytes(region.width, region.height), for: what) {
            () throws(DisplayListRenderError) -> Pixmap? in
            guard let offscreen = try? RasterContext(width: region.width, height: region.height,
                                                     threads: offscreenThreads(region.width, region.height)) else { return nil }
            offscreen.transform = device.concatenating(CGAffineTransform(translationX: CGFloat(-region.x), y: CGFloat(-region.y)))
            guard shadows else {
                try drawing(into: offscreen).draw(list, opacity: 1, depth: depth)
                _ = offscreen.filterCanvas(with: rasterFilters)
                return offscreen.pixmap
            }
            offscreen.pushLayer(filters: rasterFilters)
            try drawing(into: offscreen).draw(list, opacity: 1, depth: depth)
            try allowance.holding(planeBytes(filters, width: region.width, height: region.height), for: what) {
                () throws(DisplayListRenderError) in offscreen.popLayer()
            }
            return offscreen.pixmap
        }
        guard let image else { return }
        if let (key, wholeX, wholeY) = cacheKey {
            FilteredImageCache.shared.insert(FilteredImageCache.Entry(image: image, x: region.x - wholeX, y: region.y - wholeY), for: key)
        }
        try blit(image, x: region.x, y: region.y, opacity: opacity, what: what)
    }

    /// The key `FilteredImageCache` keeps `list`'s image through `filters` at reduction `factor`
    /// under, with the whole-pixel part of the translation, when the list lies wholly inside the
    /// canvas (`reach` gives exactly `region`): then its image only moves with the list. `nil`
    /// otherwise, or when the cache does not take the list.
    func filteredImageKey(_ list: DisplayList, filters: [DisplayList.Filter], reach: CGRect, region: PixelRect,
                          factor: Int) -> (FilteredImageCache.Key, x: Int, y: Int)? {
        guard Self.pixelRect(reach, within: Int.max / 4, Int.max / 4) == region, reach.minX >= 0, reach.minY >= 0,
              reach.maxX < 1e8, reach.maxY < 1e8 else { return nil }
        return FilteredImageCache.key(list, filters: filters, device: context.transform, factor: factor)
    }

    /// The whole pixels `rect` touches, within a `width × height` canvas; `nil` when none.
    static func pixelRect(_ rect: CGRect, within width: Int, _ height: Int) -> PixelRect? {
        guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
            return PixelRect(x: 0, y: 0, width: width, height: height)
        }
        let x0 = max(0, min(CGFloat(width), rect.minX.rounded(.down))), y0 = max(0, min(CGFloat(height), rect.minY.rounded(.down)))
        let x1 = max(0, min(CGFloat(width), rect.maxX.rounded(.up))), y1 = max(0, min(CGFloat(height), rect.maxY.rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        return PixelRect(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
    }

    private func layer(opacity: Float, depth: Int, _ body: () throws(DisplayListRenderError) -> Void) throws(DisplayListRenderError) {
        try allowance.holding(layerBytes, for: "a layer \(context.width) pixels wide") { () throws(DisplayListRenderError) in
            context.pushLayer(opacity: opacity)
            try body()
            context.popLayer()
        }
    }

    /// The threads an offscreen canvas of `width × height` pixels is drawn and filtered on:
    /// one for a glyph's or a small view's, where a second costs as much as it saves.
    func offscreenThreads(_ width: Int, _ height: Int) -> Int {
        ParallelLoop.threads(context.threads, forPixels: width * height)
    }

    /// What a plain layer costs while it is open.
    var layerBytes: Int { context.layerBufferBytes }

    /// The planes a filtered layer of `width × height` pixels is rendered into when it is popped
    /// and then recorded as: the filtered drawing, and one more for each shadow.
    func planeBytes(_ filters: [DisplayList.Filter], width: Int, height: Int) -> Int {
        let shadows = filters.count { if case .shadow = $0 { true } else { false } }
        let one = RenderAllowance.pixelBytes(width, height)
        return one > Int.max / (1 + shadows) ? Int.max : one * (1 + shadows)
    }

    /// Draws `image` (device pixels at `x`, `y`) into the context; while a layer is open the
    /// context keeps the image until that layer is popped, so its bytes stay charged until then.
    func blit(_ image: Pixmap, x: Int, y: Int, opacity: Float, what: @autoclosure () -> String) throws(DisplayListRenderError) {
        if context.keepsRecordedImages {
            try allowance.chargeRecorded(RenderAllowance.pixelBytes(image.width, image.height), for: what())
        }
        let device = context.transform
        context.transform = .identity
        context.draw(image, transform: CGAffineTransform(translationX: CGFloat(x), y: CGFloat(y)), opacity: opacity)
        context.transform = device
    }

    /// Draws `list` offscreen as if unprojected (only the pixels it covers), then resamples it
    /// through `m` (in local space) onto the canvas: each device pixel the projected list can
    /// cover is mapped back through the projection and sampled bilinearly.
    private func project(_ list: DisplayList, by m: ProjectionTransform, opacity: Float, depth: Int) throws(DisplayListRenderError) {
        let device = context.transform
        let canvas = PixelRect(x: 0, y: 0, width: context.width, height: context.height)
        let bounds = DisplayListBounds.bounds(of: list, transform: device)
        if bounds?.isNull == true { return }
        guard let source = bounds.map({ Self.pixelRect($0, within: context.width, context.height) }) ?? canvas else { return }
        // Offscreen pixels → device (+ origin) → local (device⁻¹) → projected local (m) → device.
        let toDevice = ProjectionTransform(CGAffineTransform(translationX: CGFloat(source.x), y: CGFloat(source.y)))
            .concatenating(ProjectionTransform(device.inverted())).concatenating(m).concatenating(ProjectionTransform(device))
        guard let output = ProjectedImage.coveredRect(of: source.width, source.height, by: toDevice, within: canvas) else { return }
        let what = "a projected layer of \(source.width)×\(source.height) pixels"
        let bytes = RenderAllowance.sum(RenderAllowance.pixelBytes(source.width, source.height),
                                        RenderAllowance.pixelBytes(output.width, output.height))
        let projected = try allowance.holding(bytes, for: what) { () throws(DisplayListRenderError) -> Pixmap? in
            guard let offscreen = try? RasterContext(width: source.width, height: source.height, threads: context.threads) else { return nil }
            offscreen.transform = device.concatenating(CGAffineTransform(translationX: CGFloat(-source.x), y: CGFloat(-source.y)))
            try drawing(into: offscreen).draw(list, opacity: 1, depth: depth)
            return ProjectedImage.resample(offscreen.pixmap, by: toDevice, into: output, threads: context.threads)
        }
        guard let projected else { return }
        try blit(projected, x: output.x, y: output.y, opacity: opacity, what: what)
    }
}
