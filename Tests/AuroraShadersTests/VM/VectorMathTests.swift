import Testing
import Foundation
@testable import AuroraShaders

/// The VM's vectorised functions against the C library, in ulps, and half rounding against `Float16`.
@Suite struct VectorMathTests {
    /// The distance between two floats in units in the last place of the expected value.
    static func ulps(_ a: Float, _ b: Float) -> Float {
        if a == b || (a.isNaN && b.isNaN) { return 0 }
        return Swift.abs(a - b) / Swift.max(b.ulp, Float.leastNormalMagnitude)
    }

    /// The worst ulp error of `vector` against `scalar` over `inputs`.
    static func worst(_ inputs: [Float], _ vector: (FloatLanes) -> FloatLanes, _ scalar: (Float) -> Float) -> Float {
        var worst: Float = 0
        for start in stride(from: 0, to: inputs.count - 7, by: 8) {
            let x = FloatLanes(inputs[start..<start + 8])
            let r = vector(x)
            for lane in 0..<8 { worst = Swift.max(worst, ulps(r[lane], scalar(x[lane]))) }
        }
        return worst
    }

    static func range(_ lo: Float, _ hi: Float, count: Int = 4000) -> [Float] {
        (0..<count).map { lo + (hi - lo) * Float($0) / Float(count - 1) }
    }

    @Test func sineAndCosineWithinTwoUlpsAwayFromZeros() {
        // Near a zero of sin the absolute error matters, so compare where |sin| > 1e-3.
        let inputs = Self.range(-100, 100).filter { Swift.abs(sin($0)) > 1e-3 && Swift.abs(cos($0)) > 1e-3 }
        #expect(Self.worst(inputs, { VectorMath.sinCos($0, cosine: false) }, { sin($0) }) <= 2)
        #expect(Self.worst(inputs, { VectorMath.sinCos($0, cosine: true) }, { cos($0) }) <= 2)
    }

    @Test func largeArgumentsFallBackToTheCLibrary() {
        let inputs: [Float] = [1e5, -3e6, 1e20, 12345.678, 9000, -8193, 7e7, 1e30]
        #expect(Self.worst(inputs, { VectorMath.sinCos($0, cosine: false) }, { sin($0) }) == 0)
        #expect(VectorMath.sinCos(FloatLanes(repeating: .infinity), cosine: false)[0].isNaN)
    }

    @Test func exponentialsAndLogarithmsWithinTwoUlps() {
        #expect(Self.worst(Self.range(-87, 88), VectorMath.exp, { exp($0) }) <= 2)
        #expect(Self.worst(Self.range(-125, 127), VectorMath.exp2, { exp2($0) }) <= 2)
        #expect(Self.worst(Self.range(1e-6, 1e6, count: 8000), VectorMath.log, { log($0) }) <= 2)
        #expect(Self.worst(Self.range(1e-6, 1e6, count: 8000), VectorMath.log2, { log2($0) }) <= 2)
        #expect(VectorMath.log(FloatLanes(repeating: 0))[0] == -.infinity)
        #expect(VectorMath.log(FloatLanes(repeating: -1))[0].isNaN)
        #expect(VectorMath.exp(FloatLanes(repeating: 100))[0] == .infinity)
        #expect(VectorMath.exp(FloatLanes(repeating: -200))[0] == 0)
        // Subnormal results and inputs.
        #expect(Self.worst([-100, -101, -102, -103, -95, -90, -88, -87.5], VectorMath.exp, { exp($0) }) <= 2)
        let subnormals = (1...8).map { Float.leastNormalMagnitude / Float(1 << (2 * $0)) }
        #expect(Self.worst(subnormals, VectorMath.log, { log($0) }) <= 2)
    }

