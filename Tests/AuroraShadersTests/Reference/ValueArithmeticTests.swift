import Testing
@testable import AuroraShaders

@Suite struct ValueArithmeticTests {
    @Test func conversionsTruncateSaturateAndBroadcast() {
        #expect(ValueArithmetic.convert(.float(-2.7), to: .int) == .int(-2))
        #expect(ValueArithmetic.convert(.float(3e10), to: .int) == .int(.max))
        #expect(ValueArithmetic.convert(.float(.nan), to: .int) == .int(0))
        #expect(ValueArithmetic.convert(.float(-1), to: .uint) == .uint(0))
        #expect(ValueArithmetic.convert(.int(-1), to: .uint) == .uint(.max))
        #expect(ValueArithmetic.convert(.float(0.1), to: .half) == .half(Float16(Float(0.1))))
        #expect(ValueArithmetic.convert(.float(0.5), to: .bool) == .bool(true))
        #expect(ValueArithmetic.convert(.float(2), to: .half3) == .vector([.half(2), .half(2), .half(2)]))
        #expect(ValueArithmetic.convert(.vector([.int(1), .int(-1)]), to: .float2) == .float2(1, -1))
    }

    @Test func integerArithmeticWrapsAndDivisionByZeroIsZero() {
        #expect(ValueArithmetic.binary(.add, .int(.max), .int(1)) == .int(.min))
        #expect(ValueArithmetic.binary(.divide, .int(.min), .int(-1)) == .int(.min))
        #expect(ValueArithmetic.binary(.divide, .int(7), .int(0)) == .int(0))
        #expect(ValueArithmetic.binary(.remainder, .int(-7), .int(3)) == .int(-1))
        #expect(ValueArithmetic.binary(.shiftLeft, .uint(1), .uint(33)) == .uint(2))
        #expect(ValueArithmetic.binary(.shiftRight, .int(-8), .int(1)) == .int(-4))
    }

    @Test func halfOperationsRoundEachResult() {
        // 1 + 2⁻¹¹ is a tie between 1 and 1 + 2⁻¹⁰: it rounds to even, 1.
        #expect(ValueArithmetic.binary(.add, .half(1), .half(Float16(0.00048828125))) == .half(1))
        #expect(ValueArithmetic.binary(.multiply, .half(300), .half(300)) == .half(.infinity))
        #expect(ValueArithmetic.builtin(.sqrt, [.half(2)]) == .half(Float16(Float(2).squareRoot())))
        #expect(ValueArithmetic.binary(.less, .vector([.half(1), .half(3)]), .vector([.half(2), .half(2)]))
            == .vector([.bool(true), .bool(false)]))
    }

    @Test func signKeepsTheSignOfZeroAndGivesZeroForNaN() {
        #expect(ValueArithmetic.builtin(.sign, [.float(-0.0)]).floatValue?.sign == .minus)
        #expect(ValueArithmetic.builtin(.sign, [.float(.nan)]) == .float(0))
        #expect(ValueArithmetic.builtin(.sign, [.vector([.half(-3), .half(2)])]) == .vector([.half(-1), .half(1)]))
    }

    @Test func minAndMaxAvoidNaN() {
        #expect(ValueArithmetic.builtin(.min, [.float(.nan), .float(2)]) == .float(2))
        #expect(ValueArithmetic.builtin(.max, [.float(1), .float(.nan)]) == .float(1))
        #expect(ValueArithmetic.builtin(.clamp, [.int(9), .int(0), .int(5)]) == .int(5))
    }
}
