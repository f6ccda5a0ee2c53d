/// How `#Preview` source is taken apart: arguments, the body, `@Previewable` declarations — with
/// brackets, newlines and `@Previewable` inside strings and comments left alone.
import Testing
@testable import AuroraPreviewExpansion

@Suite struct PreviewExpansionTests {
    @Test func aNamedPreviewWithStateKeepsTheBodyAndMovesTheDeclaration() throws {
        let expansion = try PreviewExpansion(source: """

            #Preview("Ripple", traits: .sizeThatFitsLayout) {
                @Previewable @State var counter: Int = 0
                @Previewable @State var origin: CGPoint = .zero
                VStack {
                    Text("\\(counter)")
                }
                .padding()
            }
            """)
        #expect(expansion.arguments == "\"Ripple\", traits: .sizeThatFitsLayout")
        #expect(expansion.previewables.map(\.name) == ["counter", "origin"])
        #expect(expansion.previewables.map(\.declaration) == ["@State var counter: Int = 0", "@State var origin: CGPoint = .zero"])
        #expect(expansion.previewables.map(\.isState) == [true, true])
        #expect(expansion.body == "VStack {\n        Text(\"\\(counter)\")\n    }\n    .padding()")
    }

    @Test func bracketsAndAttributesInsideStringsAndCommentsAreText() throws {
        let expansion = try PreviewExpansion(source: #"""
            #Preview("a { b ) c") {
                // @Previewable @State var hidden = 1 }
                /* nested /* } */ @Previewable */
                Text("} \(")") @Previewable")
                Text(#"raw " } "#)
                Text("""
                    multi } line
                    """)
            }
            """#)
        #expect(expansion.arguments == #""a { b ) c""#)
        #expect(expansion.previewables.isEmpty)
        #expect(expansion.body.contains(##"Text(#"raw " } "#)"##))
        #expect(expansion.body.hasSuffix("\"\"\")"))
    }

    @Test func aDeclarationThatGoesOnOverSeveralLinesIsTakenWhole() throws {
        let expansion = try PreviewExpansion(source: """
            #Preview {
                @Previewable @State var colors: [Color] = [
                    .red, .blue,
                ]
                @Previewable @State var scale =
                    2.0
                @Previewable @FocusState var focused: Bool
                Text("x")
            }
            """)
        #expect(expansion.arguments == "")
        #expect(expansion.previewables.map(\.name) == ["colors", "scale", "focused"])
        #expect(expansion.previewables[1].declaration == "@State var scale =\n        2.0")
        #expect(expansion.previewables.map(\.isState) == [true, true, false])
        #expect(expansion.body == "Text(\"x\")")
    }

    @Test func aBodyArgumentIsTheBody() throws {
        let expansion = try PreviewExpansion(source: #"#Preview("Named", body: { Text("b") })"#)
        #expect(expansion.arguments == #""Named""#)
        #expect(expansion.body == #"Text("b")"#)
    }

    @Test func theDeclarationsNameTheViewAndTheRecordAndOnlyStateIsShown() throws {
        let expansion = try PreviewExpansion(source: """
            #Preview("P") {
                @Previewable @State var value = 1.5
                @Previewable @FocusState var focused: Bool
                Text("\\(value)")
            }
            """)
        let source = expansion.declarations(viewName: "$V", recordName: "$R", fileID: "M/F.swift", line: 3, column: 1)
        #expect(source.contains("@MainActor struct $V: Aurora.View {\n    @State var value = 1.5\n    @FocusState var focused: Bool\n"))
        #expect(source.contains("._previewable(\"value\", $value, order: 0)"))
        #expect(!source.contains("$focused"))
        #expect(source.contains("@section(\"aurora_previews\") @used let $R: Aurora._PreviewRecord"))
        #expect(source.contains("Aurora.Preview(\"P\") { $V() }._located(fileID: \"M/F.swift\", line: 3, column: 1)"))
    }

    @Test(arguments: [
        ("#Preview", "expected a body closure"),
        ("#Preview(\"x\"", "the argument list is not closed"),
        ("#Preview { Text(\"x\")", "the body is not closed"),
        ("Text(\"x\")", "expected '#Preview'"),
        ("#Preview { @Previewable Text(\"x\") }", "must mark a variable declaration"),
        ("#Preview(\"x\", body: { Text(\"a\") }) { Text(\"b\") }", "the body is given twice"),
    ])
    func malformedUsesFailWithAMessage(source: String, message: String) {
        #expect {
            _ = try PreviewExpansion(source: source)
        } throws: { error in
            (error as? PreviewExpansion.Failure)?.message.contains(message) == true
        }
    }

    @Test func literalsEscapeQuotesBackslashesAndNewlines() {
        #expect(PreviewExpansion.literal("a\"b\\c\nd") == #""a\"b\\c\nd""#)
    }
}

extension PreviewExpansionTests {
    @Test func thePlaceOfTheMacroIsAfterItsLeadingTrivia() throws {
        let expansion = try PreviewExpansion(source: "\n\n  // note\n  #Preview { Text(\"x\") }")
        let place = expansion.macroPlace(startingAt: (6, 14))
        #expect(place.line == 9 && place.column == 3)
        let plain = try PreviewExpansion(source: "#Preview { Text(\"x\") }")
        let plainPlace = plain.macroPlace(startingAt: (4, 1))
        #expect(plainPlace.line == 4 && plainPlace.column == 1)
    }
}
