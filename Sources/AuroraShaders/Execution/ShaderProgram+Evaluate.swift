/// Raw evaluation: the function's output components at given positions, for tests and tools.
import AuroraRaster

extension ShaderProgram {
    /// The function's result components (flattened, as Floats; ints and bools as their values)
    /// at each position, with `colors` as the colour input of a colour effect and `layer` as the
    /// layer of a layer effect (user space = the pixmap's pixels, transparent outside).
    package func evaluate(at positions: [SIMD2<Float>], colors: [SIMD4<Float>] = [], arguments: [ShaderArgumentValue] = [],
                          layer: Pixmap? = nil) throws(ShaderRuntimeError) -> [[Float]] {
        let run = try ShaderRun(self, arguments: arguments, boundingRect: SIMD4(0, 0, 100, 100))
        var results: [[Float]] = []
        let body = { () throws(ShaderRuntimeError) in
            let file = run.makeRegisterFile()
            defer { file.deallocate() }
            var done = 0
            while done < positions.count {
                let n = min(ShaderVM.lanes, positions.count - done)
                for input in ir.inputs {
                    for (k, register) in input.registers.enumerated() {
                        let p = file + Int(register) * ShaderVM.registerBytes
                        for lane in 0..<ShaderVM.lanes {
                            let i = done + min(lane, n - 1)
                            switch input.binding {
                            case .position: p.storeBytes(of: positions[i][k], toByteOffset: lane * 4, as: Float.self)
                            case .color where i < colors.count:
                                p.storeBytes(of: Float(Float16(colors[i][k])), toByteOffset: lane * 4, as: Float.self)
                            default: break
                            }
                        }
                    }
                }
                try run.run(file)
                for lane in 0..<n {
                    results.append(zip(ir.outputs, ir.outputKinds).map { register, kind in
                        let offset = Int(register) * ShaderVM.registerBytes + lane * 4
                        switch kind {
                        case .float: return file.load(fromByteOffset: offset, as: Float.self)
                        case .int: return Float(file.load(fromByteOffset: offset, as: Int32.self))
                        case .uint: return Float(file.load(fromByteOffset: offset, as: UInt32.self))
                        case .bool: return file.load(fromByteOffset: offset, as: UInt32.self) != 0 ? 1 : 0
                        }
                    })
                }
                done += n
            }
        }
        try withTexture(run) { () throws(ShaderRuntimeError) in
            guard let layer else { return try body() }
            try layer.withUnsafePixels { (pixels) throws(ShaderRuntimeError) in
                guard let base = pixels.baseAddress else { return }
                run.bindLayer(VMImage(words: base, width: layer.width, height: layer.height), window: nil)
                defer { run.bindLayer(nil, window: nil) }
                try body()
            }
        }
        return results
    }
}
