@testable import AuroraRaster
import AuroraTestSupport
import Testing

/// Renders a scene once per rendering mode and checks every mode against one golden image:
/// a mode that disagrees is a bug, not a reason for a second golden.
enum RenderModes {
    /// One band on one thread, and short odd bands on several threads.
    static let all: [(threads: Int, bandHeight: Int)] = [(1, 1 << 20), (3, 5)]

    static func assertGolden(_ name: String, width: Int, height: Int, tolerance: Int = 0,
                             sourceLocation: SourceLocation = #_sourceLocation, _ draw: (RasterContext) -> Void) {
        for mode in all {
            let context = try! RasterContext(width: width, height: height, threads: mode.threads)
            context.bandHeight = mode.bandHeight
            draw(context)
            GoldenImage.assertMatches(context.pixmap, golden: name, tolerance: tolerance, sourceLocation: sourceLocation)
        }
    }
}
