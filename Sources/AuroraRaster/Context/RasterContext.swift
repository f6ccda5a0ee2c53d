/// `RasterContext`: the one stateful entry point of the raster core — set state, fill, stroke, layers.
import AuroraGeometry
import Foundation

/// Draws paths, images and layers into a pixmap.
///
/// Drawing calls are recorded with the state in force when they are made (transform, clip,
/// layers) and rendered in horizontal bands on all cores when the pixels are needed
/// (`flush()` or `pixmap`). Banded rendering gives the same pixels, bit for bit, as one band.
public final class RasterContext {
    /// The canvas width in pixels.
    public let width: Int
    /// The canvas height in pixels.
    public let height: Int
    /// How many threads render bands. Default: the number of cores.
    public var threads: Int
    /// Maps user space to device pixels for subsequent drawing. Default: identity.
    public var transform: CGAffineTransform = .identity
    /// The largest distance, in device pixels, between a curve and its flattened polyline,
    /// kept within 0.01...10 (NaN means the default). Default: 0.25, a quarter pixel.
    public var tolerance: CGFloat = 0.25 {
        didSet { tolerance = tolerance.isNaN ? 0.25 : min(max(tolerance, 0.01), 10) }
    }

    /// Rows per band; tests vary it to prove every split renders the same pixels.
    var bandHeight = BandScheduler.bandHeight
    /// Whether a clear, or an opaque fill covering the canvas, drops what was recorded before
    /// (tests turn it off to compare with drawing everything).
    var replacesCoveredCanvas = true
    /// Whether each outline's edges are built as soon as it is recorded, on this thread (tests
    /// compare it with building them all at render time).
    var resolvesEagerly = false

    private var target: Pixmap
    private var commands = CommandRecording()
    /// The commands recorded so far (tests look at how drawing was recorded).
    var recordedCommands: [DrawCommand] { commands.commands }
    private var savedStates: [SavedState] = []
    private var clipDepth = 0
    private var openLayers: [OpenLayer] = []
    /// The command lists of the layers enclosing the filtered layers being recorded.
    private var enclosingCommands: [CommandRecording] = []
    /// The bytes of the images recorded since the last render of the recording.
    private var recordedImageBytes = 0

    /// The most bytes of recorded images (blits, image fills) kept before the recording is
    /// rendered: a quarter of the canvas, at least 1 MiB. Past it, with no layer open, the
    /// recording is rendered and let go, so many images drawn one after another (each blurred
    /// item of a long list) hold memory in proportion to the canvas, not to their number.
    public var recordedImageLimit: Int { max(width * height, 1 << 20) }

    /// Whether recorded images are kept until the outermost layer is popped (a layer is open,
    /// so the recording cannot be rendered early).
    public var keepsRecordedImages: Bool { !openLayers.isEmpty }

    /// The bytes a plain layer's buffers take while it is open: a band of rows for each thread.
    public var layerBufferBytes: Int { width * bandHeight * 4 * threads }

    /// Creates a context drawing into a new transparent `width × height` pixmap.
    public convenience init(width: Int, height: Int, threads: Int? = nil) throws(RasterError) {
        guard width > 0, height > 0, width <= Pixmap.maximumSide, height <= Pixmap.maximumSide,
              width * height <= Pixmap.maximumArea else {
            throw .invalidSize(width: width, height: height)
        }
        // The canvas is made transparent by its first command, so each band clears its own rows
        // while they are in cache, on all cores; drawing that covers the whole canvas first
        // (a background) replaces the clear.
        self.init(pixmap: Pixmap(uninitializedWidth: width, height: height), threads: threads)
        clear()
    }

    /// Creates a context drawing over a copy of `pixmap`.
    public init(pixmap: Pixmap, threads: Int? = nil) {
        target = pixmap
        width = pixmap.width
        height = pixmap.height
        self.threads = max(1, threads ?? ParallelLoop.defaultThreadCount)
    }

    /// The pixels, with everything drawn so far rendered. Every layer must be popped.
    public var pixmap: Pixmap {
        flush()
        return target
    }

