/// The WWDC21 particle visualizer: a `TimelineView(.animation)` redrawing a `Canvas` of fireworks —
/// ellipses and sparkle symbols composited with the screen blend mode.
import Aurora
import Foundation

/// Fireworks bursts drawn every frame from the timeline's date, as the session's visualizer does.
struct ParticleVisualizerScene: View {
    var body: some View {
        TimelineView(.animation) { timeline in
            Canvas { context, size in
                Fireworks(size: size).draw(in: &context, at: timeline.date.timeIntervalSinceReferenceDate)
            }
        }
        .background(.black)
        .ignoresSafeArea()
    }
}

/// A deterministic fireworks show: a burst every `interval` seconds at a pseudo-random place, each
/// throwing `particlesPerBurst` particles outward under gravity that fade over `lifetime`.
struct Fireworks {
    let size: CGSize
    static let interval = 0.35
    static let lifetime = 1.8
    static let particlesPerBurst = 48
    static let hues: [Double] = [0.95, 0.08, 0.14, 0.45, 0.55, 0.75]

    /// A number in 0..<1 from an index and a salt (SplitMix64): the same on every run.
    static func unit(_ index: Int, _ salt: UInt64) -> Double {
        var z = UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15 &+ salt &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
    }

    /// Draws the bursts alive at `time`: each particle an ellipse in its burst's colour with a sparkle
    /// over it, screen-blended so overlaps brighten, fading with age.
    func draw(in context: inout GraphicsContext, at time: TimeInterval) {
        let sparkle = context.resolve(Image(systemName: "sparkle"))
        context.blendMode = .screen
        let newest = Int((time / Self.interval).rounded(.down))
        let alive = Int((Self.lifetime / Self.interval).rounded(.up))
        for burst in max(0, newest - alive)...max(0, newest) {
            let age = time - Double(burst) * Self.interval
            guard age >= 0, age < Self.lifetime else { continue }
            let center = CGPoint(x: size.width * (0.15 + 0.7 * Self.unit(burst, 1)),
                                 y: size.height * (0.15 + 0.45 * Self.unit(burst, 2)))
            let hue = Self.hues[burst % Self.hues.count]
            var burstContext = context
            burstContext.opacity = 1 - age / Self.lifetime
            var burstSparkle = sparkle
            burstSparkle.shading = .color(Color(hue: hue, saturation: 0.3, brightness: 1))
            for index in 0..<Self.particlesPerBurst {
                let particle = burst * Self.particlesPerBurst + index
                let angle = 2 * Double.pi * Self.unit(particle, 3)
                let speed = Double(min(size.width, size.height)) * (0.2 + 0.3 * Self.unit(particle, 4))
                let x = center.x + cos(angle) * speed * age
                let y = center.y + sin(angle) * speed * age + 0.2 * size.height * age * age
                let diameter = 6 + 10 * Self.unit(particle, 5)
                let frame = CGRect(x: x - diameter / 2, y: y - diameter / 2, width: diameter, height: diameter)
                burstContext.fill(Ellipse().path(in: frame),
                                  with: .color(Color(hue: hue, saturation: 0.8, brightness: 0.9)))
                burstContext.draw(burstSparkle, in: frame.insetBy(dx: -diameter / 4, dy: -diameter / 4))
            }
        }
    }
}
