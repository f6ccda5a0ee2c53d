/// The Spring and UnitCurve calls of the seed's AppearanceEffectRenderer (WWDC24 text transition), as written there.
import Foundation
import Testing
import Aurora

/// The timing part of the seed's `AppearanceEffectRenderer`, with its expressions unchanged (the drawing needs
/// `Text.Layout`, which the text renderer brings).
private struct AppearanceTiming {
    var elapsedTime: TimeInterval
    var elementDuration: TimeInterval
    var totalDuration: TimeInterval

    var spring: Spring {
        .snappy(duration: elementDuration - 0.05, extraBounce: 0.4)
    }

    /// The whole-run fade of a run without the emphasis attribute.
    var runOpacity: Double { UnitCurve.easeIn.value(at: elapsedTime / 0.2) }

    /// Opacity, blur radius and y-translation of one slice at `time`, for a slice of `height` and `descent`.
    func slice(at time: TimeInterval, height: CGFloat, descent: CGFloat) -> (opacity: Double, blur: Double, y: CGFloat) {
        let progress = time / elementDuration
        let opacity = UnitCurve.easeIn.value(at: 1.4 * progress)
        let blurRadius =
            height / 16 *
            UnitCurve.easeIn.value(at: 1 - progress)
        let translationY = spring.value(
            fromValue: -descent,
            toValue: 0,
            initialVelocity: 0,
            time: time)
        return (opacity, blurRadius, translationY)
    }
}

@Suite struct SeedAppearanceEffectMathTests {
    @Test func sliceStartsLowBlurredAndTransparentAndSettles() {
        let timing = AppearanceTiming(elapsedTime: 0.1, elementDuration: 0.4, totalDuration: 1)
        #expect(approximately(timing.spring.duration, 0.35))
        #expect(approximately(timing.spring.bounce, 0.55))
        let start = timing.slice(at: 0, height: 32, descent: 8)
        #expect(start.opacity == 0)
        #expect(start.blur == 2)
        #expect(start.y == -8)
        let end = timing.slice(at: 0.4, height: 32, descent: 8)
        #expect(end.opacity == 1)
        #expect(end.blur == 0)
        #expect(abs(end.y) < 2)
        // The snappy spring with extra bounce overshoots above the baseline on the way.
        let overshoot = stride(from: 0.0, through: 0.4, by: 0.01).map { timing.slice(at: $0, height: 32, descent: 8).y }.max() ?? 0
        #expect(overshoot > 0)
        #expect(approximately(timing.runOpacity, UnitCurve.easeIn.value(at: 0.5)))
    }
}
