import Testing
import AuroraShaders

@Suite struct CheckedProgramTextTests {
    @Test func aFunctionPrintsAsSExpressions() throws {
        let source = """
            [[ stitchable ]] half4 tint(float2 position, half4 color, float amount) {
                color.rgb *= half(amount);
                for (int i = 0; i < 2; i++) { if (amount > 1) break; }
                return color;
            }
            """
        let program = try ShaderFrontEnd.check(source: source, file: "tint.metal").get()
        #expect(program.functions.first?.description == """
            (function tint stitchable colorEffect (parameters (position float2 0) (color half4 1) (amount float 2)) (returns half4) (locals 4)
              (=:half3 (target:half3 1 .012) (*:half3 (swizzle:half3 012 (local:half4 1)) (convert:half3 (convert:half (local:float 2)))))
              (block
                (declare 3 int (literal:int 0))
                (loop (<:bool (local:int 3) (literal:int 2)) step (x++:int (target:int 3))
                  (if (>:bool (local:float 2) (literal:float 1.0))
                    (break)
                  )
                )
              )
              (return (local:half4 1)))
            """)
    }
}