    @Test func inverseTrigonometryWithinTwoUlpsAtan2Three() {
        #expect(Self.worst(Self.range(-50, 50), VectorMath.atan, { atan($0) }) <= 2)
        #expect(Self.worst(Self.range(-0.999, 0.999), VectorMath.asin, { asin($0) }) <= 2)
        #expect(Self.worst(Self.range(-0.999, 0.999), VectorMath.acos, { acos($0) }) <= 2)
        var worst: Float = 0
        for (k, y) in Self.range(-5, 5, count: 400).enumerated() {
            let xs = FloatLanes((0..<8).map { Float($0 - 4) * 1.3 + Float(k % 3) * 0.1 })
            let r = VectorMath.atan2(FloatLanes(repeating: y), xs)
            for lane in 0..<8 { worst = Swift.max(worst, Self.ulps(r[lane], atan2(y, xs[lane]))) }
        }
        #expect(worst <= 3)  // the y/x division adds up to one ulp to atan's two
        let special = VectorMath.atan2(FloatLanes(0, -0.0, 0, -0.0, 1, -1, .infinity, 0),
                                       FloatLanes(0, 0, -0.0, -0.0, .infinity, -.infinity, .infinity, 5))
        let expected: [Float] = [0, -0.0, .pi, -.pi, 0, -.pi, .pi / 4, 0]
        for lane in 0..<8 { #expect(special[lane] == expected[lane] && special[lane].sign == expected[lane].sign) }
    }

    @Test func hyperbolicAndTangentWithinFewUlps() {
        #expect(Self.worst(Self.range(-10, 10), VectorMath.sinh, { sinh($0) }) <= 3)
        #expect(Self.worst(Self.range(-10, 10), VectorMath.cosh, { cosh($0) }) <= 3)
        #expect(Self.worst(Self.range(-10, 10), VectorMath.tanh, { tanh($0) }) <= 3)
        let tanInputs = Self.range(-20, 20).filter { Swift.abs(cos($0)) > 1e-2 && Swift.abs(sin($0)) > 1e-3 }
        #expect(Self.worst(tanInputs, VectorMath.tan, { tan($0) }) <= 3)
    }

    @Test func powerFollowsTheCLibraryIncludingSpecialCases() {
        var worst: Float = 0
        for x in Self.range(0.01, 4, count: 200) {
            let ys = FloatLanes(-2.5, -1, 0.5, 1, 2.2, 3, 7.5, 11)
            let r = VectorMath.pow(FloatLanes(repeating: x), ys)
            for lane in 0..<8 { worst = Swift.max(worst, Swift.abs(r[lane] - pow(x, ys[lane])) / pow(x, ys[lane])) }
        }
        #expect(worst < 5e-6)  // exp2(y·log2 x) with |y·log2 x| up to 22 here
        let special = VectorMath.pow(FloatLanes(-2, -2, -2, 0, 0, 5, 1, 0), FloatLanes(2, 3, 0.5, 2, -1, 0, .nan, 0))
        let expected: [Float] = [4, -8, .nan, 0, .infinity, 1, 1, 1]
        for lane in 0..<8 { #expect(Self.ulps(special[lane], expected[lane]) == 0, "lane \(lane)") }
    }

    @Test func roundingMatchesTheCLibrary() {
        let inputs = Self.range(-20, 20, count: 4001) + [0.5, -0.5, 1.5, -1.5, 2.5, -2.5, -0.0, 8_388_609, 1e30, -1e30]
        #expect(Self.worst(inputs, VectorMath.floor, { $0.rounded(.down) }) == 0)
        #expect(Self.worst(inputs, VectorMath.ceil, { $0.rounded(.up) }) == 0)
        #expect(Self.worst(inputs, VectorMath.trunc, { $0.rounded(.towardZero) }) == 0)
        #expect(Self.worst(inputs, VectorMath.roundAway, { $0.rounded(.toNearestOrAwayFromZero) }) == 0)
        #expect(Self.worst(inputs, VectorMath.fract, { Swift.min($0 - $0.rounded(.down), 0x1.fffffep-1) }) == 0)
    }

    @Test func halfRoundingMatchesFloat16BitForBit() {
        // Every 4099th bit pattern over the whole float range, plus ties, overflow and subnormals.
        var inputs: [Float] = stride(from: UInt32(0), to: UInt32.max - 4099, by: 4099).map { Float(bitPattern: $0) }
        inputs += [65504, 65519.99, 65520, -65520, 1 + 0x1p-11, 1 + 3 * 0x1p-11, 0x1p-24, 0x1p-25, 0x1.8p-25, 6e-8, .infinity, -.infinity]
        while inputs.count % 8 != 0 { inputs.append(0) }
        var mismatches = 0
        for start in stride(from: 0, to: inputs.count, by: 8) {
            let x = FloatLanes(inputs[start..<start + 8])
            let r = VectorMath.roundToHalf(x)
            for lane in 0..<8 {
                let expected = Float(Float16(x[lane]))
                if !(r[lane].bitPattern == expected.bitPattern || (r[lane].isNaN && expected.isNaN)) { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }
}
