import Testing
@testable import AuroraShaders

@Suite struct CheckerTests {
    static func program(_ source: String) -> CheckedProgram? {
        switch ShaderFrontEnd.check(source: source, file: "test.metal") {
        case .success(let program): return program
        case .failure(let error):
            Issue.record("unexpected diagnostics:\n\(error)")
            return nil
        }
    }

    /// The messages of a source that must fail.
    static func messages(_ source: String) -> [String] {
        switch ShaderFrontEnd.check(source: source, file: "test.metal") {
        case .success:
            Issue.record("compiled, but should not have:\n\(source)")
            return []
        case .failure(let error): return error.diagnostics.map(\.message)
        }
    }

    /// The messages of `body` placed inside a fill function.
    static func bodyMessages(_ body: String) -> [String] {
        messages("[[ stitchable ]] half4 f(float2 position) {\n\(body)\nreturn half4(0);\n}")
    }

    @Test func theSeedsRippleCompilesAsALayerEffect() throws {
        let program = try #require(Self.program(ShaderSources.ripple))
        let ripple = try #require(program.function(named: "Ripple"))
        #expect(ripple.isStitchable)
        #expect(ripple.entryKind == .layer)
        #expect(ripple.parameters.map(\.type) == [.float2, .layer, .float2, .float, .float, .float, .float, .float])
        #expect(ripple.argumentParameters(for: .layer).map(\.name) == ["origin", "time", "amplitude", "frequency", "decay", "speed"])
        #expect(ripple.returnType == .half4)
        // 8 parameters and 5 locals (distance, delay, rippleAmount, n, newPosition, color → 6).
        #expect(ripple.localCount == 14)
    }

