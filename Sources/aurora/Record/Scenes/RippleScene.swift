/// The WWDC24 ripple: the session's `RippleEffect` (a keyframe animator driving the Ripple `layerEffect`)
/// restarted by scripted taps on a mesh-gradient card.
import Aurora
import AuroraPreview
import AuroraShaders
import Foundation
import Observation

/// Where the card was last touched and how many touches there were: what restarts the ripple.
@MainActor @Observable
final class RippleTouches {
    var origin = CGPoint.zero
    var count = 0

    /// A touch at `location` in the card's space.
    func touch(at location: CGPoint) {
        origin = location
        count += 1
    }
}

/// A card that ripples from wherever it is touched, as in the session's demo.
struct RippleScene: View {
    static let cardSize = CGSize(width: 180, height: 250)
    let touches: RippleTouches

    var body: some View {
        RoundedRectangle(cornerRadius: 20)
            .fill(MeshGradient(width: 3, height: 3, points: [
                [0, 0], [0.5, 0], [1, 0],
                [0, 0.5], [0.7, 0.35], [1, 0.5],
                [0, 1], [0.5, 1], [1, 1],
            ], colors: [.indigo, .purple, .pink, .blue, .cyan, .orange, .mint, .teal, .yellow]))
            .overlay {
                Image(systemName: "sparkle").font(.system(size: 64, weight: .bold)).foregroundStyle(.white)
            }
            .frame(width: Self.cardSize.width, height: Self.cardSize.height)
            .modifier(RippleEffect(at: touches.origin, trigger: touches.count))
            .onTapGesture { touches.touch(at: $0) }
    }

    /// Touches the card at three places (in the card's space, so on any device), spread over the recording.
    @MainActor static func scripted(_ timing: RecordScene.Timing) -> (RippleScene, [ScriptedInput]) {
        let touches = RippleTouches()
        let points = [CGPoint(x: 90, y: 125), CGPoint(x: 45, y: 60), CGPoint(x: 140, y: 200)]
        let inputs = points.enumerated().map { index, point in
            ScriptedInput.action(at: 0.1 + timing.seconds * Double(index) / Double(points.count)) { touches.touch(at: point) }
        }
        return (RippleScene(touches: touches), inputs)
    }
}

/// A modifier that runs the ripple from `origin` whenever `trigger` changes (the session's code, with the
/// shader read from Aurora's copy of the session's `Ripple.metal`).
struct RippleEffect<T: Equatable>: ViewModifier {
    var origin: CGPoint
    var duration: TimeInterval { 3 }
    var trigger: T

    init(at origin: CGPoint, trigger: T) {
        self.origin = origin
        self.trigger = trigger
    }

    func body(content: Content) -> some View {
        let origin = origin
        let duration = duration
        content.keyframeAnimator(initialValue: 0, trigger: trigger) { view, elapsedTime in
            view.modifier(RippleModifier(origin: origin, elapsedTime: elapsedTime, duration: duration))
        } keyframes: { _ in
            MoveKeyframe(0)
            LinearKeyframe(duration, duration: duration)
        }
    }
}

/// The session's ripple `layerEffect` at one elapsed time.
struct RippleModifier: ViewModifier {
    static let library = ShaderLibrary(data: Data(SampleShaders.ripple.utf8))
    var origin: CGPoint
    var elapsedTime: TimeInterval
    var duration: TimeInterval
    var amplitude: Double = 12
    var frequency: Double = 15
    var decay: Double = 8
    var speed: Double = 1200

    func body(content: Content) -> some View {
        let shader = Self.library.Ripple(.float2(origin), .float(elapsedTime), .float(amplitude), .float(frequency),
                                         .float(decay), .float(speed))
        let maxSampleOffset = CGSize(width: amplitude, height: amplitude)
        let isEnabled = 0 < elapsedTime && elapsedTime < duration
        content.visualEffect { view, _ in
            view.layerEffect(shader, maxSampleOffset: maxSampleOffset, isEnabled: isEnabled)
        }
    }
}
