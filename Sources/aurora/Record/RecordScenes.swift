/// The scenes `aurora record` knows, by name: add a scene with one line in `all`.
import Aurora
import AuroraGallery
import AuroraPreview
import Foundation
import Observation

extension RecordScene {
    /// Every scene, in `--list` order.
    @MainActor static let all: [RecordScene] = [
        RecordScene("gradient-detail", "WWDC21 gradient detail screen (still)") {
            NavigationStack { GradientDetailView(gradient: .constant(GradientLibraryModel.samples[0])) }
        },
        RecordScene("tap-tiles", "a grid of tiles lit one by one by scripted taps", device: .canvas(width: 240, height: 240, scale: 2),
                    seconds: 2, scripted: TapTilesScene.scripted),
        RecordScene("gradient-spin", "an angular gradient turning and a dot orbiting, driven every frame", scripted: GradientSpinScene.scripted),
        RecordScene("ripple", "WWDC24 ripple: the Ripple preview pressed at three points, each press restarting the layerEffect",
                    device: .canvas(width: 200, height: 270, scale: 2), scripted: GalleryPreviewScene.ripple),
        RecordScene("text-lines", "WWDC24 text transition, line by line", scripted: { TextTransitionScene.scripted(.line, $0) }),
        RecordScene("text-glyphs", "WWDC24 text transition, glyph by glyph", scripted: { TextTransitionScene.scripted(.glyph, $0) }),
        RecordScene("text-emphasis", "WWDC24 text transition: the EmphasisAttribute run glyph by glyph, the rest fading",
                    scripted: { TextTransitionScene.scripted(.emphasis, $0) }),
    ] + scrollEffects + galleryApps

    /// The scene called `name`, or nil.
    @MainActor static func named(_ name: String) -> RecordScene? { all.first { $0.name == name.lowercased() } }
}

/// Tiles that toggle when tapped; the script taps them in reading order.
struct TapTilesScene: View {
    static let columns = 4

    var body: some View {
        Grid(horizontalSpacing: 8, verticalSpacing: 8) {
            ForEach(0..<Self.columns, id: \.self) { row in
                GridRow {
                    ForEach(0..<Self.columns, id: \.self) { column in TapTile(hue: Double(row * Self.columns + column) / 16) }
                }
            }
        }
        .padding(16)
    }

    /// A tap on each tile's centre, spread over the recording.
    @MainActor static func scripted(_ timing: RecordScene.Timing) -> (TapTilesScene, [ScriptedInput]) {
        // 240 × 240 points: 16 padding, tiles of 46 with 8 between, centres at 16 + 23 + 54·i.
        let taps = (0..<(columns * columns)).map { index in
            ScriptedInput.tap(at: CGPoint(x: 39 + 54 * (index % columns), y: 39 + 54 * (index / columns)),
                              time: timing.seconds * Double(index) / Double(columns * columns))
        }
        return (TapTilesScene(), taps)
    }
}

/// One tile: grey until tapped, then its hue.
struct TapTile: View {
    let hue: Double
    @State private var isLit = false

    var body: some View {
        RoundedRectangle(cornerRadius: 10)
            .fill(isLit ? Color(hue: hue, saturation: 0.7, brightness: 0.95) : Color(white: 0.85))
            .frame(width: 46, height: 46)
            .onTapGesture { isLit.toggle() }
    }
}

/// The phase of `GradientSpinScene`, set by the script at every frame.
@MainActor @Observable
final class SpinModel {
    var phase = 0.0
}

/// A full-screen angular gradient turning once per 3 seconds, with a dot orbiting it.
struct GradientSpinScene: View {
    let model: SpinModel

    var body: some View {
        ZStack {
            AngularGradient(colors: [.pink, .orange, .yellow, .mint, .blue, .purple, .pink], center: .center)
                .rotationEffect(.degrees(model.phase * 120))
                .ignoresSafeArea()
            Circle().fill(.white).frame(width: 44, height: 44)
                .shadow(color: .black.opacity(0.3), radius: 6, y: 3)
                .offset(x: 120 * cos(model.phase * 2 * .pi / 3), y: 120 * sin(model.phase * 2 * .pi / 3))
            Text(String(format: "%.2f s", model.phase)).font(.title.bold()).foregroundStyle(.white)
        }
    }

    /// Sets the phase to the frame's time at every frame.
    @MainActor static func scripted(_ timing: RecordScene.Timing) -> (GradientSpinScene, [ScriptedInput]) {
        let model = SpinModel()
        let frames = max(1, Int((timing.seconds * Double(timing.framesPerSecond)).rounded()))
        let inputs = (0..<frames).map { frame in
            let time = Double(frame) / Double(timing.framesPerSecond)
            return ScriptedInput.action(at: time) { model.phase = time }
        }
        return (GradientSpinScene(model: model), inputs)
    }
}
