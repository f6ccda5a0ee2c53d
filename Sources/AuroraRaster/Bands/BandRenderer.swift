/// Band replay: one horizontal band of the frame runs every recorded command on its own rows.

/// Replays draw commands on one band of rows of the target at a time, with its own layers,
/// clips and scratch buffers, so bands can run on separate threads and write disjoint rows.
/// One renderer serves many bands in turn, reusing its buffers.
struct BandRenderer {
    private(set) var rows: Range<Int> = 0..<0
    let width: Int
    private var accumulator = CoverageAccumulator()
    private var layers: [BandLayer] = []
    private var clips: [UnsafeMutablePointer<UInt8>] = []
    private let scratchWords: UnsafeMutablePointer<UInt32>
    private let scratchCoverage: UnsafeMutablePointer<UInt8>

    private var bandPixels: Int { rows.count * width }

    init(width: Int) {
        self.width = width
        scratchWords = .allocate(capacity: width)
        scratchCoverage = .allocate(capacity: width)
    }

    /// Runs `commands` onto rows `rows` of `target` (a full frame of `width`-wide rows);
    /// `extents` holds each command's `rowExtent`, so commands outside the band are skipped.
    mutating func run(_ commands: [DrawCommand], extents: [Range<Int>?], rows: Range<Int>,
                      target: UnsafeMutablePointer<UInt32>) {
        self.rows = rows
        layers = [BandLayer(pixels: target + rows.lowerBound * width, isOwned: false, opacity: 255, blendMode: .normal, clipFloor: 0)]
        for index in commands.indices {
            if let extent = extents[index], !extent.overlaps(rows) { continue }
            switch commands[index] {
            case .fill(let coverage, let colors, let mode): fill(coverage, colors, mode)
            case .blit(let blit): self.blit(blit)
            case .pushClip(let coverage): pushClip(coverage)
            case .popClip: if let clip = clips.popLast() { clip.deallocate() }
            case .pushLayer(let opacity, let mode): pushLayer(opacity: opacity, blendMode: mode, maskMode: nil)
            case .pushMask(let mode): pushLayer(opacity: 255, blendMode: .normal, maskMode: mode)
            case .popMask: popMask()
            case .popLayer: popLayer()
            }
        }
        while layers.count > 1 { popLayer() }
        while let clip = clips.popLast() { clip.deallocate() }
        layers.removeAll()
    }

    /// Frees the scratch buffers.
    func release() {
        scratchWords.deallocate()
        scratchCoverage.deallocate()
    }

    // MARK: - Coverage

    /// Calls `body` for each covered span of this band, with `y` made relative to the band.
    private mutating func forEachSpan(_ coverage: CoverageSource, _ body: (CoverageSpan) -> Void) {
        let band = PixelRect(x: 0, y: rows.lowerBound, width: width, height: rows.count)
        let first = rows.lowerBound
        switch coverage {
        case .rect(let rect):
            guard let r = rect.intersection(band) else { return }
            for y in r.y..<r.maxY { body(CoverageSpan(y: y - first, x: r.x, count: r.width, values: nil, constant: 255)) }
        case .edges(let edges, let rule, let antialiased):
            accumulator.rasterize(edges, fillRule: rule, antialiased: antialiased, clip: band) { span in
                var span = span
                span.y -= first
                body(span)
            }
        }
    }

    /// A span's coverage as a pointer intersected with the current clip (`nil` = fully
    /// covered); may point into `scratch`.
    @inline(__always)
    private static func coverage(of span: CoverageSpan, clip: UnsafeMutablePointer<UInt8>?, width: Int,
                                 scratch: UnsafeMutablePointer<UInt8>) -> UnsafePointer<UInt8>? {
        var values = span.values
        if values == nil && span.constant != 255 {
            scratch.update(repeating: span.constant, count: span.count)
            values = UnsafePointer(scratch)
        }
        return clipped(values, clip: clip, width: width, scratch: scratch, row: span.y, x: span.x, count: span.count)
    }

