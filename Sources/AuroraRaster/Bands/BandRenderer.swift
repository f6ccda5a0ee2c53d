/// Band replay: one horizontal band of the frame runs every recorded command on its own rows.

/// Replays draw commands on one band of rows of the target at a time, with its own layers,
/// clips and scratch buffers, so bands can run on separate threads and write disjoint rows.
/// One renderer serves many bands in turn, reusing its buffers.
///
/// Coordinates inside a band are band-relative: row 0 is the band's first row.
struct BandRenderer {
    private(set) var rows: Range<Int> = 0..<0
    let width: Int
    var accumulator = CoverageAccumulator()
    var layers: [BandLayer] = []
    var clips: [BandClip] = []
    var layerBuffers: LayerBufferPool
    let scratchWords: UnsafeMutablePointer<UInt32>
    let scratchCoverage: UnsafeMutablePointer<UInt8>

    var bandPixels: Int { rows.count * width }

    /// The whole band, band-relative.
    var bandRect: PixelRect { PixelRect(x: 0, y: 0, width: width, height: rows.count) }

    init(width: Int) {
        self.width = width
        layerBuffers = LayerBufferPool(width: width)
        scratchWords = .allocate(capacity: width)
        scratchCoverage = .allocate(capacity: width)
    }

    /// Runs `commands` onto rows `rows` of `target` (a full frame of `width`-wide rows);
    /// `extents` holds each command's `rowExtent`, so commands outside the band are skipped,
    /// and `groupsOverBlack` the groups that may draw straight onto an opaque black band
    /// (see `GroupsOverBlack`).
    mutating func run(_ commands: [DrawCommand], extents: [Range<Int>?], groupsOverBlack: [Bool], rows: Range<Int>,
                      target: UnsafeMutablePointer<UInt32>) {
        self.rows = rows
        layers = [BandLayer(pixels: target + rows.lowerBound * width, isOwned: false, opacity: 255, blendMode: .normal, clipFloor: 0)]
        // Whether the band's own pixels are all opaque black, and whether a group is being
        // drawn straight onto them.
        var bandIsBlack = false, directGroupIsOpen = false
        for index in commands.indices {
            if let extent = extents[index], !extent.overlaps(rows) { continue }
            switch commands[index] {
            case .fill(let coverage, let colors, let mode):
                let paintsBandBlack = layers.count == 1 && coversBandInBlack(coverage, colors, mode)
                fill(coverage, colors, mode)
                if layers.count == 1 { bandIsBlack = paintsBandBlack }
            case .blit(let blit):
                self.blit(blit)
                if layers.count == 1 { bandIsBlack = false }
            case .pushClip(let coverage): pushClip(coverage)
            case .pushRegion(let rect): pushRegion(rect)
            case .popClip:
                guard let clip = clips.popLast() else { continue }
                clip.mask?.deallocate()
                // Black drawn inside a drawing region says nothing of the pixels outside it.
                if clip.mask == nil, !clip.isOpaque { bandIsBlack = false }
            case .pushLayer(let opacity, let mode):
                if groupsOverBlack[index], bandIsBlack, layers.count == 1, currentClip?.coverage == nil {
                    directGroupIsOpen = true
                } else {
                    pushLayer(opacity: opacity, blendMode: mode, maskMode: nil)
                }
            case .pushMask(let mode): pushLayer(opacity: 255, blendMode: .normal, maskMode: mode)
            case .popMask: popMask()
            case .popLayer:
                if directGroupIsOpen {
                    directGroupIsOpen = false
                } else {
                    popLayer()
                    if layers.count == 1 { bandIsBlack = false }
                }
            }
        }
        while layers.count > 1 { popLayer() }
        while let clip = clips.popLast() { clip.mask?.deallocate() }
        layers.removeAll()
    }

    /// Whether a fill makes every pixel of the band opaque black: a rectangle over the whole
    /// band, in opaque black, drawn normally or copied, with no clip (or only a drawing region:
    /// then every pixel drawn is black).
    private func coversBandInBlack(_ coverage: CoverageSource, _ colors: FillColors, _ mode: BlendMode) -> Bool {
        guard case .rect(let rect) = coverage, case .solid(let word) = colors, word == GroupsOverBlack.opaqueBlack,
              mode == .normal || mode == .copy, currentClip?.coverage == nil else { return false }
        return coversBand(rect)
    }

