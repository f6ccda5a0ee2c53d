/// `FrameStrip`: an animation's frames side by side in one image, for the `frames(at:)` strategy.
import AuroraRaster
import AuroraSnapshotEngine

/// Joins frames left to right, top-aligned, on a transparent strip as tall as the tallest frame.
enum FrameStrip {
    /// The strip of `frames` (at least one), or a `tooLarge` error when it could not be an image.
    static func join(_ frames: [Pixmap]) throws(SnapshotRenderError) -> Pixmap {
        let width = frames.reduce(0) { $0 + $1.width }, height = frames.map(\.height).max() ?? 0
        var strip: Pixmap
        do {
            strip = try Pixmap(width: width, height: height)
        } catch {
            throw .renderFailed("a strip of \(frames.count) frames would be \(width)×\(height) pixels: \(error.description)")
        }
        var left = 0
        for frame in frames {
            strip.withUnsafeMutablePixels { target in
                frame.withUnsafePixels { source in
                    for y in 0..<frame.height {
                        let from = y * frame.width, to = y * width + left
                        for x in 0..<frame.width { target[to + x] = source[from + x] }
                    }
                }
            }
            left += frame.width
        }
        return strip
    }
}