    /// The clip of the current layer: clips pushed outside a layer apply when it is composited,
    /// not to what is drawn inside it (or anti-aliased edges would be clipped twice).
    private var currentClip: UnsafeMutablePointer<UInt8>? {
        clips.count > layers[layers.count - 1].clipFloor ? clips[clips.count - 1] : nil
    }

    /// The coverage of a span intersected with the current clip; may point into scratch.
    private func clipped(_ coverage: UnsafePointer<UInt8>?, row: Int, x: Int, count: Int) -> UnsafePointer<UInt8>? {
        Self.clipped(coverage, clip: currentClip, width: width, scratch: scratchCoverage, row: row, x: x, count: count)
    }

    @inline(__always)
    private static func clipped(_ coverage: UnsafePointer<UInt8>?, clip: UnsafeMutablePointer<UInt8>?, width: Int,
                                scratch: UnsafeMutablePointer<UInt8>, row: Int, x: Int, count: Int) -> UnsafePointer<UInt8>? {
        guard let clip else { return coverage }
        let clipRow = UnsafePointer(clip + row * width + x)
        guard let coverage else { return clipRow }
        for i in 0..<count { scratch[i] = multiply(coverage[i], clipRow[i]) }
        return UnsafePointer(scratch)
    }

    @inline(__always)
    private static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
        let t = UInt32(a) * UInt32(b) + 128
        return UInt8(truncatingIfNeeded: (t + (t >> 8)) >> 8)
    }

    // MARK: - Drawing

    private mutating func fill(_ coverage: CoverageSource, _ colors: FillColors, _ mode: BlendMode) {
        let target = layers[layers.count - 1].pixels
        let width = self.width, first = rows.lowerBound
        let words = scratchWords, scratch = scratchCoverage, clip = currentClip
        let solid: UInt32?
        if case .solid(let color) = colors { solid = color } else { solid = nil }
        forEachSpan(coverage) { span in
            let destination = target + span.y * width + span.x
            let count = span.count
            if let color = solid, clip == nil, span.values == nil {
                // Constant coverage: scale the colour once instead of every pixel.
                let scaled = PixelWordMath.scale(color, by: UInt32(span.constant))
                switch mode {
                case .normal: SolidColorKernel.sourceOver(color: scaled, coverage: nil, destination: destination, count: count); return
                case .copy where span.constant == 255: destination.update(repeating: color, count: count); return
                default: break
                }
            }
            let cov = Self.coverage(of: span, clip: clip, width: width, scratch: scratch)
            if let color = solid {
                if mode == .normal {
                    SolidColorKernel.sourceOver(color: color, coverage: cov, destination: destination, count: count)
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
    }

    private mutating func blit(_ blit: ImageBlit) {
        let imageRect = PixelRect(x: blit.x, y: blit.y, width: blit.image.width, height: blit.image.height)
        let band = PixelRect(x: 0, y: rows.lowerBound, width: width, height: rows.count)
        guard let r = imageRect.intersection(band), blit.opacity > 0 else { return }
        let target = layers[layers.count - 1].pixels
        let clip = currentClip
        blit.image.withUnsafePixels { image in
            guard let base = image.baseAddress else { return }
            for y in r.y..<r.maxY {
                let row = y - rows.lowerBound
                var source = base + (y - blit.y) * blit.image.width + (r.x - blit.x)
                let destination = target + row * width + r.x
                if blit.blendMode == .normal && clip == nil {
                    BlendKernel.sourceOver(source: source, opacity: blit.opacity, destination: destination, count: r.width)
                    continue
                }
                if blit.opacity != 255 {
                    for i in 0..<r.width { scratchWords[i] = PixelWordMath.scale(source[i], by: blit.opacity) }
                    source = UnsafePointer(scratchWords)
                }
                let cov = clipped(nil, row: row, x: r.x, count: r.width)
                if blit.blendMode == .normal {
                    BlendKernel.sourceOver(source: source, coverage: cov, destination: destination, count: r.width)
                } else {
                    BlendKernel.blend(blit.blendMode, source: source, coverage: cov, destination: destination, count: r.width)
                }
            }
        }
    }

    // MARK: - Clips

    private mutating func pushClip(_ coverage: CoverageSource) {
        let mask = UnsafeMutablePointer<UInt8>.allocate(capacity: bandPixels)
        mask.initialize(repeating: 0, count: bandPixels)
        let width = self.width
        forEachSpan(coverage) { span in
            let out = mask + span.y * width + span.x
            if let values = span.values {
                out.update(from: values, count: span.count)
            } else {
                out.update(repeating: span.constant, count: span.count)
            }
        }
        if let outer = currentClip {
            for i in 0..<bandPixels { mask[i] = Self.multiply(mask[i], outer[i]) }
        }
        clips.append(mask)
    }

    // MARK: - Layers

    private mutating func pushLayer(opacity: UInt32, blendMode: BlendMode, maskMode: MaskMode?) {
        let pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: bandPixels)
        pixels.initialize(repeating: 0, count: bandPixels)
        layers.append(BandLayer(pixels: pixels, isOwned: true, opacity: opacity, blendMode: blendMode,
                                clipFloor: clips.count, maskMode: maskMode))
    }

    /// Turns the top (mask) layer into mask values and multiplies them into the layer below.
    private mutating func popMask() {
        guard layers.count > 2, let maskMode = layers[layers.count - 1].maskMode else { return }
        let maskLayer = layers.removeLast()
        defer { maskLayer.release() }
        let index = layers.count - 1
        let mask = layers[index].mask ?? {
            let m = UnsafeMutablePointer<UInt8>.allocate(capacity: bandPixels)
            m.initialize(repeating: 255, count: bandPixels)
            return m
        }()
        for i in 0..<bandPixels {
            let p = maskLayer.pixels[i]
            let value: UInt8
            switch maskMode {
            case .alpha: value = UInt8(truncatingIfNeeded: p >> 24)
            case .luminance:
                // Rec. 709 weights ×65536 (13933 + 46871 + 4732 = 65536), rounded.
                let l = (p & 0xFF) * 13933 + ((p >> 8) & 0xFF) * 46871 + ((p >> 16) & 0xFF) * 4732 + 32768
                value = UInt8(truncatingIfNeeded: l >> 16)
            }
            mask[i] = Self.multiply(mask[i], value)
        }
        layers[index].mask = mask
    }

    /// Composites the top layer onto the one below: source × opacity × mask, then blended
    /// under the current clip.
    private mutating func popLayer() {
        guard layers.count > 1 else { return }
        let layer = layers.removeLast()
        defer { layer.release() }
        if layer.maskMode != nil { return }   // an unbalanced mask layer is dropped
        let target = layers[layers.count - 1].pixels
        for row in 0..<rows.count {
            var source = UnsafePointer(layer.pixels + row * width)
            if let mask = layer.mask {
                let maskRow = mask + row * width
                for i in 0..<width {
                    let k = UInt32(Self.multiply(maskRow[i], UInt8(layer.opacity)))
                    scratchWords[i] = PixelWordMath.scale(source[i], by: k)
                }
                source = UnsafePointer(scratchWords)
            } else if layer.opacity != 255 {
                for i in 0..<width { scratchWords[i] = PixelWordMath.scale(source[i], by: layer.opacity) }
                source = UnsafePointer(scratchWords)
            }
            let cov = clipped(nil, row: row, x: 0, count: width)
            let destination = target + row * width
            if layer.blendMode == .normal {
                BlendKernel.sourceOver(source: source, coverage: cov, destination: destination, count: width)
            } else {
                BlendKernel.blend(layer.blendMode, source: source, coverage: cov, destination: destination, count: width)
            }
        }
    }
}

/// A drawing target inside a band: the frame itself or an offscreen layer.
struct BandLayer {
    var pixels: UnsafeMutablePointer<UInt32>
    var isOwned: Bool
    var opacity: UInt32
    var blendMode: BlendMode
    /// How many clips were pushed before this layer; only clips above it apply inside it.
    var clipFloor: Int
    /// Set for a mask layer: what its pixels become when popped.
    var maskMode: MaskMode? = nil
    /// Mask values gathered from popped mask layers, multiplied together.
    var mask: UnsafeMutablePointer<UInt8>? = nil

    func release() {
        if isOwned { pixels.deallocate() }
        mask?.deallocate()
    }
}
