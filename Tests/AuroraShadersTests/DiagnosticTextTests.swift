import Testing
import AuroraShaders

/// Whole diagnostics as printed (file, line, column, message, the line with a caret, the note).
@Suite struct DiagnosticTextTests {
    static func printed(_ source: String) -> String {
        switch ShaderFrontEnd.check(source: source, file: "Effect.metal") {
        case .success: return "(compiled)"
        case .failure(let error): return error.description
        }
    }

    @Test func anUnsupportedIncludeNamesTheHeader() {
        #expect(Self.printed("#include <metal_stdlib>\n#include \"Common.h\"\n") == """
            Effect.metal:2:10: error: #include "Common.h" is not supported by Aurora's Metal subset
            #include "Common.h"
                     ^
            Effect.metal:2:10: note: only <metal_stdlib> and <SwiftUI/SwiftUI.h> headers can be included
            """)
    }

    @Test func aTypeMismatchPointsAtTheValue() {
        #expect(Self.printed("[[ stitchable ]] half4 f(float2 position, half4 color) {\n\treturn float4(color);\n}") == """
            Effect.metal:2:9: error: cannot initialize return object of type 'half4' with an rvalue of type 'float4'
            \treturn float4(color);
            \t       ^
            """)
    }

    @Test func recursionPointsAtTheCall() {
        #expect(Self.printed("float f(float x) {\n    return x > 1 ? f(x - 1) : x;\n}") == """
            Effect.metal:2:20: error: recursive call to 'f' is not supported by Aurora's Metal subset
                return x > 1 ? f(x - 1) : x;
                               ^
            """)
    }

    @Test func aMacroErrorPointsAtTheMacrosUse() {
        #expect(Self.printed("#define STRENGTH strenght\nconstant float strength = 1;\nconstant float k = STRENGTH * 2;") == """
            Effect.metal:3:20: error: use of undeclared identifier 'strenght'
            constant float k = STRENGTH * 2;
                               ^
            Effect.metal:3:20: note: did you mean 'strength'?
            """)
    }

    @Test func diagnosticsComeInSourceOrder() {
        let printed = Self.printed("void f() { float a = x; }\nvoid g() { int b = ; }\n")
        #expect(printed == """
            Effect.metal:1:22: error: use of undeclared identifier 'x'
            void f() { float a = x; }
                                 ^
            Effect.metal:2:20: error: expected expression
            void g() { int b = ; }
                               ^
            """)
    }
}
