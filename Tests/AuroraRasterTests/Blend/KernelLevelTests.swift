/// Every kernel level this CPU runs (the Swift loops, AVX2, AVX-512) gives the same words, bit for bit.
import AuroraGeometry
import AuroraTestSupport
import CAuroraKernels
import Foundation
import Testing
@testable import AuroraRaster

@Suite("Kernel levels")
struct KernelLevelTests {
    /// The levels to compare: the Swift loops first, then each wider level the machine runs.
    static let levels = Array(Int32(AURORA_KERNELS_BASELINE)...aurora_kernels_supported_level())

    /// `body`'s result at each level, forced on this thread (the kernels run on the calling thread).
    static func atEachLevel<T>(_ body: () throws -> T) rethrows -> [(level: Int32, result: T)] {
        defer { aurora_kernels_force_level(-1) }
        return try levels.map { level in
            aurora_kernels_force_level(level)
            return (level, try body())
        }
    }

    /// The words `shader` gives for the `count` pixels from `x` of row `y`, at each level.
    static func rowAtEachLevel(_ shader: some RowShader, x: Int, y: Int, count: Int) -> [(level: Int32, result: [UInt32])] {
        atEachLevel { () -> [UInt32] in
            var row = [UInt32](repeating: 0, count: count)
            row.withUnsafeMutableBufferPointer { shader.shadeRow(x: x, y: y, count: count, into: $0.baseAddress!) }
            return row
        }
    }

    /// Words of every kind: valid premultiplied ones biased to the edge cases, runs of
    /// transparent and opaque ones (the kernels' skips), and arbitrary words (colour above alpha).
    static func words(_ count: Int, _ random: inout SeededGenerator) -> [UInt32] {
        var words: [UInt32] = []
        while words.count < count {
            let run = Int.random(in: 1...20, using: &random)
            switch UInt32.random(in: 0..<5, using: &random) {
            case 0: words += Array(repeating: 0, count: run)
            case 1: words += (0..<run).map { _ in 0xFF00_0000 | UInt32.random(in: 0...0xFF_FFFF, using: &random) }
            case 2: words += (0..<run).map { _ in UInt32.random(in: 0...UInt32.max, using: &random) }
            default: words += (0..<run).map { _ in random.premultipliedWord() }
            }
        }
        return Array(words.prefix(count))
    }

    /// Coverage with runs of 0 and 255 (the kernels' skips) among random bytes.
    static func coverage(_ count: Int, _ random: inout SeededGenerator) -> [UInt8] {
        var bytes: [UInt8] = []
        while bytes.count < count {
            let run = Int.random(in: 1...24, using: &random)
            switch UInt32.random(in: 0..<3, using: &random) {
            case 0: bytes += Array(repeating: 0, count: run)
            case 1: bytes += Array(repeating: 255, count: run)
            default: bytes += (0..<run).map { _ in random.coverage() }
            }
        }
        return Array(bytes.prefix(count))
    }

    /// Spans of every length up to 40 (whole groups of eight and every tail) and a long one.
    static let counts = Array(0...40) + [1179]

    @Test("the level can be forced down on a thread and restored")
    func forcing() {
        let supported = aurora_kernels_supported_level()
        aurora_kernels_force_level(0)
        #expect(aurora_kernels_level() == 0)
        aurora_kernels_force_level(supported + 1)
        #expect(aurora_kernels_level() == supported)
        aurora_kernels_force_level(-1)
        #expect(aurora_kernels_level() == supported)
    }

    @Test("source-over with and without coverage, at an opacity, and of a solid colour")
    func sourceOver() {
        var random = SeededGenerator(seed: 19)
        for count in Self.counts {
            let source = Self.words(count, &random), destination = Self.words(count, &random)
            let coverage = Self.coverage(count, &random)
            let opacity = UInt32.random(in: 0...254, using: &random)
            let color = [random.premultipliedWord(), 0xFF00_0000 | UInt32.random(in: 0...0xFF_FFFF, using: &random)][count % 2]
            let results = Self.atEachLevel { () -> [[UInt32]] in
                var covered = destination, full = destination, faded = destination, solid = destination
                source.withUnsafeBufferPointer { s in
                    coverage.withUnsafeBufferPointer { c in
                        covered.withUnsafeMutableBufferPointer { d in
                            BlendKernel.sourceOver(source: s.baseAddress!, coverage: c.baseAddress!, destination: d.baseAddress!, count: count)
                        }
                        full.withUnsafeMutableBufferPointer { d in
                            BlendKernel.sourceOver(source: s.baseAddress!, coverage: nil, destination: d.baseAddress!, count: count)
                        }
                        faded.withUnsafeMutableBufferPointer { d in
                            BlendKernel.sourceOver(source: s.baseAddress!, opacity: opacity, destination: d.baseAddress!, count: count)
                        }
                        solid.withUnsafeMutableBufferPointer { d in
                            SolidColorKernel.sourceOver(color: color, coverage: c.baseAddress!, destination: d.baseAddress!, count: count)
                        }
                    }
                }
                return [covered, full, faded, solid]
            }
            for (level, result) in results.dropFirst() {
                for (kind, name) in ["coverage", "full", "opacity \(opacity)", "solid"].enumerated() {
                    #expect(result[kind] == results[0].result[kind], "level \(level), \(name), count \(count)")
                }
            }
        }
    }

