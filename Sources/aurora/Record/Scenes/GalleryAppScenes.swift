/// The two seed apps' demos as `aurora record` scenes: each plays an AuroraGallery `#Preview` with the
/// interaction the session shows, scripted in screen points of the scene's device at any scale.
import Aurora
import AuroraGallery
import AuroraPreview
import Foundation

extension RecordScene {
    /// The avatar scenes' canvas: the 120-point avatar with room around it for its transitions.
    static let avatarCanvas = RenderDevice.canvas(width: 320, height: 320, scale: 2)

    /// The WWDC24 demos not recorded elsewhere, and the WWDC21 gradients app, for `RecordScene.all`.
    @MainActor static let galleryApps: [RecordScene] = [
        RecordScene("shrinking-list", "WWDC24 shrinking list: rows scaling down as they leave the top, flung and dragged",
                    seconds: 3) { (GalleryPreviewScene.view(named: "Shrinking List"), ScrollEffectScripts.verticalFling($0)) },
        RecordScene("mesh-gradient", "WWDC24 \"Mesh Gradient\" preview: the session's 3×3 mesh, full screen (a still)", seconds: 1) {
            GalleryPreviewScene.view(named: "Mesh Gradient")
        },
        RecordScene("mesh-gradient-animated", "WWDC24 \"Mesh Gradient Animated\" preview: the centre point circling as the timeline runs") {
            GalleryPreviewScene.view(named: "Mesh Gradient Animated")
        },
        RecordScene("mesh-gradient-bezier", "WWDC24 \"Mesh Gradient Bézier\" preview: a 2×2 mesh with curved edges over indigo (a still)",
                    seconds: 1) { GalleryPreviewScene.view(named: "Mesh Gradient Bézier") },
        RecordScene("avatar-scale-opacity", "WWDC24 \"Avatar Scale and Opacity\" preview: tapped online and offline, .scale + .opacity",
                    device: avatarCanvas, seconds: 2.5) { GalleryPreviewScene.avatar(named: "Avatar Scale and Opacity", $0) },
        RecordScene("twirl", "WWDC24 \"Avatar Twirl\" preview: tapped online and offline, spinning, blurring and brightening (Twirl)",
                    device: avatarCanvas, seconds: 2.5) { GalleryPreviewScene.avatar(named: "Avatar Twirl", $0) },
        RecordScene("text-transition", "WWDC24 \"Text Transition\" preview: the toggle in the group box hides and shows the title",
                    device: .canvas(width: 320, height: 240, scale: 2), seconds: 3) { timing in
            // The toggle's switch: 16 points in from the group box, which is 16 in from the edge.
            let toggle = CGPoint(x: 320 - 16 - 16 - 25, y: 16 + 16 + 15.5)
            return (GalleryPreviewScene.view(named: "Text Transition"),
                    [.tap(at: toggle, time: 0.2), .tap(at: toggle, time: timing.seconds / 2 + 0.1)])
        },
        RecordScene("ripple-editor", "WWDC24 \"Ripple Editor\" preview: a tap moves the origin, the Time slider scrubs the ripple",
                    device: .canvas(width: 320, height: 480, scale: 2), seconds: 3) { timing in
            // The Time slider spans x 32…156 at y 41; its thumb starts at 0.3 of 0…2 (x 60).
            (GalleryPreviewScene.view(named: "Ripple Editor"),
             [.tap(at: CGPoint(x: 160, y: 300), time: 0.1),
              .drag(from: CGPoint(x: 60, y: 41), to: CGPoint(x: 150, y: 41), time: 0.3, duration: max(0.1, timing.seconds - 0.6))])
        },
        RecordScene("gradients-library", "WWDC21 gradients library: the large title collapsing as the list scrolls, then Sunset pushed",
                    device: .iPhoneSE, seconds: 3.2) { timing in
            (GalleryPreviewScene.view(named: "Gradient Library"),
             [.drag(from: CGPoint(x: 187, y: 500), to: CGPoint(x: 187, y: 300), time: 0.2, duration: 0.3),
              .drag(from: CGPoint(x: 187, y: 300), to: CGPoint(x: 187, y: 500), time: timing.seconds * 0.35, duration: 0.3),
              .tap(at: CGPoint(x: 187, y: 181), time: timing.seconds * 0.65)])
        },
        RecordScene("gradient-editor", "WWDC21 gradient editor: the name field focused, the keyboard up, a word typed, then Done",
                    device: .iPhoneSE, seconds: 3) { timing in
            // The name in the bottom bar, and the bar's Done button.
            let typed = " Glow".enumerated().map { index, character in
                ScriptedInput.type(String(character), time: 0.9 + 0.15 * Double(index))
            }
            return (GalleryPreviewScene.view(named: "Gradient Editor"),
                    [.tap(at: CGPoint(x: 60, y: 602), time: 0.2)] + typed + [.tap(at: CGPoint(x: 343, y: 42), time: timing.seconds * 0.75)])
        },
        RecordScene("shapes-visualizer", "WWDC21 shapes visualizer: a star zoomed over the others and back, then a shuffle",
                    device: .iPhoneSE, seconds: 3.2) { timing in
            // The star at (195, 351); zoomed, it sits in the middle of the content (y 64…667).
            (GalleryPreviewScene.view(named: "Shapes Visualizer"),
             [.tap(at: CGPoint(x: 195, y: 351), time: 0.2),
              .tap(at: CGPoint(x: 187, y: 365), time: timing.seconds * 0.45),
              .tap(at: CGPoint(x: 355, y: 640), time: timing.seconds * 0.7)])
        },
        RecordScene("particle-visualizer", "WWDC21 particle visualizer: three taps, three bursts of fireworks",
                    device: .iPhoneSE, seconds: 2.5) { timing in
            let points = [CGPoint(x: 187, y: 300), CGPoint(x: 110, y: 450), CGPoint(x: 270, y: 200)]
            return (GalleryPreviewScene.view(named: "Particle Visualizer"),
                    points.enumerated().map { index, point in .tap(at: point, time: 0.1 + timing.seconds * 0.3 * Double(index)) })
        },
    ]
}
