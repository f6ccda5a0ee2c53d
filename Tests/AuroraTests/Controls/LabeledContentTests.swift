/// LabeledContent: the title leading, the value trailing in the secondary style; goldens.
import AuroraTestSupport
import Foundation
import Testing
import Aurora

@MainActor
@Suite struct LabeledContentTests {
    @Test func labeledContentPutsTheValueTrailing() throws {
        try ControlHost.assertGoldens(ControlHost.make(LabeledContent("Size", value: "42").padding(.horizontal)), "labeled-content")
    }
}