    /// Whether `rect` (canvas rows) holds every pixel of the band.
    func coversBand(_ rect: PixelRect) -> Bool {
        rect.x <= 0 && rect.maxX >= width && rect.y <= rows.lowerBound && rect.maxY >= rows.upperBound
    }

    /// Frees the scratch buffers.
    mutating func release() {
        layerBuffers.release()
        scratchWords.deallocate()
        scratchCoverage.deallocate()
    }

    // MARK: - Coverage

    /// Calls `body` with each covered span of this band (band-relative) that can show through
    /// the current clip, cut to the clip's bounds (outlines are rasterized over whole rows,
    /// since their coverage must not depend on the band for results to be bit-identical).
    mutating func forEachSpan(_ coverage: CoverageSource, _ body: (CoverageSpan) -> Void) {
        var visible = bandRect
        if let clip = currentClip {
            guard let bounds = clip.bounds else { return }
            visible = bounds
        }
        let first = rows.lowerBound
        switch coverage {
        case .rect(let rect):
            guard let r = PixelRect(x: rect.x, y: rect.y - first, width: rect.width, height: rect.height).intersection(visible)
            else { return }
            for y in r.y..<r.maxY { body(CoverageSpan(y: y, x: r.x, count: r.width, values: nil, constant: 255)) }
        case .mask(let mask, let dx, let dy):
            let placed = PixelRect(x: mask.bounds.x + dx, y: mask.bounds.y + dy - first,
                                   width: mask.bounds.width, height: mask.bounds.height)
            guard let r = placed.intersection(visible) else { return }
            mask.values.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                for y in r.y..<r.maxY {
                    let row = y - placed.y
                    let extent = mask.rowExtents[row]
                    var start = max(r.x, placed.x + Int(truncatingIfNeeded: extent & 0xFFFF_FFFF))
                    var end = min(r.maxX, placed.x + Int(truncatingIfNeeded: extent >> 32))
                    guard end > start else { continue }
                    // Widen to whole groups of 8 inside the mask's row (zero coverage there
                    // leaves pixels unchanged), so the blitter's SIMD loop needs no scalar tail.
                    let missing = (8 - (end - start) & 7) & 7
                    let grown = min(r.maxX, end + missing)
                    start = max(r.x, start - (missing - (grown - end)))
                    end = grown
                    body(CoverageSpan(y: y, x: start, count: end - start,
                                      values: base + row * placed.width + (start - placed.x), constant: 0))
                }
            }
        case .edges(let edges, let rule, let antialiased):
            let clip = PixelRect(x: 0, y: visible.y + first, width: width, height: visible.height)
            // Coverage is computed over whole rows; spans are then cut to the visible columns
            // (a clip of whole pixels has no mask to zero the others).
            let left = visible.x, right = visible.maxX
            accumulator.rasterize(edges, fillRule: rule, antialiased: antialiased, clip: clip) { span in
                var span = span
                span.y -= first
                let start = max(span.x, left), end = min(span.x + span.count, right)
                guard end > start else { return }
                span.values = span.values.map { $0 + (start - span.x) }
                span.x = start
                span.count = end - start
                body(span)
            }
        }
    }

    /// The clip of the current layer: clips pushed outside a layer apply when it is composited,
    /// not to what is drawn inside it (or anti-aliased edges would be clipped twice).
    var currentClip: BandClip? {
        clips.count > layers[layers.count - 1].clipFloor ? clips[clips.count - 1] : nil
    }

    /// A span's coverage as a pointer intersected with `clip` (`nil` = fully covered); may
    /// point into `scratch`.
    @inline(__always)
    static func coverage(of span: CoverageSpan, clip: UnsafeMutablePointer<UInt8>?, width: Int,
                         scratch: UnsafeMutablePointer<UInt8>) -> UnsafePointer<UInt8>? {
        var values = span.values
        if values == nil && span.constant != 255 {
            scratch.update(repeating: span.constant, count: span.count)
            values = UnsafePointer(scratch)
        }
        return clipped(values, clip: clip, width: width, scratch: scratch, row: span.y, x: span.x, count: span.count)
    }

    /// Coverage (`nil` = full) intersected with `clip`'s row `row` from column `x`; may point into `scratch`.
    @inline(__always)
    static func clipped(_ coverage: UnsafePointer<UInt8>?, clip: UnsafeMutablePointer<UInt8>?, width: Int,
                        scratch: UnsafeMutablePointer<UInt8>, row: Int, x: Int, count: Int) -> UnsafePointer<UInt8>? {
        guard let clip else { return coverage }
        let clipRow = UnsafePointer(clip + row * width + x)
        guard let coverage else { return clipRow }
        for i in 0..<count { scratch[i] = multiply(coverage[i], clipRow[i]) }
        return UnsafePointer(scratch)
    }

    /// `a·b/255`, rounded.
    @inline(__always)
    static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
        let t = UInt32(a) * UInt32(b) + 128
        return UInt8(truncatingIfNeeded: (t + (t >> 8)) >> 8)
    }

    // MARK: - Drawing

    private mutating func fill(_ coverage: CoverageSource, _ colors: FillColors, _ mode: BlendMode) {
        let target = layers[layers.count - 1].pixels
        let width = self.width, first = rows.lowerBound
        let words = scratchWords, scratch = scratchCoverage, clip = currentClip?.coverage
        let solid: UInt32?
        if case .solid(let color) = colors { solid = color } else { solid = nil }
        let extents = layers[layers.count - 1].rowExtents
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        forEachSpan(coverage) { span in
            minX = min(minX, span.x); maxX = max(maxX, span.x + span.count)
            minY = min(minY, span.y); maxY = max(maxY, span.y + 1)
            extents?.include(row: span.y, from: span.x, to: span.x + span.count)
            let destination = target + span.y * width + span.x
            let count = span.count
            if let color = solid, clip == nil, span.values == nil {
                // Constant coverage: scale the colour once instead of every pixel.
                let scaled = PixelWordMath.scale(color, by: UInt32(span.constant))
                switch mode {
                case .normal: SolidColorKernel.sourceOver(color: scaled, coverage: nil, destination: destination, count: count); return
                // Screen under coverage is the screen of the source scaled by it.
                case .screen: BlendKernel.screen(color: scaled, coverage: nil, destination: destination, count: count); return
                case .copy where span.constant == 255: destination.update(repeating: color, count: count); return
                default: break
                }
            }
            let cov = Self.coverage(of: span, clip: clip, width: width, scratch: scratch)
            if let color = solid {
                if mode == .normal {
                    SolidColorKernel.sourceOver(color: color, coverage: cov, destination: destination, count: count)
                } else if mode == .screen {
                    BlendKernel.screen(color: color, coverage: cov, destination: destination, count: count)
                } else {
                    words.update(repeating: color, count: count)
                    BlendKernel.blend(mode, source: words, coverage: cov, destination: destination, count: count)
                }
                return
            }
            if case .shaded(let shader) = colors {
                shader.compositeRow(x: span.x, y: span.y + first, count: count, coverage: cov, mode: mode, destination: destination)
            }
        }
        if minX < maxX { layers[layers.count - 1].markBounds(PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)) }
    }

    private mutating func blit(_ blit: ImageBlit) {
        let imageRect = PixelRect(x: blit.x, y: blit.y - rows.lowerBound, width: blit.image.width, height: blit.image.height)
        guard var r = imageRect.intersection(bandRect), blit.opacity > 0 else { return }
        let clip = currentClip
        if let clip {
            guard let bounds = clip.bounds, let inside = r.intersection(bounds) else { return }
            r = inside
        }
        layers[layers.count - 1].markDrawn(r)
        let target = layers[layers.count - 1].pixels
        blit.image.withUnsafePixels { image in
            guard let base = image.baseAddress else { return }
            for row in r.y..<r.maxY {
                var source = base + (row + rows.lowerBound - blit.y) * blit.image.width + (r.x - blit.x)
                let destination = target + row * width + r.x
                if blit.blendMode == .normal && clip?.coverage == nil {
                    BlendKernel.sourceOver(source: source, opacity: blit.opacity, destination: destination, count: r.width)
                    continue
                }
                if blit.opacity != 255 {
                    PixelWordMath.scale(source, by: blit.opacity, count: r.width, into: scratchWords)
                    source = UnsafePointer(scratchWords)
                }
                let cov = Self.clipped(nil, clip: clip?.coverage, width: width, scratch: scratchCoverage, row: row, x: r.x, count: r.width)
                if blit.blendMode == .normal {
                    BlendKernel.sourceOver(source: source, coverage: cov, destination: destination, count: r.width)
                } else {
                    BlendKernel.blend(blit.blendMode, source: source, coverage: cov, destination: destination, count: r.width)
                }
            }
        }
    }
}
