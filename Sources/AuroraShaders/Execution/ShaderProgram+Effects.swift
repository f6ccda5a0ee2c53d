/// Running a program over pixmaps: colour effects in place, distortions and layer effects from a source.
import AuroraGeometry
import AuroraRaster
import Foundation

extension ShaderProgram {
    /// The threads effects use unless told otherwise: every core.
    public static var defaultThreads: Int { ParallelLoop.defaultThreadCount }

    /// Applies a colour effect in place: every pixel's colour becomes the function's result for
    /// the pixel centre `((x + 0.5) / scale, (y + 0.5) / scale)` (user space, `scale` pixels per
    /// point; default 1) and its premultiplied colour.
    public func applyColorEffect(to pixmap: inout Pixmap, arguments: [ShaderArgumentValue] = [], scale: Float = 1,
                                 threads: Int = ShaderProgram.defaultThreads) throws(ShaderRuntimeError) {
        try requireKind(.colorEffect)
        let run = try ShaderRun(self, arguments: arguments, boundingRect: Self.bounds(of: pixmap, scale: scale), scale: scale)
        let width = pixmap.width, height = pixmap.height
        let outputs = ir.outputs
        try withTexture(run) { () throws(ShaderRuntimeError) in
            try pixmap.withUnsafeMutablePixels { (pixels) throws(ShaderRuntimeError) in
                guard let base = pixels.baseAddress, let colors = run.colorRegisters else { return }
                let words = SendablePointer(base)
                try ParallelLoop.forEachChunk(count: height, threads: threads, chunksPerThread: 4) { (rows) throws(ShaderRuntimeError) in
                    let file = run.makeRegisterFile()
                    defer { file.deallocate() }
                    if run.positionRegisters == nil {
                        // The position is not read: the band's rows are one run of words, in full batches.
                        var k = rows.lowerBound * width
                        let end = rows.upperBound * width
                        while k < end {
                            let n = min(ShaderVM.lanes, end - k)
                            let batch = words.pointer + k
                            PixelPacking.unpack(batch, count: n, into: file, registers: colors)
                            try run.run(file)
                            PixelPacking.pack(file, registers: outputs, count: n, into: batch)
                            k += n
                        }
                        return
                    }
                    for y in rows {
                        var x = 0
                        while x < width {
                            let n = min(ShaderVM.lanes, width - x)
                            let row = words.pointer + y * width + x
                            run.fillRowPositions(file, x0: x, y: y, count: n)
                            PixelPacking.unpack(row, count: n, into: file, registers: colors)
                            try run.run(file)
                            PixelPacking.pack(file, registers: outputs, count: n, into: row)
                            x += n
                        }
                    }
                }
            }
        }
    }

    /// A distortion effect: every pixel of the result is `source` sampled (bilinearly,
    /// transparent outside) at the position the function returns for the pixel centre, kept
    /// within `maxSampleOffset` of it on each axis. Positions and `maxSampleOffset` are in user
    /// space, `scale` pixels per point (default 1).
    public func distortionEffect(_ source: Pixmap, maxSampleOffset: CGSize, arguments: [ShaderArgumentValue] = [],
                                 scale: Float = 1,
                                 threads: Int = ShaderProgram.defaultThreads) throws(ShaderRuntimeError) -> Pixmap {
        try requireKind(.distortion)
        let run = try ShaderRun(self, arguments: arguments, boundingRect: Self.bounds(of: source, scale: scale), scale: scale)
        let scale = run.scale
        let window = Self.window(maxSampleOffset)
        return try Self.render(source, run: run) { (image, destination) throws(ShaderRuntimeError) in
            let outputs = ir.outputs
            try ParallelLoop.forEachChunk(count: source.height, threads: threads, chunksPerThread: 4) { (rows) throws(ShaderRuntimeError) in
                let file = run.makeRegisterFile()
                defer { file.deallocate() }
                let ox = UnsafeRawPointer(file + Int(outputs[0]) * ShaderVM.registerBytes)
                let oy = UnsafeRawPointer(file + Int(outputs[1]) * ShaderVM.registerBytes)
                for y in rows {
                    var x = 0
                    while x < source.width {
                        let n = min(ShaderVM.lanes, source.width - x)
                        run.fillRowPositions(file, x0: x, y: y, count: n)
                        try run.run(file)
                        let row = destination.pointer + y * source.width + x
                        for lane in 0..<n {
                            let centre = SIMD2(Float(x + lane) + 0.5, Float(y) + 0.5) / scale
                            var p = SIMD2(ox.load(fromByteOffset: lane * 4, as: Float.self), oy.load(fromByteOffset: lane * 4, as: Float.self))
                            p = p.replacing(with: centre - window, where: p .< centre - window)
                            p = p.replacing(with: centre + window, where: p .> centre + window)
                            row[lane] = PixelPacking.word(VMSampling.bilinear(image, p * scale - 0.5, clampEdges: false))
                        }
                        x += n
                    }
                }
            }
        }
    }

