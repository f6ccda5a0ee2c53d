/// The WWDC21 "Add rich graphics" particle visualizer drawn with Canvas: ellipses and sparkle symbols, screen blend, opacity.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import AuroraTestSupport
import Foundation
import Testing
@testable import Aurora

/// A deterministic fireworks model in the spirit of the session's: bursts that start at fixed
/// times and places, each throwing particles outward under gravity, fading as they age.
struct FireworksModel {
    struct Particle {
        var frame: CGRect
        var opacity: Double
        var color: Color
    }

    let count: Int
    let size: CGSize
    static let palette: [Color] = [.pink, .orange, .yellow, .mint, .cyan, .purple]
    static let lifetime = 2.0

    /// A number in 0..<1 from a particle index and a salt (SplitMix64), the same on every run.
    private static func unit(_ index: Int, _ salt: UInt64) -> Double {
        var z = UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15 &+ salt &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
    }

    /// The particles alive at `time` seconds.
    func particles(at time: Double) -> [Particle] {
        let bursts = max(1, count / 40)
        return (0..<count).map { index in
            let burst = index % bursts
            let start = Self.unit(burst, 1) * Self.lifetime
            // Each burst repeats every lifetime, phase-shifted by its start.
            var age = (time - start).truncatingRemainder(dividingBy: Self.lifetime)
            if age < 0 { age += Self.lifetime }
            let center = CGPoint(x: size.width * (0.2 + 0.6 * Self.unit(burst, 2)), y: size.height * (0.2 + 0.4 * Self.unit(burst, 3)))
            let angle = 2 * Double.pi * Self.unit(index, 4)
            let speed = Double(min(size.width, size.height)) * (0.15 + 0.35 * Self.unit(index, 5))
            let x = center.x + cos(angle) * speed * age
            let y = center.y + sin(angle) * speed * age + 0.25 * Double(size.height) * age * age
            let diameter = 4 + 8 * Self.unit(index, 6)
            return Particle(frame: CGRect(x: x - diameter / 2, y: y - diameter / 2, width: diameter, height: diameter),
                            opacity: max(0, 1 - age / Self.lifetime), color: Self.palette[burst % Self.palette.count])
        }
    }

    /// Draws the particles at `time` the way the session does: screen blend, each particle an
    /// ellipse at its opacity and a blue-shaded sparkle in the same frame.
    @MainActor
    func draw(in context: inout GraphicsContext, at time: Double) {
        var sparkle = context.resolve(Image(systemName: "sparkle"))
        sparkle.shading = .color(.blue)
        context.blendMode = .screen
        for particle in particles(at: time) {
            var inner = context
            inner.opacity = particle.opacity
            inner.fill(Ellipse().path(in: particle.frame), with: .color(particle.color))
            inner.draw(sparkle, in: particle.frame)
        }
    }
}

@MainActor
@Suite struct ParticleVisualizerTests {
    @Test(arguments: [0.5, 1.25]) func frameAtFixedTime(_ time: Double) throws {
        let model = FireworksModel(count: 80, size: CGSize(width: 96, height: 96))
        let view = Canvas { context, _ in model.draw(in: &context, at: time) }
            .frame(width: 96, height: 96).background(Color.black).font(.system(size: 10))
        let pixmap = try #require(renderPixels(view))
        GoldenImage.assertMatches(pixmap, golden: "canvas/particles-t\(Int(time * 100))")
        // Screen only brightens: no pixel is darker than the black background, and some are lit.
        var lit = 0
        for y in 0..<96 { for x in 0..<96 where pixmap.pixel(x: x, y: y).red > 40 { lit += 1 } }
        #expect(lit > 100)
    }

    @Test func theSameTimeGivesTheSamePixels() throws {
        let model = FireworksModel(count: 40, size: CGSize(width: 48, height: 48))
        func frame() throws -> Pixmap {
            try #require(renderPixels(Canvas { context, _ in model.draw(in: &context, at: 0.8) }.frame(width: 48, height: 48)))
        }
        #expect(try frame().hasSamePixels(as: try frame()))
    }

    /// The session's first sparkle loop: one resolved image drawn many times, shifted by its size.
    @Test func resolvedSparkleRow() throws {
        let view = Canvas { context, size in
            var image = context.resolve(Image(systemName: "sparkle"))
            image.shading = .color(.blue)
            let imageSize = image.size
            context.blendMode = .screen
            for i in 0..<3 {
                let frame = CGRect(x: 0.5 * size.width + CGFloat(i - 1) * imageSize.width - imageSize.width / 2,
                                   y: 0.5 * size.height - imageSize.height / 2, width: imageSize.width, height: imageSize.height)
                var inner = context
                inner.opacity = 0.5
                inner.fill(Ellipse().path(in: frame), with: .color(.cyan))
                context.draw(image, in: frame)
            }
        }
        .frame(width: 64, height: 32).background(Color.black)
        let pixmap = try #require(renderPixels(view, scale: 2))
        GoldenImage.assertMatches(pixmap, golden: "canvas/sparkle-row")
    }
}
