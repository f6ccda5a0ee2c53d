import Testing
@testable import AuroraShaders

@Suite struct ParserTests {
    static func parse(_ text: String) -> (declarations: [TopLevelSyntax], diagnostics: [ShaderDiagnostic]) {
        let source = SourceFile(text: text, name: "test.metal")
        var lexer = Lexer(source: source)
        var parser = Parser(source: source, tokens: lexer.tokenize())
        let declarations = parser.parseFile()
        return (declarations, lexer.diagnostics.sorted + parser.diagnostics.sorted)
    }

    /// An expression fully parenthesised, to show how it grouped.
    static func render(_ e: ExpressionSyntax) -> String {
        switch e.kind {
        case .integer(let v, let u): return "\(v)\(u ? "u" : "")"
        case .floating(let v, let h): return "\(v)\(h ? "h" : "")"
        case .boolean(let b): return "\(b)"
        case .name(let n): return n
        case .prefix(let op, let x): return "(\(op)\(render(x)))"
        case .postfix(let op, let x): return "(\(render(x))\(op))"
        case .binary(let op, let a, let b): return "(\(render(a)) \(op) \(render(b)))"
        case .assign(let op, let a, let b): return "(\(render(a)) \(op) \(render(b)))"
        case .conditional(let c, let a, let b): return "(\(render(c)) ? \(render(a)) : \(render(b)))"
        case .call(let f, let args): return "\(render(f))(\(args.map(render).joined(separator: ", ")))"
        case .member(let b, let n): return "\(render(b)).\(n)"
        case .index(let b, let i): return "\(render(b))[\(render(i))]"
        case .cast(let t, let x): return "((\(t.name))\(render(x)))"
        case .initializerList(let xs): return "{\(xs.map(render).joined(separator: ", "))}"
        }
    }

    /// The expression of `float v = <text>;` inside a function, rendered.
    static func expression(_ text: String) -> String {
        let result = parse("void f() { float v = \(text); }")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        guard case .function(let function)? = result.declarations.first,
              case .declaration(let declaration)? = function.body?.first?.kind,
              let initializer = declaration.declarators.first?.initializer else { return "?" }
        return render(initializer)
    }

    @Test func operatorsGroupByCPrecedence() {
        #expect(Self.expression("a + b * c - d") == "((a + (b * c)) - d)")
        #expect(Self.expression("a < b == c > d && e || f") == "((((a < b) == (c > d)) && e) || f)")
        #expect(Self.expression("a | b ^ c & d << 1") == "(a | (b ^ (c & (d << 1))))")
        #expect(Self.expression("a ? b : c ? d : e") == "(a ? b : (c ? d : e))")
        #expect(Self.expression("-a.x * !b[2]++") == "((-a.x) * (!(b[2]++)))")
        #expect(Self.expression("x = y += 2") == "(x = (y += 2))")
    }

    @Test func callsConstructorsCastsAndMethods() {
        #expect(Self.expression("float4(p.xy, 0.0, 1.0).zw") == "float4(p.xy, 0.0, 1.0).zw")
        #expect(Self.expression("(half)x + (float2)(y)") == "(((half)x) + ((float2)y))")
        #expect(Self.expression("layer.sample(position + 1.0)") == "layer.sample((position + 1.0))")
        #expect(Self.expression("metal::precise::sin(t) * M_PI_F") == "(metal::precise::sin(t) * M_PI_F)")
    }

    @Test func declarationsStatementsAndStitchableFunctions() {
        let result = Self.parse("""
            struct S { float a, b; half4 c[2]; };
            constant float k[3] = { 1, 2, 3 };
            float helper(float x);
            [[ stitchable ]] half4 f(float2 position, device const float *values, int count) {
                const float a = 1, b[2] = {1, 2};
                for (int i = 0; i < count; ++i) { if (i > 2) break; else continue; }
                while (false) {}
                do { } while (false);
                return half4(a);
            }
            """)
        #expect(result.diagnostics.isEmpty)
        guard result.declarations.count == 4, case .function(let f) = result.declarations[3] else {
            Issue.record("expected 4 declarations, got \(result.declarations.count)")
            return
        }
        #expect(f.attributes.map(\.name) == ["stitchable"])
        #expect(f.parameters.map(\.name) == ["position", "values", "count"])
        #expect(f.parameters[1].type.isPointer && f.parameters[1].type.isConst && f.parameters[1].type.addressSpace == "device")
        #expect(f.body?.count == 5)
        if case .structure(let s) = result.declarations[0] {
            #expect(s.fields.flatMap(\.declarators).map(\.name) == ["a", "b", "c"])
        }
    }

    @Test func errorsRecoverAtSemicolonsSoEachIsReported() {
        let result = Self.parse("""
            void f() {
                float a = 1 +;
                float b = (2;
                a = b
                return;
            }
            float g( { }
            constant float ok = 1;
            """)
        #expect(result.diagnostics.map(\.description) == [
            "test.metal:2:18: error: expected expression\n    float a = 1 +;\n                 ^",
            "test.metal:3:17: error: expected ')'\n    float b = (2;\n                ^",
            "test.metal:4:10: error: expected ';' after expression\n    a = b\n         ^",
            "test.metal:7:10: error: expected a type\nfloat g( { }\n         ^",
        ])
        #expect(result.declarations.count == 2)
    }

    @Test func outsideTheSubsetIsSaidPrecisely() {
        func messages(_ text: String) -> [String] { Self.parse(text).diagnostics.map(\.message) }
        #expect(messages("void f() { switch (x) { } }") == ["'switch' statements are not supported by Aurora's Metal subset"])
        #expect(messages("void f() { float *p = &x; }") == ["pointer operators ('&') are not supported by Aurora's Metal subset"])
        #expect(messages("void f() { p->x = 1; }") == ["pointer member access ('->') is not supported by Aurora's Metal subset"])
        #expect(messages("kernel void k() {}") == ["kernel functions are not supported by Aurora's Metal subset"])
        #expect(messages("template <typename T> T f();") == ["templates are not supported by Aurora's Metal subset"])
        #expect(messages("using namespace std;") == ["'using namespace std' is not supported by Aurora's Metal subset"])
        #expect(messages("float g = 1;") == ["program scope variable must reside in constant address space"])
    }

    @Test func nestingIsBounded() {
        let deep = "void f() { float x = " + String(repeating: "(", count: 500) + "1" + String(repeating: ")", count: 500) + "; }"
        #expect(Self.parse(deep).diagnostics.first?.message == "expression nested more than 96 deep")
        let blocks = "void f() " + String(repeating: "{", count: 200) + String(repeating: "}", count: 200)
        #expect(Self.parse(blocks).diagnostics.first?.message == "statements nested more than 48 deep")
        let chain = "void f() { float x = 1" + String(repeating: " + 1", count: 300) + "; }"
        #expect(Self.parse(chain).diagnostics.first?.message == "expression nested more than 96 deep")
    }
}
