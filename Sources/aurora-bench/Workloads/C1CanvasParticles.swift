/// canvas-particles: the WWDC21 particle visualizer's Canvas — 1,000 particles, each an ellipse and a resolved sparkle, screen blend — at 393×852 @3x.
import Aurora
import AuroraDisplayList
import AuroraRaster
import AuroraRender
import Foundation

/// The particle system of the session's visualizer: fireworks bursts whose particles fly
/// outward under gravity and fade, drawn as coloured ellipses with a blue sparkle on top.
struct ParticleVisualizer: View {
    /// Seconds since the system started.
    let time: Double
    var count = 1_000

    static let palette: [Color] = [.pink, .orange, .yellow, .mint, .cyan, .purple]
    static let lifetime = 2.0

    var body: some View {
        Canvas { context, size in
            var sparkle = context.resolve(Image(systemName: "sparkle"))
            sparkle.shading = .color(.blue)
            context.blendMode = .screen
            let bursts = max(1, count / 50)
            for index in 0..<count {
                let burst = index % bursts
                var age = (time - Self.lifetime * Self.unit(burst, 1)).truncatingRemainder(dividingBy: Self.lifetime)
                if age < 0 { age += Self.lifetime }
                let center = CGPoint(x: size.width * (0.15 + 0.7 * Self.unit(burst, 2)), y: size.height * (0.15 + 0.5 * Self.unit(burst, 3)))
                let angle = 2 * Double.pi * Self.unit(index, 4)
                let speed = Double(size.width) * (0.1 + 0.3 * Self.unit(index, 5))
                let diameter = 8 + 16 * Self.unit(index, 6)
                let frame = CGRect(x: center.x + cos(angle) * speed * age - diameter / 2,
                                   y: center.y + sin(angle) * speed * age + 0.15 * Double(size.height) * age * age - diameter / 2,
                                   width: diameter, height: diameter)
                var particle = context
                particle.opacity = 1 - age / Self.lifetime
                particle.fill(Ellipse().path(in: frame), with: .color(Self.palette[burst % Self.palette.count]))
                particle.draw(sparkle, in: frame)
            }
        }
        .background(Color.black)
    }

    /// A number in 0..<1 from an index and a salt (SplitMix64), the same on every run.
    static func unit(_ index: Int, _ salt: UInt64) -> Double {
        var z = UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15 &+ salt &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
    }
}

extension Workload {
    /// One animation frame: a new time, the canvas's display list built (the renderer closure
    /// runs), and the list rendered at 3×.
    static let canvasParticles = Workload(
        key: "C1_canvas-particles",
        notes: "WWDC21 particle visualizer Canvas: 1,000 ellipses + resolved sparkle symbols, screen blend, 393x852 @3x; display list + render"
    ) { _, context in
        try WorkloadRun.viewFrameRender(threads: context.threads, device: .iPhone15Pro) { frame in
            ParticleVisualizer(time: 0.5 + Double(frame) / 60)
        }
    }
}