    /// Renders the recorded drawing now. Every layer pushed must have been popped; clips still
    /// set stay set for what is drawn next.
    public func flush() {
        precondition(openLayers.isEmpty, "RasterContext.flush() with \(openLayers.count) layer(s) still pushed")
        recordedImageBytes = 0
        guard !commands.isEmpty else { return }
        let recorded = commands.takeResolvedCommands(threads: threads)
        render(recorded, into: &target)
        // The clips still open begin the next recording, so drawing after the flush is clipped as before.
        var open: [DrawCommand] = []
        for command in recorded {
            switch command {
            case .pushClip: open.append(command)
            case .popClip: _ = open.popLast()
            default: continue
            }
        }
        if !open.isEmpty { commands = CommandRecording(open) }
    }

    /// Notes `image` recorded; renders the recording when the recorded images pass `recordedImageLimit`
    /// and no layer is open.
    private func recorded(_ image: Pixmap) {
        recordedImageBytes += image.pixelCount * 4
        if recordedImageBytes > recordedImageLimit, openLayers.isEmpty { flush() }
    }

    /// What lies behind the next drawing: the pixels drawn so far, as they would be if every
    /// open layer and mask were popped now (open layers' filters are not run). Backdrop effects
    /// (materials) read it.
    ///
    /// With no layer open, this renders the recorded drawing (as `flush()`) and returns the
    /// canvas; otherwise it renders a copy and keeps the recording as it is.
    public func backdrop() -> Pixmap {
        guard !openLayers.isEmpty else { return pixmap }
        // Each filtered layer moved its enclosing commands aside and began its own list with a
        // plain layer: in order, they are the whole recording with one push per open layer.
        for i in enclosingCommands.indices { enclosingCommands[i].resolve(threads: threads) }
        var recorded = enclosingCommands.flatMap(\.commands) + commands.resolvedCommands(threads: threads)
        for layer in openLayers.reversed() { recorded.append(layer.isMask ? .popMask : .popLayer) }
        var copy = target
        render(recorded, into: &copy)
        return copy
    }

    /// Renders the recording, then lets `body` overwrite canvas pixels directly (the whole canvas,
    /// row-major, `width` words a row) when that is the same as drawing them now: no layer or
    /// mask is open and no clip is set. Returns whether `body` ran. A backdrop effect writes its
    /// opaque frosted image this way instead of recording a canvas-sized image and compositing it.
    package func overwriteCanvas(_ body: (UnsafeMutableBufferPointer<UInt32>) -> Void) -> Bool {
        guard openLayers.isEmpty, clipDepth == 0 else { return false }
        flush()
        target.withUnsafeMutablePixels { body($0) }
        return true
    }

    /// Replays `commands` onto `pixmap` (the canvas's size), in bands on `threads` threads.
    private func render(_ commands: [DrawCommand], into pixmap: inout Pixmap) {
        let (w, h, t, b) = (width, height, threads, bandHeight)
        pixmap.withUnsafeMutablePixels { pixels in
            guard let base = pixels.baseAddress else { return }
            BandScheduler.render(commands, target: base, width: w, height: h, threads: t, bandHeight: b)
        }
    }

    // MARK: - State

    /// Saves the transform and clip; `restore()` brings them back.
    public func save() {
        savedStates.append(SavedState(transform: transform, clipDepth: clipDepth))
    }

    /// Restores the transform and clip of the matching `save()`; does nothing without one.
    public func restore() {
        guard let state = savedStates.popLast() else { return }
        transform = state.transform
        popClips(to: state.clipDepth)
    }

    /// Intersects the clip with the inside of `path` (in user space), anti-aliased by default.
    public func clip(to path: BezierPath, fillRule: FillRule = .nonZero, antialiased: Bool = true) {
        if let rect = pixelRectangle(path) {
            // Whole pixels in or out, under any rule: the rectangle itself, with no edges.
            commands.append(.pushClip(.rect(rect)))
        } else {
            commands.appendClip(outline(of: path), fillRule, antialiased: antialiased)
            if resolvesEagerly { commands.resolve(threads: 1) }
        }
        clipDepth += 1
    }

    /// Limits drawing to the whole device pixels of `region` until the matching `restore()`.
    /// Unlike a clip, it never changes how a pixel inside is computed: there the pixels are bit
    /// for bit those drawn without it (`IncrementalRenderer` redraws damaged rectangles this way).
    package func limitDrawing(to region: PixelRect) {
        commands.append(.pushRegion(region))
        clipDepth += 1
    }

    private func popClips(to depth: Int) {
        while clipDepth > depth {
            commands.append(.popClip)
            clipDepth -= 1
        }
    }

