/// `AnimatedViewPage`: a gallery page recorded over time and written as an animated PNG.
import Aurora
import AuroraImageIO
import AuroraPreview
import Foundation

/// An animated gallery page: a `record` scene run on the frame clock and written as `<slug>.apng`.
///
/// Adding one is a line in `all` naming a scene of `RecordScene.all`.
struct AnimatedViewPage {
    /// The file name stem (`view-tap-tiles`).
    let slug: String
    /// The page's title on the index.
    let title: String
    /// The `RecordScene` it records.
    let scene: String
    /// Frames per second of the recording. Default: 30.
    var framesPerSecond = 30
    /// The device; nil means the scene's own.
    var device: RenderDevice? = nil
    /// The length in seconds; nil means the scene's own.
    var seconds: Double? = nil

    /// The animated pages, in index order.
    @MainActor static let all: [AnimatedViewPage] = [
        AnimatedViewPage(slug: "view-tap-tiles", title: "Recording: tiles lit by scripted taps (APNG)", scene: "tap-tiles", framesPerSecond: 20),
        AnimatedViewPage(slug: "view-avatar-scale-opacity", title: "Transitions: an avatar in and out with .scale.combined(with: .opacity) (APNG)",
                         scene: "avatar-scale-opacity", framesPerSecond: 15, device: .canvas(width: 200, height: 200, scale: 1), seconds: 2),
        AnimatedViewPage(slug: "view-twirl", title: "Transitions: the WWDC24 Twirl (APNG)", scene: "twirl", framesPerSecond: 15,
                         device: .canvas(width: 200, height: 200, scale: 1), seconds: 2),
        AnimatedViewPage(slug: "view-text-lines", title: "TextRenderer transition: line by line (APNG)", scene: "text-lines",
                         framesPerSecond: 12, device: .canvas(width: 300, height: 160, scale: 1), seconds: 2.4),
        AnimatedViewPage(slug: "view-text-glyphs", title: "TextRenderer transition: glyph by glyph (APNG)", scene: "text-glyphs",
                         framesPerSecond: 12, device: .canvas(width: 300, height: 160, scale: 1), seconds: 2.4),
        AnimatedViewPage(slug: "view-text-emphasis", title: "TextRenderer transition: the EmphasisAttribute run (APNG)", scene: "text-emphasis",
                         framesPerSecond: 12, device: .canvas(width: 300, height: 160, scale: 1), seconds: 2.4),
        AnimatedViewPage(slug: "view-particles", title: "TimelineView + Canvas: the WWDC21 particle visualizer (APNG)", scene: "particles",
                         framesPerSecond: 15, device: .canvas(width: 200, height: 300, scale: 2), seconds: 2),
        AnimatedViewPage(slug: "view-ripple", title: "keyframeAnimator: the WWDC24 ripple from three touches (APNG)", scene: "ripple",
                         framesPerSecond: 15, device: .canvas(width: 200, height: 270, scale: 1), seconds: 3),
        AnimatedViewPage(slug: "view-carousel", title: "ScrollView + scrollTransition: the WWDC24 circular carousel, flung page by page (APNG)",
                         scene: "carousel", framesPerSecond: 15, device: onePointScale(.iPhone15Pro)),
        AnimatedViewPage(slug: "view-parallax", title: "ScrollView + scrollTransition: the WWDC24 parallax cards (APNG)",
                         scene: "parallax", framesPerSecond: 15, device: onePointScale(.iPhone15Pro)),
        AnimatedViewPage(slug: "view-hue-list", title: "ScrollView + visualEffect: the WWDC24 hue-rotating list, flung and dragged (APNG)",
                         scene: "hue-list", framesPerSecond: 15, device: onePointScale(.iPhone15Pro)),
    ]

    /// `device` at one pixel per point (the scroll scenes' scripts use its screen points).
    private static func onePointScale(_ device: RenderDevice) -> RenderDevice {
        RenderDevice(name: device.name, size: device.size, scale: 1, safeAreaInsets: device.safeAreaInsets)
    }

    /// Records every page into `directory` as `<slug>.apng`, calling `progress` after each, and returns the files written with their titles.
    @MainActor
    static func writeAll(in directory: URL, progress: () -> Void) throws(GalleryError) -> [(file: String, title: String)] {
        var written: [(file: String, title: String)] = []
        for page in all {
            let file = directory.appendingPathComponent(page.slug + ".apng")
            guard let scene = RecordScene.named(page.scene) else {
                throw .renderFailed(topic: page.slug, reason: "no record scene '\(page.scene)'")
            }
            let timing = RecordScene.Timing(framesPerSecond: page.framesPerSecond, seconds: page.seconds ?? scene.seconds)
            let recorder = scene.makeRecorder(page.device ?? scene.device, timing)
            do {
                let output = try AnimationFileOutput(path: file.path) { APNGWriter(hasAlpha: recorder.hasAlpha, sink: $0) }
                try recorder.record(seconds: timing.seconds) { try output.append($0) }
                _ = try output.finish()
            } catch {
                throw .writeFailed(path: file.path, reason: "\(error)")
            }
            written.append((page.slug + ".apng", page.title))
            progress()
        }
        return written
    }
}
