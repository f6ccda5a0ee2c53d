/// `AnimatedViewPage`: a gallery page recorded over time and written as an animated PNG.
import Foundation

/// An animated gallery page: a `record` scene run on the frame clock and written as `<slug>.apng`
/// (the two apps' demos lead the gallery as `GalleryDemo`s; these are the other recorded views).
///
/// Adding one is a line in `all` naming a scene of `RecordScene.all`.
struct AnimatedViewPage {
    /// The file name stem (`view-tap-tiles`).
    let slug: String
    /// The page's title on the index.
    let title: String
    /// The `RecordScene` it records.
    let scene: String
    /// Frames per second of the recording.
    let framesPerSecond: Int
    /// The canvas, as `aurora record --device` takes it (`200x200`), recorded at one pixel per point.
    let device: String
    /// The length in seconds; nil means the scene's own.
    var seconds: Double? = nil

    /// The file it is written to.
    var file: String { slug + ".apng" }

    /// The animated pages, in index order.
    static let all: [AnimatedViewPage] = [
        AnimatedViewPage(slug: "view-tap-tiles", title: "Recording: tiles lit by scripted taps (APNG)", scene: "tap-tiles",
                         framesPerSecond: 15, device: "240x240"),
        AnimatedViewPage(slug: "view-text-lines", title: "TextRenderer transition: line by line (APNG)", scene: "text-lines",
                         framesPerSecond: 12, device: "300x160", seconds: 2.4),
        AnimatedViewPage(slug: "view-text-glyphs", title: "TextRenderer transition: glyph by glyph (APNG)", scene: "text-glyphs",
                         framesPerSecond: 12, device: "300x160", seconds: 2.4),
        AnimatedViewPage(slug: "view-text-emphasis", title: "TextRenderer transition: the EmphasisAttribute run (APNG)", scene: "text-emphasis",
                         framesPerSecond: 12, device: "300x160", seconds: 2.4),
    ]

    /// Its recording into `directory`.
    func recording(in directory: URL) -> GalleryRecording {
        GalleryRecording(scene: scene, device: device, framesPerSecond: framesPerSecond, seconds: seconds,
                         file: directory.appendingPathComponent(file))
    }
}
