/// Label and its styles: title and icon, title only, icon only; goldens.
import AuroraTestSupport
import Foundation
import Testing
import Aurora

@MainActor
@Suite struct LabelTests {
    @Test func labelStyles() throws {
        let labels = VStack(alignment: .leading) {
            Label("Star", systemImage: "star.fill")
            Label("Star", systemImage: "star.fill").labelStyle(.titleOnly)
            Label("Star", systemImage: "star.fill").labelStyle(.iconOnly)
        }
        try ControlHost.assertGoldens(ControlHost.make(labels, width: 120, height: 90), "label-styles")
    }
}
