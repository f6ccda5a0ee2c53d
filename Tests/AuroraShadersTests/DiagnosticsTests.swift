import Testing
import AuroraShaders

@Suite struct DiagnosticsTests {
    @Test func printsAsClangDoesWithACaretUnderTheColumn() {
        let diagnostic = ShaderDiagnostic(
            file: "Ripple.metal", location: SourceLocation(line: 12, column: 11),
            message: "use of undeclared identifier 'amplitud'", note: "did you mean 'amplitude'?",
            sourceLine: "\tfloat a = amplitud * 2;")
        #expect(diagnostic.description == """
            Ripple.metal:12:11: error: use of undeclared identifier 'amplitud'
            \tfloat a = amplitud * 2;
            \t         ^
            Ripple.metal:12:11: note: did you mean 'amplitude'?
            """)
    }

    @Test func locationsOrderByLineThenColumn() {
        #expect(SourceLocation(line: 1, column: 40) < SourceLocation(line: 2, column: 1))
        #expect(SourceLocation(line: 3, column: 2) < SourceLocation(line: 3, column: 5))
    }
}
