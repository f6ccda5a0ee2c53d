/// `ShaderRun`: one run of a program — arguments bound, register files per thread, batches filled and run.
import AuroraRaster

/// The shared, read-only state of one run: the program, its uniform inputs and resources.
///
/// Each thread makes its own register file with `makeRegisterFile()` (constants and uniform
/// arguments filled once), then fills the varying inputs of each batch and calls `run`.
final class ShaderRun: @unchecked Sendable {
    let program: ShaderProgram
    let arguments: BoundArguments
    private var arrayStorage: [Int: UnsafeMutableBufferPointer<Float>] = [:]
    private(set) var bindings: VMBindings
    /// The registers of the position input (x, y), when the program reads it.
    let positionRegisters: (IRRegister, IRRegister)?
    /// The registers of the colour input (r, g, b, a), for colour effects.
    let colorRegisters: [IRRegister]?
    /// Pixels per user-space unit: positions are pixel centres divided by it.
    let scale: Float

    /// Binds `arguments` for a run of `program`; `boundingRect` is what `.boundingRect` stands
    /// for, `scale` the pixels per user-space unit of the pixmaps it runs over (default 1).
    init(_ program: ShaderProgram, arguments: [ShaderArgumentValue], boundingRect: SIMD4<Float>,
         scale: Float = 1) throws(ShaderRuntimeError) {
        self.program = program
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.arguments = try BoundArguments(arguments, to: program.argumentParameters, function: program.name,
                                            boundingRect: boundingRect)
        bindings = VMBindings(iterationBudget: Int32(clamping: program.iterationBudget))
        var position: (IRRegister, IRRegister)?
        var color: [IRRegister]?
        for input in program.ir.inputs {
            switch input.binding {
            case .position where input.registers.count == 2: position = (input.registers[0], input.registers[1])
            case .color where input.registers.count == 4: color = input.registers
            default: break
            }
        }
        // Inputs no instruction reads need no filling (a colour effect that ignores its position).
        var read = Set(program.ir.outputs)
        for instruction in program.ir.prologue + program.ir.code { read.formUnion(instruction.readRegisters) }
        // (A layer effect's samples are kept around the position, so its sampler reads them.)
        if let (x, y) = position, !read.contains(x), !read.contains(y), program.entryKind != .layer { position = nil }
        positionRegisters = position
        colorRegisters = color
        for (index, values) in self.arguments.arrays {
            let buffer = UnsafeMutableBufferPointer<Float>.allocate(capacity: max(1, values.count))
            _ = buffer.initialize(from: values)
            arrayStorage[index] = buffer
            let components = self.arguments.arrayComponents[index] ?? 1
            if let base = buffer.baseAddress {
                bindings.arrays[index] = VMArray(values: UnsafePointer(base), count: values.count / max(1, components))
            }
        }
    }

    deinit {
        for buffer in arrayStorage.values { buffer.deallocate() }
    }

    /// Binds the layer (or distortion source) image for the run's lifetime of `words`.
    func bindLayer(_ image: VMImage?, window: SIMD2<Float>?) {
        bindings.layer = image
        if let window, let position = positionRegisters {
            bindings.sampleWindow = (position.0, position.1, window)
        } else {
            bindings.sampleWindow = nil
        }
    }

    /// Binds the texture argument's pixels.
    func bindTexture(_ image: VMImage?) { bindings.texture = image }

    /// A register file with constants and uniform arguments in place (free with `deallocate()`).
    func makeRegisterFile() -> UnsafeMutableRawPointer {
        let file = program.vm.makeRegisterFile()
        for input in program.ir.inputs {
            switch input.binding {
            case .argument(let index):
                guard let bits = arguments.uniforms[index] else { continue }
                for (register, value) in zip(input.registers, bits) { ShaderVM.fill(file, register: register, bits: value) }
            case .textureSize(let index, let dimension):
                guard let image = arguments.image, image.index == index, let register = input.registers.first else { continue }
                let size = dimension == 0 ? image.pixmap.width : image.pixmap.height
                ShaderVM.fill(file, register: register, bits: UInt32(size))
            case .position, .color:
                break
            }
        }
        // The prologue has no loops or resource reads, so it cannot fail.
        try? program.vm.runPrologue(file, bindings: bindings)
        return file
    }

    /// Writes the positions `((x0 + i + 0.5) / scale, (y + 0.5) / scale)` for `count` lanes
    /// (later lanes repeat the last).
    @inline(__always)
    func fillRowPositions(_ file: UnsafeMutableRawPointer, x0: Int, y: Int, count: Int) {
        guard let (rx, ry) = positionRegisters else { return }
        let px = file + Int(rx) * ShaderVM.registerBytes
        let last = Float(x0 + count - 1) + 0.5
        for lane in 0..<ShaderVM.lanes {
            px.storeBytes(of: (lane < count ? Float(x0 + lane) + 0.5 : last) / scale, toByteOffset: lane * 4, as: Float.self)
        }
        ShaderVM.fill(file, register: ry, bits: ((Float(y) + 0.5) / scale).bitPattern)
    }

    /// Runs the program over the batch in `file`.
    @inline(__always)
    func run(_ file: UnsafeMutableRawPointer) throws(ShaderRuntimeError) {
        try program.vm.run(file, bindings: bindings)
    }
}
