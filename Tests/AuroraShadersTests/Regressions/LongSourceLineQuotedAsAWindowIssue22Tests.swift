/// Issue 22: a diagnostic quotes a long source line as a window around the column, with the line's length, not the whole line.
import AuroraShaders
import Testing

@Suite struct LongSourceLineQuotedAsAWindowIssue22Tests {
    @Test func aLongLineIsQuotedAroundTheColumn() {
        let source = "constant float k = " + String(repeating: " ", count: 100_000) + "missing + 1;" + String(repeating: " ", count: 100_000)
        guard case .failure(let error) = ShaderFrontEnd.check(source: source, file: "Long.metal") else {
            Issue.record("the source compiled")
            return
        }
        let lines = error.description.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(error.description.count < 1_000)
        #expect(lines[0] == "Long.metal:1:100020: error: use of undeclared identifier 'missing'")
        #expect(lines[1].hasPrefix("…") && lines[1].hasSuffix("… (a line of 200031 bytes)"))
        // The caret is under the identifier inside the window.
        let caret = lines[2].count - 1
        #expect(lines[2].last == "^")
        #expect(Array(lines[1])[caret...].starts(with: "missing"))
    }

    @Test func aShortLineIsQuotedWhole() {
        let diagnostic = ShaderDiagnostic(file: "F.metal", location: SourceLocation(line: 1, column: 3), message: "m", sourceLine: "a b c")
        #expect(diagnostic.description == "F.metal:1:3: error: m\na b c\n  ^")
    }
}