    // MARK: - Drawing

    /// Sets every pixel inside the clip to `color`, replacing what was there.
    public func clear(_ color: RGBAColor = .clear) {
        replaceCanvas(with: color.pixel.word)
    }

    /// Records that every pixel inside the clip becomes `word`. With no clip and no open
    /// layer, nothing recorded before can show, so it is dropped.
    private func replaceCanvas(with word: UInt32) {
        if clipDepth == 0, openLayers.isEmpty, replacesCoveredCanvas {
            commands.removeAll()
            recordedImageBytes = 0
        }
        commands.append(.fill(.rect(bounds), .solid(word), .copy))
    }

    /// Whether drawing `colors` with `mode` over the whole canvas gives every pixel the one
    /// colour returned, whatever was below: an opaque solid colour, normal or copied.
    private static func opaqueWord(_ colors: FillColors, _ mode: BlendMode) -> UInt32? {
        guard case .solid(let word) = colors, word >> 24 == 255, mode == .normal || mode == .copy else { return nil }
        return word
    }

    /// Fills the inside of `path` (in user space) with `paint`.
    public func fill(_ path: BezierPath, with paint: Paint, fillRule: FillRule = .nonZero) {
        guard let colors = colors(of: paint) else { return }
        if replacesCoveredCanvas, let word = Self.opaqueWord(colors, paint.blendMode), clipDepth == 0, openLayers.isEmpty, covers(path) {
            replaceCanvas(with: word)
            return
        }
        commands.appendFill(outline(of: path), fillRule, antialiased: paint.isAntialiased, colors, paint.blendMode)
        if resolvesEagerly { commands.resolve(threads: 1) }
    }

    /// Strokes `path` (in user space) with `paint`: the stroke is outlined in user space, so
    /// its width, joins and dashes scale with the transform, as in SwiftUI.
    public func stroke(_ path: BezierPath, with paint: Paint, style: StrokeStyle) {
        // The outline's polylines must stay within the device tolerance after the transform.
        let scale = max((transform.a * transform.a + transform.b * transform.b).squareRoot(),
                        (transform.c * transform.c + transform.d * transform.d).squareRoot())
        guard scale.isFinite, scale > 0, let colors = colors(of: paint) else { return }
        let outline = PendingOutline(geometry: .stroke(path, style, tolerance: tolerance / 2 / scale), transform: transform)
        commands.appendFill(outline, .nonZero, antialiased: paint.isAntialiased, colors, paint.blendMode)
        if resolvesEagerly { commands.resolve(threads: 1) }
    }

    /// Composites `paint` through `mask`'s coverage moved by (`x`, `y`) whole device pixels.
    ///
    /// The mask is in device pixels, so the context's transform does not move it (it still
    /// maps the paint, e.g. a gradient); this is how cached glyph masks are drawn.
    public func fill(_ mask: CoverageMask, x: Int, y: Int, with paint: Paint) {
        let limit = Pixmap.maximumSide
        guard !mask.bounds.isEmpty, abs(x) < limit, abs(y) < limit, let colors = colors(of: paint) else { return }
        commands.append(.fill(.mask(mask, x: x, y: y), colors, paint.blendMode))
    }

    /// Fills every pixel inside the clip with `paint`.
    public func fillAll(with paint: Paint) {
        guard let colors = colors(of: paint) else { return }
        if replacesCoveredCanvas, let word = Self.opaqueWord(colors, paint.blendMode), clipDepth == 0, openLayers.isEmpty {
            replaceCanvas(with: word)
            return
        }
        commands.append(.fill(.rect(bounds), colors, paint.blendMode))
    }

