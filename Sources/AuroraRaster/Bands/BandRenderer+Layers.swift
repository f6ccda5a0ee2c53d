/// Band replay of clips, layers and masks: offscreen buffers of the band's size, composited on pop.

extension BandRenderer {
    // MARK: - Clips

    /// Pushes the intersection of `coverage` with the current clip.
    mutating func pushClip(_ coverage: CoverageSource) {
        // A rectangle around the whole band, inside a clip that lets it all through (or none),
        // lets it all through: no mask to fill and test.
        if case .rect(let rect) = coverage, currentClip?.isOpaque ?? true, coversBand(rect) {
            clips.append(BandClip(mask: nil, bounds: bandRect, isOpaque: true))
            return
        }
        let mask = UnsafeMutablePointer<UInt8>.allocate(capacity: bandPixels)
        mask.initialize(repeating: 0, count: bandPixels)
        let width = self.width
        var bounds = PixelRect(x: 0, y: 0, width: 0, height: 0)
        forEachSpan(coverage) { span in
            bounds = bounds.union(PixelRect(x: span.x, y: span.y, width: span.count, height: 1))
            let out = mask + span.y * width + span.x
            if let values = span.values {
                out.update(from: values, count: span.count)
            } else {
                out.update(repeating: span.constant, count: span.count)
            }
        }
        if let outer = currentClip?.coverage, !bounds.isEmpty {
            for row in bounds.y..<bounds.maxY {
                for i in (row * width + bounds.x)..<(row * width + bounds.maxX) { mask[i] = Self.multiply(mask[i], outer[i]) }
            }
        }
        let opaque = bounds == bandRect && BandClip.isOpaque(mask, count: bandPixels)
        clips.append(BandClip(mask: mask, bounds: bounds.isEmpty ? nil : bounds, isOpaque: opaque))
    }

    /// Pushes a drawing region (`RasterContext.limitDrawing(to:)`): drawing outside `rect`
    /// (canvas rows) is dropped, and inside it every pixel is computed as without it.
    mutating func pushRegion(_ rect: PixelRect) {
        let placed = PixelRect(x: rect.x, y: rect.y - rows.lowerBound, width: rect.width, height: rect.height)
        guard let outer = currentClip, outer.coverage != nil else {
            // Bounds alone, no mask: spans and blits are cut to them, kernels see no clip.
            let outerBounds = currentClip == nil ? bandRect : currentClip?.bounds
            let inside = outerBounds.flatMap { placed.intersection($0) }
            clips.append(BandClip(mask: nil, bounds: inside, isOpaque: inside == bandRect))
            return
        }
        // Inside a clip with a mask the kernels multiply by it anyway: its mask, cut to the rectangle.
        pushClip(.rect(rect))
    }

    // MARK: - Layers

    mutating func pushLayer(opacity: UInt32, blendMode: BlendMode, maskMode: MaskMode?) {
        let buffer = layerBuffers.take(rows: rows.count)
        layers.append(BandLayer(pixels: buffer.pixels, isOwned: true, opacity: opacity, blendMode: blendMode,
                                clipFloor: clips.count, maskMode: maskMode, rowExtents: buffer.extents,
                                bufferRows: buffer.rows))
    }

    /// Returns an offscreen layer's buffer to the pool (cleared where it was drawn) and frees its mask.
    mutating func release(_ layer: BandLayer) {
        if layer.isOwned, let extents = layer.rowExtents {
            layerBuffers.give(layer.pixels, extents: extents, rows: layer.bufferRows)
        }
        layer.mask?.deallocate()
    }

    /// Turns the top (mask) layer into mask values and multiplies them into the layer below,
    /// over the part of that layer that was drawn (elsewhere it is transparent anyway).
    mutating func popMask() {
        guard layers.count > 2, let maskMode = layers[layers.count - 1].maskMode else { return }
        let maskLayer = layers.removeLast()
        defer { release(maskLayer) }
        let index = layers.count - 1
        let mask = layers[index].mask ?? {
            let m = UnsafeMutablePointer<UInt8>.allocate(capacity: bandPixels)
            m.initialize(repeating: 255, count: bandPixels)
            return m
        }()
        layers[index].mask = mask
        guard let drawn = layers[index].drawn else { return }
        for row in drawn.y..<drawn.maxY {
            for i in (row * width + drawn.x)..<(row * width + drawn.maxX) {
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
        }
        // Outside the mask layer's drawing the mask is zero: nothing of the layer shows there.
        layers[index].drawn = maskLayer.drawn.flatMap { $0.intersection(drawn) }
    }

    /// Composites the top layer onto the one below: source × opacity × mask, then blended
    /// under the current clip. Only the drawn part is composited, unless the blend mode
    /// changes the destination even where the layer is transparent.
    mutating func popLayer() {
        guard layers.count > 1 else { return }
        let layer = layers.removeLast()
        defer { release(layer) }
        if layer.maskMode != nil { return }   // an unbalanced mask layer is dropped
        var area = layer.blendMode.keepsDestinationUnderTransparentSource ? layer.drawn : bandRect
        if let clip = currentClip {
            area = clip.bounds.flatMap { bounds in area.flatMap { $0.intersection(bounds) } }
        }
        guard let area else { return }
        layers[layers.count - 1].markBounds(area)
        let below = layers[layers.count - 1]
        let target = below.pixels
        let clip = currentClip?.coverage
        // Where the layer is transparent a mode that keeps the destination changes nothing,
        // so each row needs only the columns the layer drew.
        let extents = layer.blendMode.keepsDestinationUnderTransparentSource ? layer.rowExtents : nil
        for row in area.y..<area.maxY {
            var columns = area.x..<area.maxX
            if let extents {
                guard let drawn = extents.columns(of: row, within: columns) else { continue }
                columns = drawn
            }
            below.markRow(row, from: columns.lowerBound, to: columns.upperBound)
            let x = columns.lowerBound, count = columns.count
            let offset = row * width + x
            var source = UnsafePointer(layer.pixels + offset)
            if let mask = layer.mask {
                for i in 0..<count {
                    let k = UInt32(Self.multiply(mask[offset + i], UInt8(layer.opacity)))
                    scratchWords[i] = PixelWordMath.scale(source[i], by: k)
                }
                source = UnsafePointer(scratchWords)
            } else if layer.opacity != 255 {
                PixelWordMath.scale(source, by: layer.opacity, count: count, into: scratchWords)
                source = UnsafePointer(scratchWords)
            }
            let cov = Self.clipped(nil, clip: clip, width: width, scratch: scratchCoverage, row: row, x: x, count: count)
            let destination = target + offset
            if layer.blendMode == .normal {
                BlendKernel.sourceOver(source: source, coverage: cov, destination: destination, count: count)
            } else {
                BlendKernel.blend(layer.blendMode, source: source, coverage: cov, destination: destination, count: count)
            }
        }
    }
}
