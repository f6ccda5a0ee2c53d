/// `ShaderIR`: the compiled form of a shader function — typed lane registers and a flat list of batch instructions.

/// What the 32 bits of every lane of a register mean.
package enum IRScalarKind: UInt8, Hashable, Sendable, CustomStringConvertible {
    /// IEEE single precision (also `half`, kept as Float and rounded by `.roundHalf`).
    case float
    /// Two's-complement signed 32-bit integer.
    case int
    /// Unsigned 32-bit integer (same bits as `int`, different division, comparison and conversion).
    case uint
    /// A lane mask: all bits set for true, zero for false.
    case bool

    package var description: String {
        switch self {
        case .float: "float"
        case .int: "int"
        case .uint: "uint"
        case .bool: "bool"
        }
    }
}

/// A virtual register: `ShaderVM.lanes` 32-bit lanes, one per pixel of the batch.
///
/// Vectors, matrices and structs occupy one register per scalar component (structure of
/// arrays), so a `float4` is four registers, 4×N floats.
package typealias IRRegister = Int32

/// One batch instruction: an operation, a destination and up to three operands.
///
/// Operands are registers, except where `IROperation` says otherwise (jump targets, loop
/// budgets, resource numbers, component counts). Every lane of the batch runs every
/// instruction; control flow is by lane masks, and jumps only skip work no lane needs.
package struct IRInstruction: Hashable, Sendable {
    /// What the instruction does.
    package var operation: IROperation
    /// The destination register (the first of several for multi-component results).
    package var destination: Int32
    /// First operand.
    package var a: Int32
    /// Second operand.
    package var b: Int32
    /// Third operand.
    package var c: Int32
    /// Whether the float result is rounded to `half` as it is stored (a `round-half` fused in).
    package var roundsToHalf = false

    /// An instruction; unused operands are 0.
    package init(_ operation: IROperation, _ destination: Int32, _ a: Int32 = 0, _ b: Int32 = 0, _ c: Int32 = 0) {
        self.operation = operation
        self.destination = destination
        self.a = a
        self.b = b
        self.c = c
    }

    /// The registers the instruction reads.
    package var readRegisters: [Int32] {
        switch operation.shape {
        case .nullary: []
        case .unary: [a]
        case .binary: [a, b]
        case .ternary: [a, b, c]
        case .jump: []
        case .conditionalJump: [a]
        case .loopCount: [a, destination]
        case .sample: [a, b]
        case .arrayLoad: [a]
        }
    }

    /// The registers the instruction writes.
    package var writtenRegisters: [Int32] {
        switch operation.shape {
        case .jump, .conditionalJump: []
        case .loopCount: [destination]
        case .sample: (0..<4).map { destination + $0 }
        case .arrayLoad: (0..<max(1, c)).map { destination + $0 }
        default: [destination]
        }
    }
}

/// A bound resource a program reads: the layer, the image, or an array argument.
package enum IRResource: Hashable, Sendable, CustomStringConvertible {
    /// `SwiftUI::Layer`: bilinear samples of the layer's pixmap.
    case layer
    /// `texture2d<half>`: the image argument at `argument`, read through `sampler`.
    case texture(argument: Int, sampler: SamplerState)
    /// A `device const` array argument at `argument`, `components` floats per element
    /// (1 for `float *`, 2–4 for vectors; `half` elements are rounded when bound).
    case array(argument: Int, components: Int)

    package var description: String {
        switch self {
        case .layer: "layer"
        case .texture(let argument, let sampler):
            "(texture arg=\(argument) \(sampler.filter.rawValue) \(sampler.addressX.rawValue) \(sampler.addressY.rawValue) \(sampler.coordinates.rawValue))"
        case .array(let argument, let components): "(array arg=\(argument) components=\(components))"
        }
    }
}

/// How the caller fills a group of input registers before a batch.
package enum IRInputBinding: Hashable, Sendable {
    /// The pixel's position (x, y), varying per lane.
    case position
    /// The destination's colour (r, g, b, a), varying per lane (colour effects).
    case color
    /// The uniform value of the shader argument at this index among the bound arguments
    /// (for an array argument: its element count).
    case argument(index: Int)
    /// The width (`dimension` 0) or height (1) of the texture bound to argument `index`, as a uint.
    case textureSize(index: Int, dimension: Int)
}

/// One group of input registers.
package struct IRInput: Hashable, Sendable {
    /// What fills the registers.
    package var binding: IRInputBinding
    /// The parameter's name in the source.
    package var name: String
    /// The registers, one per scalar component.
    package var registers: [IRRegister]
    /// The component kinds, matching `registers`.
    package var kinds: [IRScalarKind]
}

/// A compiled function: registers, constants, inputs, code and outputs.
package struct IRProgram: Hashable, Sendable {
    /// The function's name.
    package var name: String
    /// The kind of every register, indexed by register number.
    package var registerKinds: [IRScalarKind]
    /// Registers holding one value in every lane, filled once per run: (register, raw bits).
    package var constants: [IRConstant]
    /// Input registers, filled by the caller (per batch for varying inputs, once for uniforms).
    package var inputs: [IRInput]
    /// Resources the code samples or loads from, by the resource number in `sample`/`arrayLoad`.
    package var resources: [IRResource]
    /// Instructions that depend only on constants and uniform arguments: run once per register
    /// file, after the arguments are filled, not per batch.
    package var prologue: [IRInstruction] = []
    /// The instructions.
    package var code: [IRInstruction]
    /// The registers holding the result, one per scalar component.
    package var outputs: [IRRegister]
    /// The result's component kinds.
    package var outputKinds: [IRScalarKind]
    /// The register counting loop iterations per lane, when the code has loops.
    package var iterationCounter: IRRegister?
    /// Where each loop is in the source, by the loop number `loop-count` carries.
    package var loopLocations: [SourceLocation]

    /// The number of registers.
    package var registerCount: Int { registerKinds.count }
}

/// A constant register: the same raw 32 bits in every lane.
package struct IRConstant: Hashable, Sendable {
    /// The register.
    package var register: IRRegister
    /// The lane bits (Float bit pattern for floats, two's complement for ints, 0 / ~0 for bools).
    package var bits: UInt32
}
