import Foundation
import Testing
@testable import AuroraShaders

/// The compiler's output as text: folding, dead code, inlining, masks and loops.
@Suite struct ShaderCompilerTests {
    static func ir(_ body: String, function: String = "F", kind: EntryKind? = .colorEffect) throws -> String {
        try ShaderProgram(source: body, function: function, as: kind).intermediateRepresentation
    }

    @Test func foldsConstantsRemovesDeadCodeFusesHalfRoundingAndPrintsAsSExpressions() throws {
        let text = try Self.ir("""
            [[ stitchable ]] half4 F(float2 position, half4 color) {
                float k = 2.0 * 3.0 + 1.0;
                float unused = sin(position.y) * 40.0;
                return half4(half(position.x * k), color.g, 0.0h, 1.0h);
            }
            """)
        #expect(text == """
            (program F lanes=64 registers=10
              (inputs (position %0 %1) (color %2 %3 %4 %5))
              (constants (%6 float 7.0) (%8 float 0.0) (%9 float 1.0))
              (code
                0 (fmul.half %7 %0 %6))
              (outputs %7 %3 %8 %9))
            """)
        #expect(!text.contains("fsin"))
        #expect(text.contains("float 7.0"))
    }

    @Test func halfArithmeticChainsRoundOnceLikeTheReference() throws {
        // The same body as the reference evaluator's test, with its inputs as run-time arguments.
        let source = "[[ stitchable ]] half4 f(float2 position, float one, float tiny) {\n"
            + ReferenceEvaluatorTests.halfChains
                .replacingOccurrences(of: "half a = 1.0h; half b = 0.00048828125h;", with: "half a = half(one); half b = half(tiny);")
            + "\n}"
        let program = try ShaderProgram(source: source, function: "f", as: .fill)
        let result = try program.evaluate(at: [SIMD2(0, 0)], arguments: [.float(1), .float(0.00048828125)])
        #expect(result.first == [1.0009765625, 1, -1, 1])
        // One rounding per component for the chain `(c - m) * k + m`, none inside it.
        let grade = try Self.ir("""
            [[ stitchable ]] half4 F(float2 position, half4 color) {
                return half4((color.rgb - 0.5h * color.a) * 1.5h + 0.5h * color.a, color.a);
            }
            """)
        #expect(grade.components(separatedBy: ".half").count - 1 == 3)
    }

    @Test func branchesBecomeMaskedSelectsAndSkips() throws {
        let text = try Self.ir("""
            [[ stitchable ]] half4 F(float2 position, half4 color) {
                half4 result = color;
                if (position.x > 10.0) {
                    result.r = 1.0h;
                } else {
                    result.g = 0.0h;
                }
                return result;
            }
            """)
        #expect(text.components(separatedBy: "(jump-if-none").count - 1 == 2)
        #expect(text.components(separatedBy: "(select").count - 1 == 2)
    }

    @Test func aConditionKnownWhenCompilingKeepsOneBranch() throws {
        let text = try Self.ir("""
            constant bool useRed = false;
            [[ stitchable ]] half4 F(float2 position, half4 color) {
                if (useRed) { return half4(1.0h, 0.0h, 0.0h, 1.0h); }
                return color.bgra;
            }
            """)
        #expect(!text.contains("jump"))
        #expect(text.contains("(outputs %4 %3 %2 %5)"))
    }

    @Test func callsAreInlined() throws {
        let text = try Self.ir("""
            float square(float x) { return x * x; }
            float twice(float x) { return square(x) + square(x); }
            [[ stitchable ]] half4 F(float2 position, half4 color) {
                return half4(half(twice(position.x)), 0.0h, 0.0h, 1.0h);
            }
            """)
        // square(x) is computed once: the second call reuses the first product.
        #expect(text.components(separatedBy: "(fmul").count - 1 == 1)
        #expect(text.components(separatedBy: "(fadd").count - 1 == 1)
    }

    @Test func loopsCountIterationsAndJumpBack() throws {
        let text = try Self.ir("""
            [[ stitchable ]] half4 F(float2 position, half4 color) {
                float s = 0.0;
                for (int i = 0; i < int(position.x); i++) { s += 0.1; }
                return half4(half(s), 0.0h, 0.0h, 1.0h);
            }
            """)
        #expect(text.contains("(loop-count"))
        #expect(text.contains("(jump @"))
        #expect(text.contains("(jump-if-none"))
    }

    @Test func tooDeepOrUnknownCallsAreDiagnosed() {
        #expect(throws: ShaderCompileError.self) {
            _ = try ShaderProgram(source: "[[ stitchable ]] half4 F(float2 p, half4 c) { return c; }", function: "G", as: .colorEffect)
        }
    }
}