    /// Draws `image` with its pixel grid mapped by `transform` and then the context's transform.
    ///
    /// Whole-pixel translations copy pixels directly; anything else fills the image's rectangle,
    /// resampled with `sampling` and clamped to its edge pixels: the edges are opaque where the
    /// image is, anti-aliased only where the rectangle covers part of a pixel (Core Graphics'
    /// `draw(_:in:)` behaves so).
    public func draw(_ image: Pixmap, transform imageTransform: CGAffineTransform = .identity, opacity: Float = 1,
                     blendMode: BlendMode = .normal, sampling: ImageSampling = .bilinear) {
        let opacity = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
        let t = imageTransform.concatenating(transform)
        if t.a == 1, t.b == 0, t.c == 0, t.d == 1, t.tx == t.tx.rounded(), t.ty == t.ty.rounded(),
           abs(t.tx) < CGFloat(Pixmap.maximumSide), abs(t.ty) < CGFloat(Pixmap.maximumSide) {
            let factor = UInt32((opacity * 255).rounded())
            commands.append(.blit(ImageBlit(image: image, x: Int(t.tx), y: Int(t.ty), opacity: factor, blendMode: blendMode)))
        } else {
            var rect = BezierPath()
            rect.addRect(CGRect(x: 0, y: 0, width: image.width, height: image.height), transform: imageTransform)
            fill(rect, with: Paint(.image(ImagePattern(image, transform: imageTransform, sampling: sampling)),
                                   opacity: opacity, blendMode: blendMode))
        }
        recorded(image)
    }

    // MARK: - Layers

    /// Starts an offscreen layer: drawing goes into it until `popLayer()`, which runs `filters`
    /// on it in order, then composites it with `opacity` and `blendMode`, clipped to `clipPath`
    /// when one is given (and to the current clip).
    ///
    /// A layer with filters is rendered on its own when it is popped (a blur needs the rows
    /// of other bands), then drawn like an image.
    public func pushLayer(opacity: Float = 1, blendMode: BlendMode = .normal, clipPath: BezierPath? = nil,
                          clipFillRule: FillRule = .nonZero, filters: [Filter] = []) {
        let depth = clipDepth
        if let clipPath { clip(to: clipPath, fillRule: clipFillRule) }
        let factor = UInt32(((opacity.isNaN ? 0 : min(max(opacity, 0), 1)) * 255).rounded())
        if filters.isEmpty {
            commands.append(.pushLayer(opacity: factor, blendMode: blendMode))
        } else {
            enclosingCommands.append(commands)
            // The content gets a layer of its own, so masks inside it have a layer to act on.
            commands = CommandRecording([.pushLayer(opacity: 255, blendMode: .normal)])
        }
        openLayers.append(OpenLayer(isMask: false, clipDepth: depth, innerClipDepth: clipDepth,
                                    filters: filters, opacity: factor, blendMode: blendMode))
    }

    /// Renders what was drawn and runs `filters` over the canvas in place, as a layer with
    /// these filters drawn over transparency would give (the same pixels, bit for bit), without
    /// that layer's own image and the copy of it. Does nothing and returns `false` when a layer
    /// is open or a filter is a shadow (whose image is composited apart from the content's).
    package func filterCanvas(with filters: [Filter]) -> Bool {
        guard openLayers.isEmpty, !filters.contains(where: { if case .shadow = $0 { true } else { false } }) else { return false }
        flush()
        for filter in filters { FilteredLayer.apply(filter, to: &target, threads: threads) }
        return true
    }

    /// Starts a mask layer inside the current layer: what is drawn until `popMask()` becomes a
    /// mask (by `mode`) that multiplies the current layer's pixels when it is popped.
    public func pushMask(_ mode: MaskMode = .alpha) {
        precondition(openLayers.last.map { !$0.isMask } ?? false, "pushMask() needs a pushed layer to mask")
        commands.append(.pushMask(mode))
        openLayers.append(OpenLayer(isMask: true, clipDepth: clipDepth, innerClipDepth: clipDepth))
    }

    /// Ends the mask layer started by `pushMask(_:)`.
    public func popMask() {
        guard let layer = openLayers.last, layer.isMask else { preconditionFailure("popMask() without pushMask()") }
        openLayers.removeLast()
        popClips(to: layer.clipDepth)
        commands.append(.popMask)
    }

    /// Ends the layer started by `pushLayer(...)`, filters it and composites it.
    public func popLayer() {
        guard let layer = openLayers.last, !layer.isMask else { preconditionFailure("popLayer() without pushLayer()") }
        openLayers.removeLast()
        popClips(to: layer.innerClipDepth)
        commands.append(.popLayer)
        if !layer.filters.isEmpty, let parent = enclosingCommands.popLast() {
            let content = commands.takeResolvedCommands(threads: threads)
            commands = parent
            let ungrouped = layer.filters.contains { if case .shadow(let s) = $0 { s.options.contains(.disablesGroup) } else { false } }
            for unit in ungrouped ? FilterUnits.split(content) : [content] {
                var pixels = Pixmap(validWidth: width, height: height)
                render(unit, into: &pixels)
                for plane in FilteredLayer(content: pixels, filters: layer.filters, threads: threads).planes {
                    commands.append(.blit(ImageBlit(image: plane.image, x: 0, y: 0, opacity: layer.opacity,
                                                    blendMode: plane.blendMode ?? layer.blendMode)))
                }
            }
        }
        popClips(to: layer.clipDepth)
    }

