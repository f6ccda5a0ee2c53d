/// ShaderFrontEnd: the functions a source defines, as the parser reads them.
@testable import AuroraShaders
import Testing

@Suite struct ShaderFrontEndTests {
    @Test func definedFunctionNamesAreTheParsedDefinitionsWithABody() {
        let source = """
            /* half4 commented(float2 p, half4 c) { return c; } */
            float declared(float x);
            float helper(float x) { return x * 2; }
            [[ stitchable ]] half4 tint(float2 p, half4 c) { return c * half(helper(p.x)); }
            """
        #expect(ShaderFrontEnd.definedFunctionNames(in: source) == ["helper", "tint"])
    }

    @Test func sourceThatDoesNotLexGivesNoNames() {
        #expect(ShaderFrontEnd.definedFunctionNames(in: "").isEmpty)
        #expect(ShaderFrontEnd.definedFunctionNames(in: "@@@ ((( }}}").isEmpty)
    }
}
