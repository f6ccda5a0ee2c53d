import Testing
import AuroraRaster
@testable import AuroraShaders

/// The VM on hand-built IR: lane arithmetic, masks, jumps, the loop budget, resource reads.
@Suite struct ShaderVMTests {
    /// A program over `kinds` registers with `code`; registers 0 and 1 are inputs filled per lane.
    static func program(_ kinds: [IRScalarKind], constants: [IRConstant] = [], code: [IRInstruction],
                        outputs: [IRRegister], counter: IRRegister? = nil, resources: [IRResource] = []) -> IRProgram {
        IRProgram(name: "test", registerKinds: kinds, constants: constants,
                  inputs: [IRInput(binding: .argument(index: 0), name: "a", registers: [0], kinds: [kinds[0]]),
                           IRInput(binding: .argument(index: 1), name: "b", registers: [1], kinds: [kinds[1]])],
                  resources: resources, code: code, outputs: outputs, outputKinds: outputs.map { kinds[Int($0)] },
                  iterationCounter: counter, loopLocations: [SourceLocation(line: 3, column: 5)])
    }

    /// Runs `program` with lane k of input 0 = `a(k)` and of input 1 = `b(k)` (raw bits); returns register `read` per lane.
    static func run(_ program: IRProgram, _ a: (Int) -> UInt32, _ b: (Int) -> UInt32, read: IRRegister,
                    bindings: VMBindings = VMBindings()) throws(ShaderRuntimeError) -> [UInt32] {
        let vm = ShaderVM(program: program)
        let file = vm.makeRegisterFile()
        defer { file.deallocate() }
        for lane in 0..<ShaderVM.lanes {
            file.storeBytes(of: a(lane), toByteOffset: lane * 4, as: UInt32.self)
            file.storeBytes(of: b(lane), toByteOffset: ShaderVM.registerBytes + lane * 4, as: UInt32.self)
        }
        try vm.run(file, bindings: bindings)
        return (0..<ShaderVM.lanes).map { file.load(fromByteOffset: Int(read) * ShaderVM.registerBytes + $0 * 4, as: UInt32.self) }
    }

    static func int(_ v: Int) -> UInt32 { UInt32(bitPattern: Int32(truncatingIfNeeded: v)) }