    // MARK: - Resolving

    private var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// Whether `path` is one rectangle that, mapped by the transform, fully covers every pixel
    /// of the canvas.
    private func covers(_ path: BezierPath) -> Bool {
        guard let (low, high) = deviceRectangle(path) else { return false }
        return low.x <= 0 && low.y <= 0 && high.x >= Float(width) && high.y >= Float(height)
    }

    /// The whole pixels of the canvas that `path` covers when it is one rectangle, mapped by
    /// the transform, with every side on a pixel boundary: its edges would give those pixels
    /// full coverage and the others none, under either fill rule, anti-aliased or not.
    private func pixelRectangle(_ path: BezierPath) -> PixelRect? {
        guard let (low, high) = deviceRectangle(path), low == low.rounded(.down), high == high.rounded(.down) else { return nil }
        // Within the canvas (the corners may lie anywhere up to the coordinate limit).
        let x0 = Int(min(max(low.x, 0), Float(width))), x1 = Int(min(max(high.x, 0), Float(width)))
        let y0 = Int(min(max(low.y, 0), Float(height))), y1 = Int(min(max(high.y, 0), Float(height)))
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The device-space corners (lowest and highest) of `path` when it is one rectangle with
    /// sides along the axes after the transform. Judged on the single-precision corners its
    /// edges would have, so that what is decided here is what the edges would draw.
    private func deviceRectangle(_ path: BezierPath) -> (low: SIMD2<Float>, high: SIMD2<Float>)? {
        let elements = path.elements
        guard elements.count == 5, case .move(let p0) = elements[0], case .line(let p1) = elements[1],
              case .line(let p2) = elements[2], case .line(let p3) = elements[3], case .closeSubpath = elements[4] else { return nil }
        var xs = SIMD4<Float>(), ys = SIMD4<Float>()
        for (i, p) in [p0, p1, p2, p3].enumerated() {
            let q = p.applying(transform)
            guard q.isFinitePoint else { return nil }
            let c = q.clampedToCoordinateLimit
            xs[i] = Float(c.x); ys[i] = Float(c.y)
        }
        let alignedFromHorizontal = ys[0] == ys[1] && xs[1] == xs[2] && ys[2] == ys[3] && xs[3] == xs[0]
        let alignedFromVertical = xs[0] == xs[1] && ys[1] == ys[2] && xs[2] == xs[3] && ys[3] == ys[0]
        guard alignedFromHorizontal || alignedFromVertical else { return nil }
        return (SIMD2(xs.min(), ys.min()), SIMD2(xs.max(), ys.max()))
    }

    /// `path` in the current transform and tolerance, its edges to be built at render time.
    private func outline(of path: BezierPath) -> PendingOutline {
        let clipBounds = CGRect(x: -1, y: -1, width: CGFloat(width) + 2, height: CGFloat(height) + 2)
        return PendingOutline(geometry: .fill(path, tolerance: tolerance, clipBounds: clipBounds), transform: transform)
    }

    private func colors(of paint: Paint) -> FillColors? {
        if case .solid(let color) = paint.source {
            return .solid(color.withOpacity(paint.opacity).pixel.word)
        }
        guard let shader = makeRowShader(for: paint.source, userToDevice: transform, opacity: paint.opacity,
                                         canvas: PixelRect(x: 0, y: 0, width: width, height: height)) else { return nil }
        return .shaded(shader)
    }
}

/// What `save()` keeps.
private struct SavedState {
    var transform: CGAffineTransform
    var clipDepth: Int
}

/// A pushed layer or mask: its clip depths (before its own clip path, and inside it) and,
/// for a filtered layer, what it is composited with.
private struct OpenLayer {
    var isMask: Bool
    var clipDepth: Int
    var innerClipDepth: Int
    var filters: [Filter] = []
    var opacity: UInt32 = 255
    var blendMode: BlendMode = .normal
}
