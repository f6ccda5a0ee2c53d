/// `ShaderVM`: runs a compiled program over one batch of pixels, each instruction over every lane at once.

/// The vector VM: a register file of `lanes` lanes per register, one instruction at a time.
///
/// Each instruction runs over the whole batch in chunks of eight lanes (`SIMD8`), so the cost of
/// decoding an instruction is paid once per `lanes` pixels. Branches never split the batch:
/// conditional code computes every lane and the compiler merges results with `select` under lane
/// masks; `jump-if-none` skips code no lane needs, and loops repeat while any lane is active.
package struct ShaderVM: Sendable {
    /// The pixels in a batch.
    package static let lanes = 64
    /// The bytes of one register.
    package static let registerBytes = lanes * 4

    /// The program run.
    package let program: IRProgram
    private let code: [IRInstruction]

    /// A VM for `program`.
    package init(program: IRProgram) {
        self.program = program
        self.code = program.code
    }

    /// Runs the program's prologue (its uniform work) over `file`, whose constants and uniform
    /// arguments are in place; once per register file, before any batch.
    package func runPrologue(_ file: UnsafeMutableRawPointer, bindings: VMBindings) throws(ShaderRuntimeError) {
        try run(file, bindings: bindings, code: program.prologue)
    }

    /// Runs the program once over the batch in `file` (inputs already filled).
    package func run(_ file: UnsafeMutableRawPointer, bindings: VMBindings) throws(ShaderRuntimeError) {
        if let counter = program.iterationCounter { Self.fill(file, register: counter, bits: 0) }
        try run(file, bindings: bindings, code: code)
    }

    /// Allocates a register file for this program (free it with `deallocate()`), with the
    /// constants already in place.
    package func makeRegisterFile() -> UnsafeMutableRawPointer {
        let file = UnsafeMutableRawPointer.allocate(byteCount: max(1, program.registerCount) * Self.registerBytes, alignment: 64)
        file.initializeMemory(as: UInt8.self, repeating: 0, count: max(1, program.registerCount) * Self.registerBytes)
        for constant in program.constants {
            Self.fill(file, register: constant.register, bits: constant.bits)
        }
        return file
    }

    /// Sets every lane of `register` to `bits`.
    @inline(__always)
    package static func fill(_ file: UnsafeMutableRawPointer, register: IRRegister, bits: UInt32) {
        let p = file + Int(register) * registerBytes
        let value = BitLanes(repeating: bits)
        var o = 0
        while o < registerBytes {
            p.storeBytes(of: value, toByteOffset: o, as: BitLanes.self)
            o += 32
        }
    }

    private func run(_ file: UnsafeMutableRawPointer, bindings: VMBindings, code: [IRInstruction]) throws(ShaderRuntimeError) {
        try code.withUnsafeBufferPointer { (instructions) throws(ShaderRuntimeError) in
            var pc = 0
            let end = instructions.count
            while pc < end {
                let i = instructions[pc]
                let h = i.roundsToHalf
                pc += 1
                let d = file + Int(i.destination) &* Self.registerBytes
                let a = UnsafeRawPointer(file + Int(i.a) &* Self.registerBytes)
                let b = UnsafeRawPointer(file + Int(i.b) &* Self.registerBytes)
                let c = UnsafeRawPointer(file + Int(i.c) &* Self.registerBytes)
                switch i.operation {
                case .copy: d.copyMemory(from: a, byteCount: Self.registerBytes)
                case .select: Self.ternary(.select, h, d, a, b, c)
                case .fadd: Self.map(h, d, a, b) { (x: FloatLanes, y: FloatLanes) in x + y }
                case .fsub: Self.map(h, d, a, b) { (x: FloatLanes, y: FloatLanes) in x - y }
                case .fmul: Self.map(h, d, a, b) { (x: FloatLanes, y: FloatLanes) in x * y }
                case .fdiv: Self.map(h, d, a, b) { (x: FloatLanes, y: FloatLanes) in x / y }
                case .fneg: Self.map(h, d, a) { (x: FloatLanes) in -x }
                case .fabs: Self.map(h, d, a) { (x: FloatLanes) in VectorMath.abs(x) }
                case .fmin: Self.map(h, d, a, b) { (x: FloatLanes, y: FloatLanes) in VectorMath.minimum(x, y) }
                case .fmax: Self.map(h, d, a, b) { (x: FloatLanes, y: FloatLanes) in VectorMath.maximum(x, y) }
                case .fmod: Self.map(h, d, a, b) { (x: FloatLanes, y: FloatLanes) in x - y * VectorMath.trunc(x / y) }
                case .fma: Self.ternary(.fma, h, d, a, b, c)
                case .fmix: Self.ternary(.mix, h, d, a, b, c)
                case .fclamp: Self.ternary(.clamp, h, d, a, b, c)
                case .fsaturate:
                    Self.map(h, d, a) { (x: FloatLanes) in VectorMath.unitClamp(x) }
                case .fsign:
                    Self.map(h, d, a) { (x: FloatLanes) in
                        let one = VectorMath.copySign(FloatLanes(repeating: 1), x)
                        return FloatLanes(repeating: 0).replacing(with: one, where: (x .> 0) .| (x .< 0))
                    }
                case .ffloor: Self.map(h, d, a) { (x: FloatLanes) in VectorMath.floor(x) }
                case .fceil: Self.map(h, d, a) { (x: FloatLanes) in VectorMath.ceil(x) }
                case .fround: Self.map(h, d, a) { (x: FloatLanes) in VectorMath.roundAway(x) }
                case .ftrunc: Self.map(h, d, a) { (x: FloatLanes) in VectorMath.trunc(x) }
                case .ffract: Self.map(h, d, a) { (x: FloatLanes) in VectorMath.fract(x) }
                case .fstep:
                    Self.map(h, d, a, b) { (edge: FloatLanes, x: FloatLanes) in
                        FloatLanes(repeating: 1).replacing(with: 0, where: x .< edge)
                    }
                case .fsmoothstep:
                    Self.map(h, d, a, b, c) { (e0: FloatLanes, e1: FloatLanes, x: FloatLanes) in
                        let t = VectorMath.unitClamp((x - e0) / (e1 - e0))
                        return t * t * (3 - 2 * t)
                    }
                case .fsqrt: Self.map(h, d, a) { (x: FloatLanes) in x.squareRoot() }
                case .frsqrt: Self.map(h, d, a) { (x: FloatLanes) in 1 / x.squareRoot() }
                case .fsin: Self.map(h, d, a) { (x: FloatLanes) in VectorMath.sinCos(x, cosine: false) }
                case .fcos: Self.map(h, d, a) { (x: FloatLanes) in VectorMath.sinCos(x, cosine: true) }
                case .ftan: Self.map(h, d, a) { (x: FloatLanes) in VectorMath.tan(x) }
                case .fasin: Self.map(h, d, a) { (x: FloatLanes) in VectorMath.asin(x) }
                case .facos: Self.map(h, d, a) { (x: FloatLanes) in VectorMath.acos(x) }
                case .fatan: Self.map(h, d, a) { (x: FloatLanes) in VectorMath.atan(x) }
                case .fatan2: Self.map(h, d, a, b) { (y: FloatLanes, x: FloatLanes) in VectorMath.atan2(y, x) }
                case .fsinh: Self.map(h, d, a) { (x: FloatLanes) in VectorMath.sinh(x) }
                case .fcosh: Self.map(h, d, a) { (x: FloatLanes) in VectorMath.cosh(x) }
                case .ftanh: Self.map(h, d, a) { (x: FloatLanes) in VectorMath.tanh(x) }
                case .fexp: Self.map(h, d, a) { (x: FloatLanes) in VectorMath.exp(x) }
                case .fexp2: Self.map(h, d, a) { (x: FloatLanes) in VectorMath.exp2(x) }
                case .flog: Self.map(h, d, a) { (x: FloatLanes) in VectorMath.log(x) }
                case .flog2: Self.map(h, d, a) { (x: FloatLanes) in VectorMath.log2(x) }
                case .fpow: Self.map(h, d, a, b) { (x: FloatLanes, y: FloatLanes) in VectorMath.pow(x, y) }
                case .roundHalf: Self.map(h, d, a) { (x: FloatLanes) in VectorMath.roundToHalf(x) }
                case .feq: Self.compare(d, a, b) { (x: FloatLanes, y: FloatLanes) in x .== y }
                case .fne: Self.compare(d, a, b) { (x: FloatLanes, y: FloatLanes) in x .!= y }
                case .flt: Self.compare(d, a, b) { (x: FloatLanes, y: FloatLanes) in x .< y }
                case .fle: Self.compare(d, a, b) { (x: FloatLanes, y: FloatLanes) in x .<= y }
                case .fgt: Self.compare(d, a, b) { (x: FloatLanes, y: FloatLanes) in x .> y }
                case .fge: Self.compare(d, a, b) { (x: FloatLanes, y: FloatLanes) in x .>= y }
                case .iadd: Self.map(h, d, a, b) { (x: IntLanes, y: IntLanes) in x &+ y }
                case .isub: Self.map(h, d, a, b) { (x: IntLanes, y: IntLanes) in x &- y }
                case .imul: Self.map(h, d, a, b) { (x: IntLanes, y: IntLanes) in x &* y }
                case .idiv: Self.perLane(d, a, b) { (x: Int32, y: Int32) in y == 0 ? 0 : x.dividedReportingOverflow(by: y).partialValue }
                case .irem: Self.perLane(d, a, b) { (x: Int32, y: Int32) in y == 0 ? 0 : x.remainderReportingOverflow(dividingBy: y).partialValue }
                case .ineg: Self.map(h, d, a) { (x: IntLanes) in 0 &- x }
                case .iabs: Self.map(h, d, a) { (x: IntLanes) in IntLaneMath.select(x &>> 31, 0 &- x, x) }
                case .imin: Self.map(h, d, a, b) { (x: IntLanes, y: IntLanes) in IntLaneMath.select(IntLaneMath.less(y, x), y, x) }
                case .imax: Self.map(h, d, a, b) { (x: IntLanes, y: IntLanes) in IntLaneMath.select(IntLaneMath.less(x, y), y, x) }
                case .iclamp:
                    Self.map(h, d, a, b, c) { (x: IntLanes, lo: IntLanes, hi: IntLanes) in
                        let m = IntLaneMath.select(IntLaneMath.less(x, lo), lo, x)
                        return IntLaneMath.select(IntLaneMath.less(hi, m), hi, m)
                    }
                case .isign:
                    Self.map(h, d, a) { (x: IntLanes) in
                        (x &>> 31) | unsafeBitCast(unsafeBitCast(0 &- x, to: BitLanes.self) &>> 31, to: IntLanes.self)
                    }
                case .udiv: Self.perLane(d, a, b) { (x: UInt32, y: UInt32) in y == 0 ? 0 : x / y }
                case .urem: Self.perLane(d, a, b) { (x: UInt32, y: UInt32) in y == 0 ? 0 : x % y }
                case .umin: Self.map(h, d, a, b) { (x: IntLanes, y: IntLanes) in IntLaneMath.select(IntLaneMath.lessUnsigned(y, x), y, x) }
                case .umax: Self.map(h, d, a, b) { (x: IntLanes, y: IntLanes) in IntLaneMath.select(IntLaneMath.lessUnsigned(x, y), y, x) }
                case .uclamp:
                    Self.map(h, d, a, b, c) { (x: IntLanes, lo: IntLanes, hi: IntLanes) in
                        let m = IntLaneMath.select(IntLaneMath.lessUnsigned(x, lo), lo, x)
                        return IntLaneMath.select(IntLaneMath.lessUnsigned(hi, m), hi, m)
                    }
                case .and: Self.map(h, d, a, b) { (x: BitLanes, y: BitLanes) in x & y }
                case .or: Self.map(h, d, a, b) { (x: BitLanes, y: BitLanes) in x | y }
                case .xor: Self.map(h, d, a, b) { (x: BitLanes, y: BitLanes) in x ^ y }
                case .not: Self.map(h, d, a) { (x: BitLanes) in x ^ BitLanes(repeating: 0xFFFF_FFFF) }
                case .shl: Self.map(h, d, a, b) { (x: BitLanes, y: BitLanes) in x &<< (y & 31) }
                case .ashr: Self.map(h, d, a, b) { (x: IntLanes, y: IntLanes) in x &>> (y & 31) }
                case .lshr: Self.map(h, d, a, b) { (x: BitLanes, y: BitLanes) in x &>> (y & 31) }
                case .ieq: Self.map(h, d, a, b) { (x: IntLanes, y: IntLanes) in IntLaneMath.equal(x, y) }
                case .ine: Self.map(h, d, a, b) { (x: IntLanes, y: IntLanes) in IntLaneMath.not(IntLaneMath.equal(x, y)) }
                case .ilt: Self.map(h, d, a, b) { (x: IntLanes, y: IntLanes) in IntLaneMath.less(x, y) }
                case .ile: Self.map(h, d, a, b) { (x: IntLanes, y: IntLanes) in IntLaneMath.not(IntLaneMath.less(y, x)) }
                case .igt: Self.map(h, d, a, b) { (x: IntLanes, y: IntLanes) in IntLaneMath.less(y, x) }
                case .ige: Self.map(h, d, a, b) { (x: IntLanes, y: IntLanes) in IntLaneMath.not(IntLaneMath.less(x, y)) }
                case .ult: Self.map(h, d, a, b) { (x: IntLanes, y: IntLanes) in IntLaneMath.lessUnsigned(x, y) }
                case .ule: Self.map(h, d, a, b) { (x: IntLanes, y: IntLanes) in IntLaneMath.not(IntLaneMath.lessUnsigned(y, x)) }
                case .ugt: Self.map(h, d, a, b) { (x: IntLanes, y: IntLanes) in IntLaneMath.lessUnsigned(y, x) }
                case .uge: Self.map(h, d, a, b) { (x: IntLanes, y: IntLanes) in IntLaneMath.not(IntLaneMath.lessUnsigned(x, y)) }
                case .itof: Self.perLane(d, a) { (x: Int32) -> Float in Float(x) }
                case .utof: Self.perLane(d, a) { (x: UInt32) -> Float in Float(x) }
                case .ftoi: Self.perLane(d, a) { (x: Float) -> Int32 in Self.saturatingInt(x) }
                case .ftou: Self.perLane(d, a) { (x: Float) -> UInt32 in Self.saturatingUInt(x) }
                case .btof: Self.map(h, d, a) { (m: BitLanes) in m & 0x3F80_0000 }
                case .btoi: Self.map(h, d, a) { (m: BitLanes) in m & 1 }
                case .jump:
                    pc = Int(i.a)
                case .jumpIfNone:
                    if !Self.anyLane(a) { pc = Int(i.b) }
                case .jumpIfAny:
                    if Self.anyLane(a) { pc = Int(i.b) }
                case .loopCount:
                    if try !Self.count(d, active: a, budget: bindings.iterationBudget) {
                        let loop = Int(i.c)
                        let location = program.loopLocations.indices.contains(loop) ? program.loopLocations[loop] : SourceLocation(line: 0, column: 0)
                        throw .iterationBudgetExceeded(location: location)
                    }
                case .sample:
                    VMSampling.sample(program.resources[Int(i.c)], into: d, x: a, y: b, file: file, bindings: bindings)
                case .arrayLoad:
                    VMSampling.load(program.resources[Int(i.b)], into: d, index: a, bindings: bindings)
                }
            }
        }
    }

    // MARK: Kernels

    @inline(__always)
    static func map<A: SIMD, R: SIMD>(_ half: Bool, _ d: UnsafeMutableRawPointer, _ a: UnsafeRawPointer, _ f: (A) -> R) {
        // Two loops, so the rounding decision is made once per instruction, not per chunk.
        if half {
            var o = 0
            while o < registerBytes {
                d.storeBytes(of: rounded(true, f(a.load(fromByteOffset: o, as: A.self))), toByteOffset: o, as: R.self)
                o += 32
            }
        } else {
            var o = 0
            while o < registerBytes {
                d.storeBytes(of: f(a.load(fromByteOffset: o, as: A.self)), toByteOffset: o, as: R.self)
                o += 32
            }
        }
    }

    /// A float result rounded to `half` when the instruction says so (other lane types pass through).
    @inline(__always)
    static func rounded<R: SIMD>(_ half: Bool, _ r: R) -> R {
        guard half, R.self == FloatLanes.self else { return r }
        return unsafeBitCast(VectorMath.roundToHalf(unsafeBitCast(r, to: FloatLanes.self)), to: R.self)
    }

    @inline(__always)
    static func map<A: SIMD, R: SIMD>(_ half: Bool, _ d: UnsafeMutableRawPointer, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer,
                                      _ f: (A, A) -> R) {
        if half {
            var o = 0
            while o < registerBytes {
                d.storeBytes(of: rounded(true, f(a.load(fromByteOffset: o, as: A.self), b.load(fromByteOffset: o, as: A.self))),
                             toByteOffset: o, as: R.self)
                o += 32
            }
        } else {
            var o = 0
            while o < registerBytes {
                d.storeBytes(of: f(a.load(fromByteOffset: o, as: A.self), b.load(fromByteOffset: o, as: A.self)),
                             toByteOffset: o, as: R.self)
                o += 32
            }
        }
    }

    @inline(__always)
    static func map<A: SIMD, R: SIMD>(_ half: Bool, _ d: UnsafeMutableRawPointer, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer,
                                      _ c: UnsafeRawPointer, _ f: (A, A, A) -> R) {
        if half {
            var o = 0
            while o < registerBytes {
                d.storeBytes(of: rounded(true, f(a.load(fromByteOffset: o, as: A.self), b.load(fromByteOffset: o, as: A.self),
                                                 c.load(fromByteOffset: o, as: A.self))),
                             toByteOffset: o, as: R.self)
                o += 32
            }
        } else {
            var o = 0
            while o < registerBytes {
                d.storeBytes(of: f(a.load(fromByteOffset: o, as: A.self), b.load(fromByteOffset: o, as: A.self),
                                   c.load(fromByteOffset: o, as: A.self)),
                             toByteOffset: o, as: R.self)
                o += 32
            }
        }
    }

    /// The three-operand kernels the VM runs most, written out rather than passed as closures
    /// (a closure of three vector operands is not always inlined, and then spills every chunk).
    enum TernaryKernel { case select, fma, mix, clamp }

    /// A three-operand kernel over the batch: one loop per kernel, chosen once per instruction.
    @inline(never)
    static func ternary(_ kernel: TernaryKernel, _ half: Bool, _ d: UnsafeMutableRawPointer, _ a: UnsafeRawPointer,
                        _ b: UnsafeRawPointer, _ c: UnsafeRawPointer) {
        @inline(__always) func operands(_ o: Int) -> (FloatLanes, FloatLanes, FloatLanes) {
            (a.load(fromByteOffset: o, as: FloatLanes.self), b.load(fromByteOffset: o, as: FloatLanes.self),
             c.load(fromByteOffset: o, as: FloatLanes.self))
        }
        @inline(__always) func store(_ r: FloatLanes, _ o: Int) {
            d.storeBytes(of: half ? VectorMath.roundToHalf(r) : r, toByteOffset: o, as: FloatLanes.self)
        }
        var o = 0
        switch kernel {
        case .select:
            while o < registerBytes {
                let m = a.load(fromByteOffset: o, as: BitLanes.self), x = b.load(fromByteOffset: o, as: BitLanes.self)
                let y = c.load(fromByteOffset: o, as: BitLanes.self)
                d.storeBytes(of: (m & x) | ((m ^ BitLanes(repeating: 0xFFFF_FFFF)) & y), toByteOffset: o, as: BitLanes.self)
                o += 32
            }
        case .fma:
            while o < registerBytes {
                let (x, y, z) = operands(o)
                store(z.addingProduct(x, y), o)
                o += 32
            }
        case .mix:
            while o < registerBytes {
                let (x, y, t) = operands(o)
                store(x + (y - x) * t, o)
                o += 32
            }
        case .clamp:
            while o < registerBytes {
                let (x, lo, hi) = operands(o)
                store(VectorMath.minimum(VectorMath.maximum(x, lo), hi), o)
                o += 32
            }
        }
    }

    @inline(__always)
    static func compare<A: SIMD>(_ d: UnsafeMutableRawPointer, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer,
                                 _ f: (A, A) -> SIMDMask<SIMD8<Int32>>) {
        var o = 0
        while o < registerBytes {
            let m = f(a.load(fromByteOffset: o, as: A.self), b.load(fromByteOffset: o, as: A.self))
            // A SIMDMask is stored as its lanes, all bits set for true (the form masks take in registers).
            d.storeBytes(of: unsafeBitCast(m, to: IntLanes.self), toByteOffset: o, as: IntLanes.self)
            o += 32
        }
    }

    @inline(__always)
    static func perLane<A: BitwiseCopyable, R: BitwiseCopyable>(_ d: UnsafeMutableRawPointer, _ a: UnsafeRawPointer, _ f: (A) -> R) {
        for lane in 0..<lanes {
            d.storeBytes(of: f(a.load(fromByteOffset: lane * 4, as: A.self)), toByteOffset: lane * 4, as: R.self)
        }
    }

    @inline(__always)
    static func perLane<A: BitwiseCopyable>(_ d: UnsafeMutableRawPointer, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer,
                                            _ f: (A, A) -> A) {
        for lane in 0..<lanes {
            d.storeBytes(of: f(a.load(fromByteOffset: lane * 4, as: A.self), b.load(fromByteOffset: lane * 4, as: A.self)),
                         toByteOffset: lane * 4, as: A.self)
        }
    }

    /// Whether any lane of a mask register is set.
    @inline(__always)
    static func anyLane(_ a: UnsafeRawPointer) -> Bool {
        var acc = BitLanes(repeating: 0)
        var o = 0
        while o < registerBytes {
            acc |= a.load(fromByteOffset: o, as: BitLanes.self)
            o += 32
        }
        return acc != BitLanes(repeating: 0)
    }

    /// Adds one to the counter of every active lane; false when a lane passes the budget.
    @inline(__always)
    static func count(_ d: UnsafeMutableRawPointer, active: UnsafeRawPointer, budget: Int32) throws(ShaderRuntimeError) -> Bool {
        var over = IntLanes(repeating: 0)
        let limit = IntLanes(repeating: budget)
        var o = 0
        while o < registerBytes {
            let counted = d.load(fromByteOffset: o, as: IntLanes.self) &- active.load(fromByteOffset: o, as: IntLanes.self)
            d.storeBytes(of: counted, toByteOffset: o, as: IntLanes.self)
            over |= IntLaneMath.less(limit, counted)
            o += 32
        }
        return !IntLaneMath.any(over)
    }

    /// Float to int: toward zero, saturating, NaN to 0.
    @inline(__always)
    static func saturatingInt(_ x: Float) -> Int32 {
        if x.isNaN { return 0 }
        if x >= 2_147_483_648 { return .max }
        if x <= -2_147_483_648 { return .min }
        return Int32(x)
    }

    /// Float to uint: toward zero, saturating, NaN and negatives to 0.
    @inline(__always)
    static func saturatingUInt(_ x: Float) -> UInt32 {
        if x.isNaN || x <= 0 { return 0 }
        if x >= 4_294_967_296 { return .max }
        return UInt32(x)
    }
}