    /// A layer effect: every pixel of the result is the function's colour for the pixel centre,
    /// with `layer.sample` reading `source` bilinearly within `maxSampleOffset` of the pixel.
    /// Positions, samples and `maxSampleOffset` are in user space, `scale` pixels per point
    /// (default 1).
    public func layerEffect(_ source: Pixmap, maxSampleOffset: CGSize, arguments: [ShaderArgumentValue] = [],
                            edges: ShaderLayerEdges = .transparent, scale: Float = 1,
                            threads: Int = ShaderProgram.defaultThreads) throws(ShaderRuntimeError) -> Pixmap {
        try requireKind(.layer)
        let run = try ShaderRun(self, arguments: arguments, boundingRect: Self.bounds(of: source, scale: scale), scale: scale)
        let window = Self.window(maxSampleOffset)
        return try Self.render(source, run: run) { (image, destination) throws(ShaderRuntimeError) in
            var layer = image
            layer.scale = run.scale
            layer.edges = edges == .clamp ? .clamp : .transparent
            run.bindLayer(layer, window: window)
            let outputs = ir.outputs
            try ParallelLoop.forEachChunk(count: source.height, threads: threads, chunksPerThread: 4) { (rows) throws(ShaderRuntimeError) in
                let file = run.makeRegisterFile()
                defer { file.deallocate() }
                for y in rows {
                    var x = 0
                    while x < source.width {
                        let n = min(ShaderVM.lanes, source.width - x)
                        run.fillRowPositions(file, x0: x, y: y, count: n)
                        try run.run(file)
                        PixelPacking.pack(file, registers: outputs, count: n, into: destination.pointer + y * source.width + x)
                        x += n
                    }
                }
            }
        }
    }

    // MARK: Plumbing

    func requireKind(_ kind: EntryKind) throws(ShaderRuntimeError) {
        guard entryKind == kind else {
            throw .argumentMismatch(function: name, expected: "a function compiled as \(Self.describe(kind))")
        }
    }

    /// `.boundingRect` for a pixmap at `scale` pixels per point: its size in points.
    static func bounds(of pixmap: Pixmap, scale: Float = 1) -> SIMD4<Float> {
        let s = scale.isFinite && scale > 0 ? scale : 1
        return SIMD4(0, 0, Float(pixmap.width) / s, Float(pixmap.height) / s)
    }

    /// `maxSampleOffset` as a per-axis window (negative or NaN sizes count as 0).
    static func window(_ size: CGSize) -> SIMD2<Float> {
        let w = Float(size.width), h = Float(size.height)
        return SIMD2(w >= 0 ? w : 0, h >= 0 ? h : 0)
    }

    /// Binds the texture argument (when there is one) for the duration of `body`.
    func withTexture<R>(_ run: ShaderRun, _ body: () throws(ShaderRuntimeError) -> R) throws(ShaderRuntimeError) -> R {
        guard let image = run.arguments.image?.pixmap else { return try body() }
        return try image.withUnsafePixels { (pixels) throws(ShaderRuntimeError) -> R in
            guard let base = pixels.baseAddress else { return try body() }
            run.bindTexture(VMImage(words: base, width: image.width, height: image.height))
            defer { run.bindTexture(nil) }
            return try body()
        }
    }

    /// Makes a pixmap of `source`'s size and calls `body` with `source` as an image and the
    /// destination's pixels, which `body` must all write (they start unset: no copy of `source`).
    static func render(_ source: Pixmap, run: ShaderRun,
                       _ body: (VMImage, SendablePointer<UInt32>) throws(ShaderRuntimeError) -> Void) throws(ShaderRuntimeError) -> Pixmap {
        var destination = Pixmap(uninitializedWidth: source.width, height: source.height)
        try run.program.withTexture(run) { () throws(ShaderRuntimeError) in
            try source.withUnsafePixels { (sourcePixels) throws(ShaderRuntimeError) in
                guard let sourceBase = sourcePixels.baseAddress else { return }
                let image = VMImage(words: sourceBase, width: source.width, height: source.height)
                try destination.withUnsafeMutablePixels { (pixels) throws(ShaderRuntimeError) in
                    guard let base = pixels.baseAddress else { return }
                    try body(image, SendablePointer(base))
                }
            }
        }
        return destination
    }
}
