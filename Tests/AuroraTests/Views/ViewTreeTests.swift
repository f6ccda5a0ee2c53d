/// The host's view tree, as the live preview's inspector shows it: every laid-out view with its frame.
import Aurora
import Testing

@MainActor
@Suite struct ViewTreeTests {
    @Test func everyLaidOutViewIsListedWithItsFrameIndentedByDepth() {
        let host = ViewHost(VStack(spacing: 10) {
            Text("Hi")
            Rectangle().frame(width: 40, height: 20)
        }, device: .canvas(width: 100, height: 100))
        // Frames as drawn: laid out at y 24.5 and x 41.5, snapped to the 1× pixel grid (a half rounds up).
        #expect(host.viewTree() == """
            VStackLayout (30, 25, 40, 51)
              Text "Hi" (42, 25, 17, 21)
              FixedFrame (30, 56, 40, 20)
                Rectangle (30, 56, 40, 20)
            """)
    }

    @Test func aHugeTreeIsCutAndSaysSo() {
        let host = ViewHost(VStack(spacing: 0) { ForEach(0..<300, id: \.self) { _ in Color.red.frame(height: 1) } },
                            device: .canvas(width: 10, height: 10))
        let tree = host.viewTree(maximumLines: 50)
        #expect(tree.split(separator: "\n").count == 51)
        #expect(tree.hasSuffix("… (more than 50 views)"))
    }
}
