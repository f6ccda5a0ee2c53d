/// GroupBox: content, and an optional headline label, on the secondary system background; goldens.
import AuroraTestSupport
import Foundation
import Testing
import Aurora

@MainActor
@Suite struct GroupBoxTests {
    @Test func aLabelledGroupBox() throws {
        let box = GroupBox("Wi-Fi") { Text("On") }.padding(8)
        try ControlHost.assertGoldens(ControlHost.make(box, width: 200, height: 100), "group-box-label")
    }
}
