/// `GalleryDemo`: one demo of the two seed apps as the gallery shows it — its recording, its code and how to open it live.
import Aurora
import AuroraGallery
import Foundation

/// A demo of the gallery's first section: an AuroraGallery `#Preview`, recorded by a `record`
/// scene that plays its scripted interaction, shown beside the source files it is written in.
struct GalleryDemo {
    /// The session the demo comes from (`WWDC24`).
    let session: String
    /// The `#Preview`'s name (`Shapes Visualizer`).
    let preview: String
    /// What the recording shows, one sentence.
    let caption: String
    /// The `RecordScene` that plays it.
    let scene: String
    /// Its source files, as paths in AuroraGallery (`WWDC21/ShapeVisualizer.swift`), the one with the demo first.
    let sources: [String]

    /// The recording's frame rate and length: smooth enough to read the motion, few enough frames
    /// that the first `swift run aurora gallery` (a debug build) does not wait long for them. A
    /// demo in which nothing moves is recorded as a still: one frame.
    var framesPerSecond = 12
    var seconds = 2.5
    /// The recording's pixels per point: 1, or less for a demo whose every pixel is expensive in a
    /// debug build (a full-screen mesh gradient) and which loses nothing drawn at half the density.
    var scale: Double = 1

    /// The demos, in page order: the WWDC24 session's, then the WWDC21 gradients app.
    static let all: [GalleryDemo] = [
        GalleryDemo(session: "WWDC24", preview: "Circular Carousel", caption: "Paging flings; cards tilt and drop as they leave the middle (scrollTransition).",
                    scene: "carousel", sources: ["WWDC24/ScrollEffects.swift"]),
        GalleryDemo(session: "WWDC24", preview: "Parallax Cards", caption: "Circles slide inside their cards as the cards scroll (scrollTransition, offset).",
                    scene: "parallax", sources: ["WWDC24/ScrollEffects.swift"]),
        GalleryDemo(session: "WWDC24", preview: "Hue Rotation List", caption: "Each row's hue follows its place on screen (visualEffect, hueRotation).",
                    scene: "hue-list", sources: ["WWDC24/ScrollEffects.swift"]),
        GalleryDemo(session: "WWDC24", preview: "Shrinking List", caption: "Rows shrink, lift and blur as they reach the top (visualEffect).",
                    scene: "shrinking-list", sources: ["WWDC24/ScrollEffects.swift"]),
        GalleryDemo(session: "WWDC24", preview: "Mesh Gradient", caption: "The session's 3×3 mesh, its centre point pulled up and right (MeshGradient). Nothing in it moves: a still.",
                    scene: "mesh-gradient", sources: ["WWDC24/MeshGradients.swift"], framesPerSecond: 1, seconds: 1, scale: 0.5),
        GalleryDemo(session: "WWDC24", preview: "Mesh Gradient Animated", caption: "The centre point circles as the timeline runs, and the colours follow it (TimelineView, MeshGradient).",
                    scene: "mesh-gradient-animated", sources: ["WWDC24/MeshGradients.swift"], framesPerSecond: 8, scale: 0.5),
        GalleryDemo(session: "WWDC24", preview: "Mesh Gradient Bézier", caption: "A 2×2 mesh whose edges are Bézier curves, over an indigo background (MeshGradient.BezierPoint). A still.",
                    scene: "mesh-gradient-bezier", sources: ["WWDC24/MeshGradients.swift"], framesPerSecond: 1, seconds: 1, scale: 0.5),
        GalleryDemo(session: "WWDC24", preview: "Avatar Scale and Opacity", caption: "A tap brings the avatar online, growing and fading in; another takes it offline (.scale.combined(with: .opacity)).",
                    scene: "avatar-scale-opacity", sources: ["WWDC24/AvatarTransition.swift"]),
        GalleryDemo(session: "WWDC24", preview: "Avatar Twirl", caption: "The same taps with the session's custom Transition: the avatar spins in from a full turn, small, blurred and bright, and out again.",
                    scene: "twirl", sources: ["WWDC24/AvatarTransition.swift", "WWDC24/Twirl.swift"]),
        GalleryDemo(session: "WWDC24", preview: "Text Transition", caption: "The toggle hides and shows the title glyph by glyph (TextRenderer, Transition).",
                    scene: "text-transition", sources: ["WWDC24/TextTransitionPreview.swift", "WWDC24/TextTransition.swift"]),
        GalleryDemo(session: "WWDC24", preview: "Ripple", caption: "Three presses, each rippling the picture from where it landed (layerEffect, keyframeAnimator).",
                    scene: "ripple", sources: ["WWDC24/Ripple.swift", "WWDC24/SpatialPressingGesture.swift", "Resources/Ripple.metal"]),
        GalleryDemo(session: "WWDC24", preview: "Ripple Editor", caption: "A tap moves the ripple's origin; the Time slider scrubs it (sliders in a Grid driving the shader).",
                    scene: "ripple-editor", sources: ["WWDC24/Ripple.swift", "Resources/Ripple.metal"]),
        GalleryDemo(session: "WWDC21", preview: "Gradient Library", caption: "The large title collapses as the list scrolls under the bar; a tap pushes Sunset's detail.",
                    scene: "gradients-library",
                    sources: ["WWDC21/GradientLibrary.swift", "WWDC21/GradientLibraryModel.swift", "WWDC21/GradientModel.swift"]),
        GalleryDemo(session: "WWDC21", preview: "Gradient Editor", caption: "The name field takes focus, the keyboard lifts the material bar, a word is typed, then Done.",
                    scene: "gradient-editor", sources: ["WWDC21/GradientDetailView.swift"]),
        GalleryDemo(session: "WWDC21", preview: "Shapes Visualizer", caption: "A tapped star zooms over the others (zIndex) and back; a tap on the background shuffles.",
                    scene: "shapes-visualizer", sources: ["WWDC21/ShapeVisualizer.swift", "WWDC21/SeededRandom.swift"]),
        GalleryDemo(session: "WWDC21", preview: "Particle Visualizer", caption: "Three taps, three bursts (TimelineView, Canvas, screen blend).",
                    scene: "particle-visualizer", sources: ["WWDC21/ParticleVisualizer.swift"]),
    ]

    /// The file name stem of its recordings (`demo-shapes-visualizer`).
    var slug: String { "demo-" + scene }

    /// Its recording into `directory`, on the scene's own device at `scale`.
    func recording(in directory: URL) -> GalleryRecording {
        GalleryRecording(scene: scene, scale: scale, framesPerSecond: framesPerSecond, seconds: seconds, file: directory.appendingPathComponent(slug + ".apng"))
    }

    /// The text of `file` as it was compiled into AuroraGallery, or nil when it is not there.
    static func source(_ file: String) -> String? { GallerySource.files[file] }

    /// The `#Preview`'s id in `aurora preview` (its `#fileID` and line), or nil when AuroraGallery has no preview of that name.
    @MainActor var previewID: String? {
        PreviewCatalog.preview(named: preview, inModule: "AuroraGallery")?.id
    }

    /// How to open it live: the command, and the page address that selects the preview.
    @MainActor var previewInstruction: String? {
        guard let id = previewID else { return nil }
        let fragment = id.addingPercentEncoding(withAllowedCharacters: .urlFragmentAllowed) ?? id
        return "swift run -c release aurora preview   # then open http://127.0.0.1:\(PreviewCommand.defaultPort)/#\(fragment)"
    }
}
