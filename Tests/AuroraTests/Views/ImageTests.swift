/// Image: natural size at its scale, resizable with aspect ratios, bad data rejected.
import AuroraRaster
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct ImageTests {
    @Test func imageSizesAndResizing() throws {
        let pixmap = try Pixmap(width: 8, height: 4)
        let fixed = Image(pixmap, scale: 2)
        #expect(displayList(of: fixed, proposal: ProposedViewSize(width: 100, height: 100)).1 == CGSize(width: 4, height: 2))
        let fit = fixed.resizable().scaledToFit()
        #expect(displayList(of: fit, proposal: ProposedViewSize(width: 100, height: 100)).1 == CGSize(width: 100, height: 50))
        let fill = fixed.resizable().aspectRatio(contentMode: .fill)
        #expect(displayList(of: fill, proposal: ProposedViewSize(width: 100, height: 100)).1 == CGSize(width: 200, height: 100))
        #expect(Image(data: Data([1, 2, 3])) == nil)
        #expect(Image(data: Data([0x89, 0x50, 0x4E, 0x47, 0, 0])) == nil)
    }
}
