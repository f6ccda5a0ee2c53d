import Testing
@testable import AuroraShaders

@Suite struct LexerTests {
    /// The tokens of `text` (without the final end token) and the diagnostics.
    static func lex(_ text: String) -> (tokens: [Token], diagnostics: [ShaderDiagnostic]) {
        var lexer = Lexer(source: SourceFile(text: text, name: "test.metal"))
        let tokens = lexer.tokenize()
        #expect(tokens.last?.kind == .end)
        return (Array(tokens.dropLast()), lexer.diagnostics.sorted)
    }

    static func texts(_ text: String) -> [String] { lex(text).tokens.map(\.text) }

    @Test func numbersKeepTheirSuffixesAndValues() {
        let tokens = Self.lex("1.0f 1.0h 2u 0x1F 0xffu .5 3. 1e3 2.5e-1h 017 42").tokens
        #expect(tokens.map(\.kind) == [
            .floating(1, isHalf: false), .floating(1, isHalf: true), .integer(2, isUnsigned: true),
            .integer(31, isUnsigned: false), .integer(255, isUnsigned: true), .floating(0.5, isHalf: false),
            .floating(3, isHalf: false), .floating(1000, isHalf: false), .floating(0.25, isHalf: true),
            .integer(15, isUnsigned: false), .integer(42, isUnsigned: false),
        ])
    }

    @Test func qualifiedNamesAttributesAndOperatorsAreSeparateTokens() {
        #expect(Self.texts("[[ stitchable ]] metal::precise::sin(x) SwiftUI::Layer a <<= b >> c++ != d")
            == ["[", "[", "stitchable", "]", "]", "metal", "::", "precise", "::", "sin", "(", "x", ")",
                "SwiftUI", "::", "Layer", "a", "<<=", "b", ">>", "c", "++", "!=", "d"])
    }

    @Test func commentsAreSkippedAndLocationsCountLinesAndColumns() {
        let tokens = Self.lex("a /* one\n two */ b // three\n\tc").tokens
        #expect(tokens.map(\.text) == ["a", "b", "c"])
        #expect(tokens.map(\.location) == [SourceLocation(line: 1, column: 1), SourceLocation(line: 2, column: 9),
                                           SourceLocation(line: 3, column: 2)])
    }

    @Test func includesOfMetalAndSwiftUIHeadersAreIgnored() {
        let result = Self.lex("#include <metal_stdlib>\n#include <SwiftUI/SwiftUI.h>\n  # include \"SwiftUI/SwiftUI_Metal.h\"\nx")
        #expect(result.tokens.map(\.text) == ["x"])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func otherIncludesAreOutsideTheSubset() {
        let diagnostics = Self.lex("#include \"Noise.h\"\n").diagnostics
        #expect(diagnostics.map(\.message) == ["#include \"Noise.h\" is not supported by Aurora's Metal subset"])
        #expect(diagnostics.first?.location == SourceLocation(line: 1, column: 10))
        #expect(diagnostics.first?.note == "only <metal_stdlib> and <SwiftUI/SwiftUI.h> headers can be included")
    }

    @Test func objectLikeMacrosAreSubstitutedAtTheirUse() {
        let result = Self.lex("#define SCALE (2.0 * K)\n#define K 3 \\\n  + 1\nx = SCALE;")
        #expect(result.tokens.map(\.text) == ["x", "=", "(", "2.0", "*", "3", "+", "1", ")", ";"])
        #expect(result.tokens[2].location == SourceLocation(line: 4, column: 5))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aSelfReferentialMacroExpandsOnce() {
        #expect(Self.texts("#define X X + 1\nX") == ["X", "+", "1"])
    }

    @Test func functionLikeMacrosAreOutsideTheSubset() {
        #expect(Self.lex("#define SQ(x) ((x) * (x))\n").diagnostics.map(\.message)
            == ["function-like macros are not supported by Aurora's Metal subset"])
    }

    @Test func conditionalDirectivesKeepOnlyTheTakenBranch() {
        let text = """
            #define FAST
            #ifdef FAST
            a
            #else
            b
            #endif
            #ifndef FAST
            c
            #elif defined(FAST)
            d
            #endif
            #if 0
            e $ invalid chars are skipped here
            #endif
            """
        let result = Self.lex(text)
        #expect(result.tokens.map(\.text) == ["a", "d"])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func badInputGivesClangStyleMessages() {
        #expect(Self.lex("1.0x").diagnostics.map(\.message) == ["invalid suffix 'x' on floating constant"])
        #expect(Self.lex("12abc").diagnostics.map(\.message) == ["invalid suffix 'abc' on integer constant"])
        #expect(Self.lex("09").diagnostics.map(\.message) == ["invalid digit '9' in octal constant"])
        #expect(Self.lex("99999999999").diagnostics.map(\.message) == ["integer literal '99999999999' is too large for a 32-bit integer"])
        #expect(Self.lex("a /* open").diagnostics.map(\.message) == ["unterminated /* comment"])
        #expect(Self.lex("a $ b").diagnostics.map(\.message) == ["unexpected character '$'"])
        #expect(Self.lex("\"text\"").diagnostics.map(\.message) == ["string and character literals are not supported by Aurora's Metal subset"])
        #expect(Self.lex("#if 1\n").diagnostics.map(\.message) == ["unterminated conditional directive"])
        #expect(Self.lex("#pragma once\n#import <x>\n").diagnostics.map(\.message) == ["#import is not supported by Aurora's Metal subset"])
    }
}