    /// Gradients of every kind the kernels take (linear and radial, each spread, a hard-step
    /// radial, a huge radial whose rim the rows cross), under transforms that put `t` far outside
    /// 0…1, shaded on rows of every length and at far-off positions.
    @Test("linear and radial gradients under every spread")
    func gradients() {
        let stops = [GradientStop(color: RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5), location: 0),
                     GradientStop(color: RGBAColor(red: 0, green: 1, blue: 0.3), location: 0.3),
                     GradientStop(color: RGBAColor(red: 0.1, green: 0.2, blue: 1, alpha: 0), location: 0.7),
                     GradientStop(color: RGBAColor(red: 1, green: 1, blue: 1), location: 1)]
        let kinds: [GradientPaint.Kind] = [
            .linear(start: CGPoint(x: 3, y: 5), end: CGPoint(x: 41, y: 17)),
            .linear(start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0.001, y: 0)),
            .radial(center: CGPoint(x: 20, y: 12), startRadius: 3, endRadius: 37),
            .radial(center: CGPoint(x: -5, y: 30), startRadius: 9, endRadius: 9),
            // The end circle crosses the rows far from the centre, where Float rounding is coarse.
            .radial(center: CGPoint(x: 70_000, y: 20), startRadius: 5, endRadius: 69_990.3),
        ]
        let transforms = [CGAffineTransform.identity, CGAffineTransform(a: 0.7, b: 0.4, c: -0.3, d: 1.9, tx: 11, ty: -7)]
        for kind in kinds {
            for spread in [GradientPaint.Spread.pad, .repeat, .reflect] {
                for transform in transforms {
                    let shader = GradientShader(GradientPaint(kind, stops: stops, spread: spread, transform: transform),
                                                userToDevice: .identity, opacity: 0.8)
                    for (x, y, count) in [(0, 0, 1179), (-3, 7, 13), (5, 40, 40), (100_000, -3, 21), (-2_000_000, 9, 8)] {
                        let rows = Self.rowAtEachLevel(shader, x: x, y: y, count: count)
                        for (level, row) in rows.dropFirst() {
                            #expect(row == rows[0].result, "level \(level), \(kind), \(spread), row \(y) from \(x)")
                        }
                    }
                }
            }
        }
    }

    /// Opaque smooth mesh gradients (the colour pass the AVX2 kernel takes): a bent mesh and one
    /// folded over itself, with background showing around them, on rows of every length (every
    /// tail of a group of eight) and from several starts.
    @Test("opaque bicubic mesh gradients")
    func meshGradients() {
        let colors = [RGBAColor(red: 0, green: 0, blue: 0), RGBAColor(red: 1, green: 0.2, blue: 0), RGBAColor(red: 0.1, green: 0.5, blue: 1),
                      RGBAColor(red: 0, green: 0.478, blue: 1), RGBAColor(red: 1, green: 1, blue: 1), RGBAColor(red: 0.9, green: 0.1, blue: 0.6),
                      RGBAColor(red: 0.204, green: 0.78, blue: 0.349), RGBAColor(red: 0.3, green: 0.3, blue: 0), RGBAColor(red: 0, green: 1, blue: 1)]
        let bent: [SIMD2<Float>] = [[0.1, 0], [0.5, 0.05], [0.9, 0], [0, 0.5], [0.8, 0.2], [1, 0.5], [0.1, 1], [0.5, 0.9], [1, 1]]
        let folded: [SIMD2<Float>] = [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [1.4, 0.7], [1, 0.5], [0, 1], [0.5, 1], [1, 1]]
        for points in [bent, folded] {
            let mesh = MeshGradientPaint(width: 3, height: 3, points: points, colors: colors, background: RGBAColor(red: 0.2, green: 0.1, blue: 0.4),
                                         transform: CGAffineTransform(a: 36, b: 3, c: -4, d: 44, tx: 5, ty: 2))
            let shader = MeshGradientShader(mesh, userToDevice: .identity, opacity: 1)
            for y in stride(from: 0, to: 50, by: 3) {
                for (x, count) in [(0, 1179), (-3, 50)] + (1...24).map({ ($0, $0) }) {
                    let rows = Self.rowAtEachLevel(shader, x: x, y: y, count: count)
                    for (level, row) in rows.dropFirst() {
                        #expect(row == rows[0].result, "level \(level), row \(y) from \(x), \(count) pixels")
                    }
                }
            }
        }
    }

    /// The cell pass (`aurora_mesh_cells`) under every colouring that takes it: smooth and
    /// bilinear, device and Oklab, translucent colours and an opacity, on a bent mesh, a folded one
    /// and one twisted so hard that some cells need the quadratic formula rather than the
    /// fixed-point iteration, on rows of every length and from far-off starts.
    @Test("mesh gradient cell pass under every colouring")
    func meshGradientCells() {
        let colors = [RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.4), RGBAColor(red: 1, green: 0.2, blue: 0), RGBAColor(red: 0.1, green: 0.5, blue: 1),
                      RGBAColor(red: 0, green: 0.478, blue: 1, alpha: 0.9), RGBAColor(red: 1, green: 1, blue: 1), RGBAColor(red: 0.9, green: 0.1, blue: 0.6),
                      RGBAColor(red: 0.204, green: 0.78, blue: 0.349), RGBAColor(red: 0.3, green: 0.3, blue: 0, alpha: 0), RGBAColor(red: 0, green: 1, blue: 1)]
        let bent: [SIMD2<Float>] = [[0.1, 0], [0.5, 0.05], [0.9, 0], [0, 0.5], [0.8, 0.2], [1, 0.5], [0.1, 1], [0.5, 0.9], [1, 1]]
        let folded: [SIMD2<Float>] = [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [1.4, 0.7], [1, 0.5], [0, 1], [0.5, 1], [1, 1]]
        let twisted: [SIMD2<Float>] = [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.5, 0.5], [1, 0.5], [1, 1], [0.5, 1], [0, 1]]
        let transform = CGAffineTransform(a: 36, b: 3, c: -4, d: 44, tx: 5, ty: 2)
        var sawQuadratic = false
        for points in [bent, folded, twisted] {
            for (smooth, space) in [(true, MeshGradientPaint.ColorSpace.device), (false, .device), (true, .perceptual), (false, .perceptual)] {
                let mesh = MeshGradientPaint(width: 3, height: 3, points: points, colors: colors, background: RGBAColor(red: 0.2, green: 0.1, blue: 0.4),
                                             smoothsColors: smooth, colorSpace: space, transform: transform)
                let shader = MeshGradientShader(mesh, userToDevice: .identity, opacity: 0.7)
                sawQuadratic = sawQuadratic || shader.tessellation.cells.contains { $0.fixedPointSteps == 0 }
                for y in stride(from: 0, to: 50, by: 4) {
                    for (x, count) in [(0, 1179), (-3, 50), (30, 9)] + (1...12).map({ ($0 * 3, $0) }) {
                        let rows = Self.rowAtEachLevel(shader, x: x, y: y, count: count)
                        for (level, row) in rows.dropFirst() {
                            #expect(row == rows[0].result, "level \(level), \(smooth) \(space), row \(y) from \(x), \(count) pixels")
                        }
                    }
                }
            }
        }
        #expect(sawQuadratic, "no cell took the quadratic formula")
    }

    /// Translucent paths, strokes, gradients and images at an opacity on one context (one
    /// thread, so the forced level holds): the frame each level renders.
    @Test("a whole scene renders to the same pixels")
    func scene() throws {
        var random = SeededGenerator(seed: 7)
        let bytes = (0..<37 * 29).flatMap { _ in
            let word = random.premultipliedWord()
            return [0, 8, 16, 24].map { UInt8((word >> UInt32($0)) & 0xFF) }
        }
        let image = try Pixmap(width: 37, height: 29, premultipliedRGBA: bytes)
        let frames = try Self.atEachLevel { () -> [UInt32] in
            let context = try RasterContext(width: 83, height: 71, threads: 1)
            context.clear(RGBAColor(red: 1, green: 1, blue: 1))
            context.fillAll(with: Paint(.gradient(GradientPaint(.linear(start: CGPoint(x: 0, y: 0), end: CGPoint(x: 83, y: 71)),
                stops: GradientStop.evenlySpaced([RGBAColor(red: 1, green: 0.5, blue: 0), RGBAColor(red: 0, green: 0.4, blue: 1)])))))
            context.fillAll(with: Paint(.gradient(GradientPaint(.radial(center: CGPoint(x: 40, y: 30), startRadius: 0, endRadius: 35),
                stops: GradientStop.evenlySpaced([RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.8), RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)])))))
            for i in 0..<12 {
                var path = BezierPath()
                path.move(to: CGPoint(x: Double(i * 7 % 83), y: 3))
                path.addCurve(to: CGPoint(x: 80 - Double(i * 5), y: 68), control1: CGPoint(x: 90, y: Double(i * 6)),
                              control2: CGPoint(x: -10, y: 60 - Double(i * 4)))
                path.closeSubpath()
                let color = RGBAColor(red: Float(i) / 12, green: 0.6, blue: 1 - Float(i) / 12, alpha: 0.5 + Float(i % 3) / 4)
                if i % 2 == 0 {
                    context.fill(path, with: .color(color))
                } else {
                    context.stroke(path, with: .color(color), style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
                }
            }
            context.draw(image, transform: CGAffineTransform(translationX: 9, y: 13), opacity: 0.5)
            context.draw(image, transform: CGAffineTransform(translationX: 40, y: 30))
            return context.pixmap.withUnsafePixels { Array($0) }
        }
        #expect(Set(frames[0].result).count > 100, "the scene is not blank")
        for (level, frame) in frames.dropFirst() {
            #expect(zip(frame, frames[0].result).filter { $0 != $1 }.count == 0, "level \(level)")
        }
    }
}
