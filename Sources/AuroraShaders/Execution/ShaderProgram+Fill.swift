/// A fill shader as a raster paint: the program behind `CustomPaint`'s batch hook.
import AuroraRaster

extension ShaderProgram {
    /// A paint for `RasterContext` whose colour at each pixel is the fill function's result for the
    /// pixel centre in the fill's user space. `boundingRect` is what `.boundingRect` arguments
    /// stand for. A batch whose loops pass the iteration budget paints transparent.
    public func customPaint(arguments: [ShaderArgumentValue] = [],
                            boundingRect: SIMD4<Float> = .zero) throws(ShaderRuntimeError) -> CustomPaint {
        try requireKind(.fill)
        let run = try ShaderRun(self, arguments: arguments, boundingRect: boundingRect)
        let texture = run.arguments.image.map { FillTexture(pixmap: $0.pixmap) }
        let outputs = ir.outputs
        return CustomPaint { positions, colors in
            // Keeps the texture's pixels alive and bound while the batch runs.
            let shadeAll = { (bindings: VMBindings) in
                let file = run.makeRegisterFile()
                defer { file.deallocate() }
                // A function that never reads `position` has no position registers: it still runs.
                let registers = run.positionRegisters
                var done = 0
                while done < positions.count {
                    let n = min(ShaderVM.lanes, positions.count - done)
                    if let (rx, ry) = registers {
                        let px = file + Int(rx) * ShaderVM.registerBytes, py = file + Int(ry) * ShaderVM.registerBytes
                        for lane in 0..<ShaderVM.lanes {
                            let p = positions[done + min(lane, n - 1)]
                            px.storeBytes(of: p.x, toByteOffset: lane * 4, as: Float.self)
                            py.storeBytes(of: p.y, toByteOffset: lane * 4, as: Float.self)
                        }
                    }
                    do {
                        try run.program.vm.run(file, bindings: bindings)
                        for lane in 0..<n {
                            colors[done + lane] = SIMD4((0..<4).map { k in
                                file.load(fromByteOffset: Int(outputs[k]) * ShaderVM.registerBytes + lane * 4, as: Float.self)
                            })
                        }
                    } catch {
                        for lane in 0..<n { colors[done + lane] = .zero }
                    }
                    done += n
                }
            }
            guard let texture else { return shadeAll(run.bindings) }
            texture.pixmap.withUnsafePixels { pixels in
                guard let base = pixels.baseAddress else { return }
                var bindings = run.bindings
                bindings.texture = VMImage(words: base, width: texture.pixmap.width, height: texture.pixmap.height)
                shadeAll(bindings)
            }
        }
    }
}

/// The image argument of a fill, kept by the paint.
private struct FillTexture: Sendable {
    let pixmap: Pixmap
}
