/// The WWDC24 text transition: the session's `TextTransition` and `AppearanceEffectRenderer`, animating
/// line by line, glyph by glyph, or only the runs marked with `EmphasisAttribute`.
import Aurora
import AuroraPreview
import Foundation

/// Marks the runs the renderer animates glyph by glyph in `.emphasis` mode.
struct EmphasisAttribute: TextAttribute {}

/// Which pieces of the text appear one after another.
enum AppearanceGranularity: Hashable, Sendable {
    case line, glyph, emphasis
}

/// The session's renderer: each element fades in, unblurs and springs up into place, one after another.
struct AppearanceEffectRenderer: TextRenderer, Animatable {
    var elapsedTime: TimeInterval
    var elementDuration: TimeInterval
    var totalDuration: TimeInterval
    var granularity: AppearanceGranularity

    var spring: Spring { .snappy(duration: elementDuration - 0.05, extraBounce: 0.4) }

    var animatableData: Double {
        get { elapsedTime }
        set { elapsedTime = newValue }
    }

    init(elapsedTime: TimeInterval, elementDuration: Double = 0.4, totalDuration: TimeInterval, granularity: AppearanceGranularity) {
        self.elapsedTime = min(elapsedTime, totalDuration)
        self.elementDuration = min(elementDuration, totalDuration)
        self.totalDuration = totalDuration
        self.granularity = granularity
    }

    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        switch granularity {
        case .line:
            let delay = elementDelay(count: layout.count)
            for (index, line) in layout.enumerated() {
                var copy = context
                prepare(&copy, bounds: line.typographicBounds, at: elementTime(index: index, delay: delay))
                copy.draw(line, options: .disablesSubpixelQuantization)
            }
        case .glyph:
            let slices = layout.flatMap { line in line.flatMap { run in run } }
            let delay = elementDelay(count: slices.count)
            for (index, slice) in slices.enumerated() {
                var copy = context
                prepare(&copy, bounds: slice.typographicBounds, at: elementTime(index: index, delay: delay))
                copy.draw(slice, options: .disablesSubpixelQuantization)
            }
        case .emphasis:
            for run in layout.flatMap({ line in line }) {
                if run[EmphasisAttribute.self] != nil {
                    let delay = elementDelay(count: run.count)
                    for (index, slice) in run.enumerated() {
                        var copy = context
                        prepare(&copy, bounds: slice.typographicBounds, at: elementTime(index: index, delay: delay))
                        copy.draw(slice, options: .disablesSubpixelQuantization)
                    }
                } else {
                    var copy = context
                    copy.opacity = UnitCurve.easeIn.value(at: elapsedTime / 0.2)
                    copy.draw(run)
                }
            }
        }
    }

    /// How far element `index` is into its own animation.
    private func elementTime(index: Int, delay: TimeInterval) -> TimeInterval {
        max(0, min(elapsedTime - TimeInterval(index) * delay, elementDuration))
    }

    /// Sets up `context` for an element with `bounds` at `time` into its animation: opacity and blur from
    /// an ease-in curve, the rise from the spring.
    private func prepare(_ context: inout GraphicsContext, bounds: Text.Layout.TypographicBounds, at time: TimeInterval) {
        let progress = time / elementDuration
        let opacity = UnitCurve.easeIn.value(at: 1.4 * progress)
        let blurRadius = bounds.rect.height / 16 * UnitCurve.easeIn.value(at: 1 - progress)
        let translationY = spring.value(fromValue: -bounds.descent, toValue: 0, initialVelocity: 0, time: time)
        context.translateBy(x: 0, y: translationY)
        context.addFilter(.blur(radius: blurRadius))
        context.opacity = opacity
    }

    private func elementDelay(count: Int) -> TimeInterval {
        let count = TimeInterval(max(count, 1))
        let remainingTime = totalDuration - count * elementDuration
        return max(remainingTime / (count + 1), (totalDuration - elementDuration) / count)
    }
}

/// The session's transition: the renderer's elapsed time runs from 0 to the duration, linearly.
struct TextTransition: Transition {
    var granularity: AppearanceGranularity

    static var properties: TransitionProperties { TransitionProperties(hasMotion: true) }

    func body(content: Content, phase: TransitionPhase) -> some View {
        let duration = 0.9
        let elapsedTime = phase.isIdentity ? duration : 0
        let renderer = AppearanceEffectRenderer(elapsedTime: elapsedTime, totalDuration: duration, granularity: granularity)
        content.transaction { transaction in
            if !transaction.disablesAnimations {
                transaction.animation = .linear(duration: duration)
            }
        } body: { view in
            view.textRenderer(renderer)
        }
    }
}

/// "Build Visual Effects with SwiftUI" appearing with the text transition, then leaving.
struct TextTransitionScene: View {
    let visibility: SceneVisibility
    let granularity: AppearanceGranularity

    var body: some View {
        ZStack {
            Color.clear
            if visibility.isVisible {
                let visualEffects = Text("Visual Effects")
                    .customAttribute(EmphasisAttribute())
                    .foregroundStyle(.pink)
                    .bold()
                Text("Build \(visualEffects) with SwiftUI 🧑‍💻")
                    .font(.system(.title, design: .rounded, weight: .semibold))
                    .frame(width: 250)
                    .transition(TextTransition(granularity: granularity))
            }
        }
        .multilineTextAlignment(.center)
    }

    /// The text appearing at 0.2 s and leaving at two thirds of the recording.
    @MainActor static func scripted(_ granularity: AppearanceGranularity, _ timing: RecordScene.Timing) -> (TextTransitionScene, [ScriptedInput]) {
        let visibility = SceneVisibility()
        return (TextTransitionScene(visibility: visibility, granularity: granularity), visibility.script(hideTime: timing.seconds * 2 / 3))
    }
}
