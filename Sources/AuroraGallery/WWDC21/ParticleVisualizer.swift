/// The gradients app's particle visualizer: a `TimelineView(.animation)` redrawing a `Canvas` of fireworks —
/// ellipses in the library's colours with sparkle symbols, composited with the screen blend mode — and a tap adds a burst.
import Aurora
import Foundation

/// As the session builds it: the timeline's date drives the simulation, the canvas sets the screen
/// blend mode and draws every live particle as an ellipse with a sparkle over it. A burst starts
/// every `Fireworks.interval` seconds on its own, and a tap starts one where the finger lands.
public struct ParticleVisualizer: View {
    let gradients: [GradientModel]
    @State private var taps: [Fireworks.Burst] = []

    /// Fireworks in the colours of `gradients`.
    public init(gradients: [GradientModel]) { self.gradients = gradients }

    public var body: some View {
        TimelineView(.animation) { timeline in
            let now = timeline.date.timeIntervalSinceReferenceDate
            Canvas { context, size in
                Fireworks(size: size, colors: colors, taps: taps).draw(in: &context, at: now)
            }
            .gesture(SpatialTapGesture().onEnded { tap in
                taps = (taps + [Fireworks.Burst(center: tap.location, start: now)]).suffix(Fireworks.maximumTaps)
            })
        }
        .background(.black)
        .ignoresSafeArea()
        .accessibilityElement()
        .accessibilityLabel("Fireworks")
        .accessibilityAddTraits(.allowsDirectInteraction)
    }

    /// Every colour of every gradient in the library (the system colours when it is empty).
    private var colors: [Color] {
        let all = gradients.flatMap { $0.stops.map(\.color) }
        return all.isEmpty ? [.pink, .orange, .yellow, .mint, .cyan, .purple] : all
    }
}

/// A deterministic fireworks show: a burst every `interval` seconds at a pseudo-random place, plus
/// the tapped bursts, each throwing `particlesPerBurst` particles outward under gravity that fade over `lifetime`.
struct Fireworks {
    /// A burst that starts at `start` seconds at `center`.
    struct Burst: Equatable {
        var center: CGPoint
        var start: TimeInterval
    }

    let size: CGSize
    let colors: [Color]
    var taps: [Burst] = []
    static let interval = 0.35
    static let lifetime = 1.8
    static let particlesPerBurst = 48
    /// How many tapped bursts are kept (the oldest go first).
    static let maximumTaps = 32

    /// The scheduled bursts alive at `time`, each with its index (which seeds its particles).
    func scheduledBursts(at time: TimeInterval) -> [(index: Int, burst: Burst)] {
        guard time.isFinite else { return [] }
        let newest = Int(max(0, min(time / Self.interval, Double(Int.max / 2))).rounded(.down))
        let alive = Int((Self.lifetime / Self.interval).rounded(.up))
        return (max(0, newest - alive)...newest).map { index in
            (index, Burst(center: CGPoint(x: size.width * (0.15 + 0.7 * SeededRandom.unit(index, 1)),
                                         y: size.height * (0.15 + 0.45 * SeededRandom.unit(index, 2))),
                          start: Double(index) * Self.interval))
        }
    }

    /// Draws the bursts alive at `time`: each particle an ellipse with a sparkle over it, both in the
    /// burst's colour, screen-blended so overlaps brighten, fading with age.
    func draw(in context: inout GraphicsContext, at time: TimeInterval) {
        let sparkle = context.resolve(Image(systemName: "sparkle"))
        context.blendMode = .screen
        let tapped = taps.enumerated().map { (index: -1 - $0.offset, burst: $0.element) }
        for (index, burst) in scheduledBursts(at: time) + tapped {
            let age = time - burst.start
            guard age >= 0, age < Self.lifetime else { continue }
            let color = colors.isEmpty ? Color.white : colors[abs(index) % colors.count]
            var burstContext = context
            burstContext.opacity = 1 - age / Self.lifetime
            var burstSparkle = sparkle
            burstSparkle.shading = .color(color)
            for particle in 0..<Self.particlesPerBurst {
                let seed = index &* Self.particlesPerBurst &+ particle
                let angle = 2 * Double.pi * SeededRandom.unit(seed, 3)
                let speed = Double(min(size.width, size.height)) * (0.2 + 0.3 * SeededRandom.unit(seed, 4))
                let x = burst.center.x + cos(angle) * speed * age
                let y = burst.center.y + sin(angle) * speed * age + 0.2 * size.height * age * age
                let diameter = 6 + 10 * SeededRandom.unit(seed, 5)
                let frame = CGRect(x: x - diameter / 2, y: y - diameter / 2, width: diameter, height: diameter)
                burstContext.fill(Ellipse().path(in: frame), with: .color(color))
                burstContext.draw(burstSparkle, in: frame.insetBy(dx: -diameter / 4, dy: -diameter / 4))
            }
        }
    }
}

#Preview("Particle Visualizer") {
    ParticleVisualizer(gradients: GradientLibraryModel.samples)
}