    @Test func floatArithmeticRunsOverEveryLane() throws {
        let p = Self.program([.float, .float, .float, .float], code: [
            IRInstruction(.fmul, 2, 0, 1),
            IRInstruction(.fadd, 3, 2, 0),
        ], outputs: [3])
        let out = try Self.run(p, { Float($0).bitPattern }, { _ in Float(0.5).bitPattern }, read: 3)
        for lane in 0..<ShaderVM.lanes { #expect(Float(bitPattern: out[lane]) == Float(lane) * 1.5) }
    }

    @Test func integerComparisonsAndMinMaxMatchSwiftOnSignedAndUnsignedLanes() throws {
        let values: [Int32] = [0, 1, -1, .min, .max, 7, -7, 1 << 30]
        func a(_ lane: Int) -> UInt32 { UInt32(bitPattern: values[lane % 8]) }
        func b(_ lane: Int) -> UInt32 { UInt32(bitPattern: values[(lane / 8) % 8]) }
        let cases: [(IROperation, (Int32, Int32) -> Bool)] = [
            (.ilt, { $0 < $1 }), (.ile, { $0 <= $1 }), (.igt, { $0 > $1 }), (.ige, { $0 >= $1 }), (.ieq, { $0 == $1 }), (.ine, { $0 != $1 }),
            (.ult, { UInt32(bitPattern: $0) < UInt32(bitPattern: $1) }), (.uge, { UInt32(bitPattern: $0) >= UInt32(bitPattern: $1) }),
        ]
        for (operation, expected) in cases {
            let p = Self.program([.int, .int, .bool], code: [IRInstruction(operation, 2, 0, 1)], outputs: [2])
            let out = try Self.run(p, a, b, read: 2)
            for lane in 0..<ShaderVM.lanes {
                let want = expected(Int32(bitPattern: a(lane)), Int32(bitPattern: b(lane)))
                #expect(out[lane] == (want ? 0xFFFF_FFFF : 0), "\(operation) lane \(lane)")
            }
        }
        let minimum = try Self.run(Self.program([.int, .int, .int], code: [IRInstruction(.imin, 2, 0, 1)], outputs: [2]), a, b, read: 2)
        let unsignedMax = try Self.run(Self.program([.uint, .uint, .uint], code: [IRInstruction(.umax, 2, 0, 1)], outputs: [2]), a, b, read: 2)
        for lane in 0..<ShaderVM.lanes {
            #expect(Int32(bitPattern: minimum[lane]) == Swift.min(Int32(bitPattern: a(lane)), Int32(bitPattern: b(lane))))
            #expect(unsignedMax[lane] == Swift.max(a(lane), b(lane)))
        }
    }

    @Test func integerDivisionByZeroGivesZeroAndOverflowWraps() throws {
        let p = Self.program([.int, .int, .int, .int], code: [IRInstruction(.idiv, 2, 0, 1), IRInstruction(.irem, 3, 0, 1)], outputs: [2, 3])
        let a = { (lane: Int) in lane == 0 ? UInt32(bitPattern: Int32.min) : Self.int(lane * 7) }
        let b = { (lane: Int) in lane == 0 ? Self.int(-1) : Self.int(lane % 4) }
        let quotient = try Self.run(p, a, b, read: 2)
        let remainder = try Self.run(p, a, b, read: 3)
        #expect(Int32(bitPattern: quotient[0]) == .min)
        for lane in 1..<ShaderVM.lanes {
            let d = Int32(lane % 4)
            #expect(Int32(bitPattern: quotient[lane]) == (d == 0 ? 0 : Int32(lane * 7) / d))
            #expect(Int32(bitPattern: remainder[lane]) == (d == 0 ? 0 : Int32(lane * 7) % d))
        }
    }

    @Test func conversionsSaturateAndMapNaNToZero() throws {
        let inputs: [Float] = [1.9, -1.9, 3e9, -3e9, .nan, .infinity, -0.5, 255.5]
        let p = Self.program([.float, .float, .int, .uint], code: [IRInstruction(.ftoi, 2, 0), IRInstruction(.ftou, 3, 0)], outputs: [2, 3])
        let asInt = try Self.run(p, { inputs[$0 % 8].bitPattern }, { _ in 0 }, read: 2)
        let asUInt = try Self.run(p, { inputs[$0 % 8].bitPattern }, { _ in 0 }, read: 3)
        #expect(asInt.prefix(8).map { Int32(bitPattern: $0) } == [1, -1, .max, .min, 0, .max, 0, 255])
        #expect(Array(asUInt.prefix(8)) == [1, 0, 3_000_000_000, 0, 0, .max, 0, 255])
    }

    @Test func jumpIfNoneSkipsCodeNoLaneNeeds() throws {
        // r2 = (a > 0); if none: skip; r3 = 1 (initially 7).
        let p = Self.program([.float, .float, .bool, .float, .float, .float], constants: [
            IRConstant(register: 4, bits: Float(0).bitPattern), IRConstant(register: 5, bits: Float(1).bitPattern),
        ], code: [
            IRInstruction(.fgt, 2, 0, 4),
            IRInstruction(.jumpIfNone, 0, 2, 3),
            IRInstruction(.copy, 3, 5),
        ], outputs: [3])
        let skipped = try Self.run(p, { _ in Float(-1).bitPattern }, { _ in 0 }, read: 3)
        #expect(skipped.allSatisfy { $0 == 0 })  // register 3 never written: the file starts zeroed
        let taken = try Self.run(p, { $0 == 5 ? Float(2).bitPattern : Float(-1).bitPattern }, { _ in 0 }, read: 3)
        #expect(taken.allSatisfy { Float(bitPattern: $0) == 1 })  // every lane runs; the compiler masks writes with select
    }

    @Test func loopsRunWhileAnyLaneIsActiveAndStopAtTheBudget() throws {
        // counter r2 (int); i r3 += 1 while i < b (per lane), loop number 0.
        let kinds: [IRScalarKind] = [.int, .int, .int, .int, .bool, .int]
        let constants = [IRConstant(register: 5, bits: 1)]
        let code = [
            IRInstruction(.ilt, 4, 3, 1),           // 0: active = i < b
            IRInstruction(.jumpIfNone, 0, 4, 5),     // 1: exit when no lane is active
            IRInstruction(.loopCount, 2, 4, 0, 0),  // 2: count the active lanes' iteration
            IRInstruction(.iadd, 3, 3, 5),           // 3: i += 1 (all lanes; the compiler would select)
            IRInstruction(.jump, 0, 0),              // 4
        ]
        let p = Self.program(kinds, constants: constants, code: code, outputs: [3], counter: 2)
        let out = try Self.run(p, { _ in 0 }, { Self.int($0 % 10) }, read: 2)
        for lane in 0..<ShaderVM.lanes { #expect(Int32(bitPattern: out[lane]) == Int32(lane % 10)) }
        var bindings = VMBindings(iterationBudget: 5)
        bindings.iterationBudget = 5
        #expect(throws: ShaderRuntimeError.iterationBudgetExceeded(location: SourceLocation(line: 3, column: 5))) {
            _ = try Self.run(p, { _ in 0 }, { Self.int($0 % 10) }, read: 2, bindings: bindings)
        }
    }

    @Test func layerSamplesAreBilinearHalfRoundedAndTransparentOutside() throws {
        var pixmap = try Pixmap(width: 4, height: 2)
        pixmap.setPixel(PremultipliedPixel(red: 255, green: 0, blue: 0, alpha: 255), x: 1, y: 0)
        pixmap.setPixel(PremultipliedPixel(red: 0, green: 0, blue: 255, alpha: 255), x: 2, y: 0)
        let p = Self.program([.float, .float, .float, .float, .float, .float], code: [IRInstruction(.sample, 2, 0, 1, 0)],
                             outputs: [2, 3, 4, 5], resources: [.layer])
        let xs: [Float] = [1.5, 2.0, 2.5, 1.7, -5, 100, 0.1, .nan]
        try pixmap.withUnsafePixels { pixels in
            var bindings = VMBindings()
            bindings.layer = VMImage(words: pixels.baseAddress!, width: 4, height: 2)
            let red = try Self.run(p, { xs[$0 % 8].bitPattern }, { _ in Float(0.5).bitPattern }, read: 2, bindings: bindings)
            let blue = try Self.run(p, { xs[$0 % 8].bitPattern }, { _ in Float(0.5).bitPattern }, read: 4, bindings: bindings)
            let r = red.prefix(8).map { Float(bitPattern: $0) }, b = blue.prefix(8).map { Float(bitPattern: $0) }
            #expect(r[0] == 1 && b[0] == 0)
            #expect(r[1] == 0.5 && b[1] == 0.5)
            #expect(r[2] == 0 && b[2] == 1)
            #expect(r[3] == Float(Float16(Float(0.8))))
            #expect(r[4] == 0 && r[5] == 0 && r[7] == 0)
        }
    }
}
