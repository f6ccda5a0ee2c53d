/// The WWDC24 text transition, as the session writes it (shared/seeds/001 and 003; `elapsedTime`,
/// which the notes leave out, is declared as in the session and seeds/002): the
/// `AppearanceEffectRenderer` that fades, unblurs and springs up each glyph of the runs marked with
/// `EmphasisAttribute`, the `TextTransition` that drives it, and the blog post's `flattenedRuns`.
import Aurora

struct AppearanceEffectRenderer: TextRenderer, Animatable {
    var elapsedTime: TimeInterval // (not in the notes: declared in the session and in seeds/002)


    var elementDuration: TimeInterval // 글자 하나가 애니메이션되는 시간
    var totalDuration: TimeInterval   // 전체 글자 수 포함한 전체 시간

    // spring 애니메이션: 글자의 y 이동 효과
    var spring: Spring {
        .snappy(duration: elementDuration - 0.05, extraBounce: 0.4)
    }

    // Animatable 연동
    // elapsedTime이 애니메이션되는 값
    var animatableData: Double {
        get { elapsedTime }
        set { elapsedTime = newValue }
    }

    init(elapsedTime: TimeInterval, elementDuration: Double = 0.4, totalDuration: TimeInterval) {
        self.elapsedTime = min(elapsedTime, totalDuration)
        self.elementDuration = min(elementDuration, totalDuration)
        self.totalDuration = totalDuration
    }


    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for run in layout.flattenedRuns {   // run = 동일 스타일의 텍스트 묶음
            if run[EmphasisAttribute.self] != nil { // EmphasisAttribute 일 때

                // 각 글자간의 애니메이션 시작 딜레이 계산
                let delay = elementDelay(count: run.count)

                for (index, slice) in run.enumerated() {
                    let timeOffset = TimeInterval(index) * delay

                    // index별로 아직 도달하지 않은 경우 0 → elementDuration 범위로 계산
                    let elementTime = max(0, min(elapsedTime - timeOffset, elementDuration))

                    var copy = context
                    draw(slice, at: elementTime, in: &copy) // 각 글자를 개별 애니메이션
                }

            } else {
                // EmphasisAttribute가 없으면 전체 run을 단순 페이드인
                var copy = context
                copy.opacity = UnitCurve.easeIn.value(at: elapsedTime / 0.2)
                copy.draw(run)
            }
        }
    }


    // EmphasisAttribute 일 때, 적용할 애니메이션
    func draw(_ slice: Text.Layout.RunSlice, at time: TimeInterval, in context: inout GraphicsContext) {
        // Calculate a progress value in unit space for blur and
        // opacity, which derive from `UnitCurve`.
        let progress = time / elementDuration

        let opacity = UnitCurve.easeIn.value(at: 1.4 * progress)

        let blurRadius =
            slice.typographicBounds.rect.height / 16 *
            UnitCurve.easeIn.value(at: 1 - progress)

        // The y-translation derives from a spring, which requires a
        // time in seconds.
        let translationY = spring.value(
            fromValue: -slice.typographicBounds.descent,
            toValue: 0,
            initialVelocity: 0,
            time: time)

        context.translateBy(x: 0, y: translationY)
        context.addFilter(.blur(radius: blurRadius))
        context.opacity = opacity
        context.draw(slice, options: .disablesSubpixelQuantization)
    }


     func elementDelay(count: Int) -> TimeInterval {
        let count = TimeInterval(count)
        let remainingTime = totalDuration - count * elementDuration

        return max(remainingTime / (count + 1), (totalDuration - elementDuration) / count)
    }



}

struct EmphasisAttribute: TextAttribute {}


/// The seed's code, unchanged.
struct TextTransition: Transition {
    static var properties: TransitionProperties {
        TransitionProperties(hasMotion: true)
    }

    func body(content: Content, phase: TransitionPhase) -> some View {
        let duration = 0.9
        let elapsedTime = phase.isIdentity ? duration : 0
        let renderer = AppearanceEffectRenderer(
            elapsedTime: elapsedTime,
            totalDuration: duration
        )
        content.transaction { transaction in
            if !transaction.disablesAnimations {
                transaction.animation = .linear(duration: duration)
            }
        } body: { view in
            view.textRenderer(renderer)
        }
    }
}


extension Text.Layout {
    /// The blog post's helper (shared/seeds/002): every run of every line.
    var flattenedRuns: some RandomAccessCollection<Text.Layout.Run> {
        self.flatMap { line in
            line
        }
    }

    /// The blog post's helper: every one-glyph slice of every run.
    var flattenedRunSlices: some RandomAccessCollection<Text.Layout.RunSlice> {
        flattenedRuns.flatMap(\.self)
    }
}