    @Test func entryKindsFollowTheFourSwiftUIShapes() throws {
        let program = try #require(Self.program("""
            [[ stitchable ]] half4 color(float2 position, half4 color, float amount) { return color; }
            [[ stitchable ]] float2 warp(float2 position, float time) { return position; }
            [[ stitchable ]] half4 layerEffect(float2 position, SwiftUI::Layer layer) { return layer.sample(position); }
            [[ stitchable ]] half4 fill(float2 position, float4 bounds) { return half4(1); }
            [[ stitchable ]] float other(float x) { return x; }
            [[ stitchable ]] float2 notADistortion(float2 position, SwiftUI::Layer layer) { return position; }
            half4 helper(float2 position) { return half4(0); }
            """))
        #expect(program.functions.map(\.entryKind) == [.colorEffect, .distortion, .layer, .fill, nil, nil, nil])
        #expect(program.function(named: "color")?.canServe(as: .fill) == true)
        #expect(program.function(named: "fill")?.canServe(as: .colorEffect) == false)
    }

    @Test func constructorsTakeEveryComponentCombination() throws {
        let program = try #require(Self.program("""
            [[ stitchable ]] half4 f(float2 p, half4 c) {
                float4 a = float4(p, 0.0, 1.0);
                float4 b = float4(1.0, p, 2);
                float4 d = float4(float3(p.x), 1);
                float3 e = float3(2);
                half4 g = half4(a);
                float2x2 m = float2x2(1.0);
                float3x3 n = float3x3(float3(1), float3(2), float3(3));
                float2x2 o = float2x2(1, 2, p);
                int2 i = int2(p);
                return half4(c.rgb, 1.0h) + g + half4(half3(e), half(m[0][0] + n[1][2] + o[1].y + float(i.x)));
            }
            """))
        #expect(program.functions.first?.body.count == 10)
    }

    @Test func implicitConversionsAsMetalAllowsThem() throws {
        let program = try #require(Self.program("""
            [[ stitchable ]] half4 f(float2 p, half4 c) {
                float x = 1;            // int literal → float
                half h = x;             // float → half scalar
                float3 v = 2.0;         // scalar broadcast
                v *= 0.5;               // vector op scalar
                float y = x + 1;        // int → float in mixed arithmetic
                c.rgb += 0.3 * x * c.a; // float result → half3 component type
                int i = 7 / 2;
                uint u = 3u + 1;        // int → uint
                h = h * 2.0h + c.a;
                return c * h;
            }
            """))
        guard case .declare(_, let type, let initial)? = program.functions.first?.body[0].kind else {
            Issue.record("first statement is not a declaration")
            return
        }
        #expect(type == .float)
        #expect(initial?.kind == .literal(.float(1)))
    }

    @Test func swizzleWritesNeedDistinctComponents() throws {
        #expect(Self.bodyMessages("float4 v = 0; v.xx = float2(1);") == ["vector is not assignable (contains duplicate components)"])
        #expect(Self.bodyMessages("float2 v = 0; float x = v.z;") == ["vector component access exceeds type 'float2'"])
        #expect(Self.bodyMessages("float4 v = 0; float x = v.xg;") == ["illegal vector component name 'g'"])
        #expect(Self.bodyMessages("float x = 1; float y = x.x;") == ["member reference base type 'float' is not a structure or union"])
        let program = try #require(Self.program("[[ stitchable ]] half4 f(float2 p) { half4 c = 0; c.bgr = half3(1, 2, 3); c.a = 1; return c.abgr; }"))
        #expect(program.functions.count == 1)
    }

    @Test func unknownIdentifiersSuggestTheClosestName() throws {
        let source = """
            [[ stitchable ]] half4 f(float2 position, float amplitude) {
                float a = amplitud * 2;
                float b = lenght(position);
                return half4(a + b);
            }
            """
        guard case .failure(let error) = ShaderFrontEnd.check(source: source, file: "Ripple.metal") else {
            Issue.record("compiled")
            return
        }
        #expect(error.diagnostics.map(\.description) == [
            """
            Ripple.metal:2:15: error: use of undeclared identifier 'amplitud'
                float a = amplitud * 2;
                          ^
            Ripple.metal:2:15: note: did you mean 'amplitude'?
            """,
            """
            Ripple.metal:3:15: error: use of undeclared identifier 'lenght'
                float b = lenght(position);
                          ^
            Ripple.metal:3:15: note: did you mean 'length'?
            """,
        ])
    }

    @Test func typeErrorsUseClangsWords() {
        #expect(Self.bodyMessages("float3 a = 0; half3 b = a;") == ["cannot initialize a variable of type 'half3' with an rvalue of type 'float3'"])
        #expect(Self.bodyMessages("float3 a = 0; half3 b = 0; a = a + b;") == ["invalid operands to binary expression ('float3' and 'half3')"])
        #expect(Self.bodyMessages("float2 a = 0; a = float3(1);") == ["assigning to 'float2' from incompatible type 'float3'"])
        #expect(Self.bodyMessages("float a = 5.0 % 2.0;") == ["invalid operands to binary expression ('float' and 'float')"])
        #expect(Self.bodyMessages("float4 a = float4(1, 2, 3);") == ["too few elements in vector initialization (expected 4 elements, have 3)"])
        #expect(Self.bodyMessages("float2 a = float2(1, 2, 3);") == ["excess elements in vector initialization (expected 2 elements, have 3)"])
        #expect(Self.bodyMessages("float a = mix(float3(1), half3(1), 0.5).x;") == ["no matching function for call to 'mix'"])
        #expect(Self.bodyMessages("const float k = 1; k = 2;") == ["cannot assign to variable 'k' with const-qualified type 'const float'"])
        #expect(Self.bodyMessages("const float k;") == ["default initialization of an object of const type 'const float'"])
        #expect(Self.bodyMessages("if (float2(1)) {}") == ["statement requires expression of scalar type ('float2' invalid)"])
        #expect(Self.bodyMessages("break;") == ["'break' statement not in loop or switch statement"])
        #expect(Self.bodyMessages("continue;") == ["'continue' statement not in loop statement"])
        #expect(Self.bodyMessages("float a = 1; float a = 2;") == ["redefinition of 'a'"])
        #expect(Self.bodyMessages("double d = 1;") == ["type 'double' is not supported by Aurora's Metal subset"])
        #expect(Self.bodyMessages("bool2 a = true; bool2 b = a && a;") == ["'&&' on bool vectors is not supported by Aurora's Metal subset"])
        #expect(Self.program("void f() { bool2 a = true; bool2 b = a & !a; bool c = any(b | a); }") != nil)
        #expect(Self.bodyMessages("float a = sin;") == ["reference to function 'sin' must be called"])
        #expect(Self.bodyMessages("float a = 1; a(2);") == ["called object type 'float' is not a function or function pointer"])
        #expect(Self.bodyMessages("int a[2]; a[0] = 1; float b = a;") == ["cannot initialize a variable of type 'float' with an rvalue of type 'int[2]'"])
        #expect(Self.bodyMessages("int n = 3; float a[n];") == ["array size is not an integer constant expression"])
        #expect(Self.bodyMessages("return float3(1);").first == "cannot initialize return object of type 'half4' with an rvalue of type 'float3'")
    }

    @Test func unknownTypesAreNamedWithTheMetalSpelling() {
        guard case .failure(let error) = ShaderFrontEnd.check(source: "vec3 tint(vec3 c) {\n    vec3 d = c;\n    return d;\n}",
                                                             file: "test.metal") else {
            Issue.record("GLSL types compiled")
            return
        }
        #expect(error.diagnostics.map(\.message) == ["unknown type name 'vec3'", "unknown type name 'vec3'", "unknown type name 'vec3'"])
        #expect(error.diagnostics.first?.note == "did you mean 'float3'? (GLSL's 'vec3' is Metal's 'float3')")
        #expect(Self.bodyMessages("flaot x = 1;") == ["unknown type name 'flaot'"])
    }

    @Test func functionsAreCheckedAsAWhole() {
        #expect(Self.messages("float f(float x) { if (x > 0) return 1; }")
            == ["non-void function does not return a value in all control paths"])
        #expect(Self.messages("float f(float x) { return g(x); }\nfloat g(float x) { return f(x); }")
            == ["recursive call to 'f' is not supported by Aurora's Metal subset"])
        #expect(Self.messages("float f(float x) { return f(x); }")
            == ["recursive call to 'f' is not supported by Aurora's Metal subset"])
        #expect(Self.messages("float g(float);\nfloat f(float x) { return g(x); }") == ["function 'g' is used but not defined"])
        #expect(Self.messages("float f(float x) { return x; }\nfloat f(int x) { return 1; }")
            == ["overloaded functions are not supported by Aurora's Metal subset"])
        #expect(Self.messages("float f(float x) { return x; }\nvoid g() { f(1, 2); }")
            == ["too many arguments to function call, expected 1, have 2"])
        #expect(Self.messages("void g() { return 1; }") == ["void function 'g' should not return a value"])
        #expect(Self.messages("[[ stitchable ]] half4 f(float2 p, device const float *v) { return half4(0); }")
            == ["array parameter 'v' must be followed by an 'int' count parameter"])
        #expect(Self.messages("[[ kernel ]] void g() {}") == ["attribute 'kernel' is not supported by Aurora's Metal subset"])
        #expect(Self.messages("half4 f(float2 p, texture2d<float> t) { return half4(0); }")
            == ["'texture2d<float>' is not supported by Aurora's Metal subset"])
        #expect(Self.messages("half4 f(float2 p, device const void *data, int size) { return half4(0); }")
            == ["'device const void *' is not supported by Aurora's Metal subset"])
        #expect(Self.messages("half4 f(float2 p, device float *v, int n) { return half4(0); }")
            == ["pointer parameters must be 'device const' in Aurora's Metal subset"])
    }

    @Test func loopsThatNeverExitCountAsReturning() throws {
        _ = try #require(Self.program("float f(float x) { while (true) { if (x > 1) return x; x += 1; } }"))
        _ = try #require(Self.program("float f(float x) { for (;;) { return x; } }"))
        #expect(Self.messages("float f(float x) { while (true) { break; } }")
            == ["non-void function does not return a value in all control paths"])
    }

    @Test func constantsFoldAndArraysAndStructsInitialize() throws {
        let program = try #require(Self.program("""
            #define SCALE 2.0
            struct Wave { float amplitude; float2 direction; };
            constant float kHalf = SCALE / 4;
            constant float kList[3] = { kHalf, 2, 3 };
            constant Wave kWave = { 1.5, float2(1, 0) };
            [[ stitchable ]] float2 f(float2 p) { return p + kWave.direction * kList[0] * M_PI_F; }
            """))
        #expect(program.constants.map(\.name) == ["kHalf", "kList", "kWave"])
        #expect(program.constants.map(\.value) == [
            .float(0.5), .array([.float(0.5), .float(2), .float(3)]),
            .structure([.float(1.5), .vector([.float(1), .float(0)])]),
        ])
        #expect(program.structs.map(\.name) == ["Wave"])
        #expect(Self.messages("float g(float x) { return x; }\nconstant float k = g(1);")
            == ["initializer of 'constant' variable 'k' is not a constant expression"])
    }

    @Test func compoundAssignmentsArriveExpanded() throws {
        let program = try #require(Self.program("[[ stitchable ]] half4 f(float2 p) { half4 c = 1; c.rgb += 0.5; return c; }"))
        guard case .expression(let e)? = program.functions.first?.body[1].kind,
              case .assign(let target, let value) = e.kind else {
            Issue.record("second statement is not an assignment")
            return
        }
        #expect(target.path == [.swizzle([0, 1, 2])])
        #expect(target.type == .half3)
        guard case .binary(.add, let left, let right) = value.kind else {
            Issue.record("the stored value is not an addition")
            return
        }
        guard case .swizzle(let base, let components) = left.kind else {
            Issue.record("the left operand is not a swizzle")
            return
        }
        #expect(base.kind == .local(slot: 1))
        #expect(components == [0, 1, 2])
        #expect(right.kind == .literal(.vector([.half(0.5), .half(0.5), .half(0.5)])))
        #expect(Self.bodyMessages("float4 v[2]; int i = 0; v[i++] += 1;")
            == ["compound assignment to an element indexed by an expression with side effects is not supported by Aurora's Metal subset"])
    }

    @Test func severalErrorsInOneSourceAreAllReported() {
        let messages = Self.messages("""
            [[ stitchable ]] half4 f(float2 p) {
                float a = b;
                float2 c = float3(1);
                half4 d = layer.sample(p);
                return half4(a);
            }
            """)
        #expect(messages == [
            "use of undeclared identifier 'b'",
            "cannot initialize a variable of type 'float2' with an rvalue of type 'float3'",
            "use of undeclared identifier 'layer'",
        ])
    }
}
