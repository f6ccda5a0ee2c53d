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

    /// The seed's Ripple after checking: every conversion explicit (`convert:float2` broadcasts the
    /// ripple amount, the `color.rgb +=` is expanded, the float product converts to `half3`).
    @Test func theRippleTypedTree() throws {
        let program = try ShaderFrontEnd.check(source: ShaderSources.ripple, file: "Ripple.metal").get()
        #expect(program.functions.first?.description == """
            (function Ripple stitchable layer (parameters (position float2 0) (layer SwiftUI::Layer 1) (origin float2 2) (time float 3) (amplitude float 4) (frequency float 5) (decay float 6) (speed float 7)) (returns half4) (locals 14)
              (declare 8 float (length:float (-:float2 (local:float2 0) (local:float2 2))))
              (declare 9 float (/:float (local:float 8) (local:float 7)))
              (=:float (target:float 3) (-:float (local:float 3) (local:float 9)))
              (=:float (target:float 3) (max:float (literal:float 0.0) (local:float 3)))
              (declare 10 float (*:float (*:float (local:float 4) (sin:float (*:float (local:float 5) (local:float 3)))) (exp:float (*:float (-:float (local:float 6)) (local:float 3)))))
              (declare 11 float2 (normalize:float2 (-:float2 (local:float2 0) (local:float2 2))))
              (declare 12 float2 (+:float2 (local:float2 0) (*:float2 (convert:float2 (local:float 10)) (local:float2 11))))
              (declare 13 half4 (layer-sample:half4 (local:SwiftUI::Layer 1) (local:float2 12)))
              (=:half3 (target:half3 13 .012) (+:half3 (swizzle:half3 012 (local:half4 13)) (convert:half3 (*:float (*:float (literal:float 0.3) (/:float (local:float 10) (local:float 4))) (convert:float (swizzle:half 3 (local:half4 13)))))))
              (return (local:half4 13)))
            """)
    }
}
