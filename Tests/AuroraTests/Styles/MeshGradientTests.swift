/// `MeshGradient` as a view and a shape style: the seed's example, Bézier points, background, smoothing, bad input.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import AuroraTestSupport
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct MeshGradientTests {
    /// The WWDC24 example: black, blue and green rows with the centre point pulled to (0.9, 0.3).
    static let seed = MeshGradient(
        width: 3, height: 3,
        points: [[0.0, 0.0], [0.5, 0.0], [1.0, 0.0],
                 [0.0, 0.5], [0.9, 0.3], [1.0, 0.5],
                 [0.0, 1.0], [0.5, 1.0], [1.0, 1.0]],
        colors: [.black, .black, .black, .blue, .blue, .blue, .green, .green, .green])

    static func render(_ view: some View, size: CGFloat = 96) throws -> Pixmap {
        try #require(renderPixels(view.frame(width: size, height: size)))
    }

    @Test func seedExampleFollowsTheMovedCentre() throws {
        let pixmap = try Self.render(Self.seed)
        GoldenImage.assertMatches(pixmap, golden: "mesh-gradient/seed-3x3")
        // Top row black, bottom row green; blue rises toward the moved centre on the right.
        let top = pixmap.pixel(x: 48, y: 1), bottom = pixmap.pixel(x: 48, y: 94)
        #expect(top.red < 8 && top.green < 12 && top.blue < 24, "\(top)")
        #expect(bottom.green > 150 && bottom.blue < 100, "\(bottom)")
        let rightHigh = pixmap.pixel(x: 86, y: 29), leftHigh = pixmap.pixel(x: 10, y: 29)
        #expect(Int(rightHigh.blue) > Int(leftHigh.blue) + 40, "right \(rightHigh) left \(leftHigh)")
        #expect(pixmap.pixel(x: 0, y: 0).alpha == 255 && pixmap.pixel(x: 95, y: 95).alpha == 255)
    }

    @Test func bezierPointsBendTheEdges() throws {
        func point(_ x: Float, _ y: Float, bend: Float = 0) -> MeshGradient.BezierPoint {
            MeshGradient.BezierPoint(position: [x, y], leadingControlPoint: [x - 0.33, y + bend], topControlPoint: [x + bend, y - 0.33],
                                     trailingControlPoint: [x + 0.33, y - bend], bottomControlPoint: [x - bend, y + 0.33])
        }
        let mesh = MeshGradient(width: 2, height: 2,
                                bezierPoints: [point(0.1, 0.1, bend: 0.2), point(0.9, 0.1, bend: -0.2), point(0.1, 0.9, bend: -0.2), point(0.9, 0.9, bend: 0.2)],
                                colors: [.red, .yellow, .purple, .cyan], background: .white)
        let pixmap = try Self.render(mesh)
        GoldenImage.assertMatches(pixmap, golden: "mesh-gradient/bezier-points")
        // The corners lie outside the mesh: the background shows.
        #expect(pixmap.pixel(x: 1, y: 1) == PremultipliedPixel(red: 255, green: 255, blue: 255, alpha: 255))
        // The same grid with straight points gives a different picture (the control points matter).
        let straight = try Self.render(MeshGradient(width: 2, height: 2, points: [[0.1, 0.1], [0.9, 0.1], [0.1, 0.9], [0.9, 0.9]],
                                                    colors: [.red, .yellow, .purple, .cyan], background: .white))
        #expect(allPixels(straight) != allPixels(pixmap))
    }

    @Test func backgroundFillsOutsideTheMesh() throws {
        let mesh = MeshGradient(width: 2, height: 2, points: [[0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]],
                                colors: [.red, .red, .blue, .blue], background: .yellow)
        let pixmap = try Self.render(mesh, size: 64)
        GoldenImage.assertMatches(pixmap, golden: "mesh-gradient/background")
        let yellow = Color.yellow.rgba.pixel
        for (x, y) in [(2, 2), (61, 2), (2, 61), (61, 61), (32, 4), (4, 32)] {
            #expect(pixmap.pixel(x: x, y: y) == yellow, "(\(x), \(y))")
        }
        let top = pixmap.pixel(x: 32, y: 17), bottom = pixmap.pixel(x: 32, y: 46)
        #expect(top.red > 200 && Int(top.red) > 2 * Int(top.blue), "\(top)")
        #expect(bottom.blue > 200 && Int(bottom.blue) > 2 * Int(bottom.red), "\(bottom)")
    }

    @Test func smoothsColorsChoosesCubicOverLinear() throws {
        // Goldens: a 3×3 mesh whose patches show creases along their edges when linear.
        let grid: [SIMD2<Float>] = [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.3, 0.6], [1, 0.5], [0, 1], [0.5, 1], [1, 1]]
        let palette: [Color] = [.red, .orange, .yellow, .purple, .white, .green, .blue, .cyan, .mint]
        let smooth = try Self.render(MeshGradient(width: 3, height: 3, points: grid, colors: palette), size: 80)
        let linear = try Self.render(MeshGradient(width: 3, height: 3, points: grid, colors: palette, smoothsColors: false), size: 80)
        GoldenImage.assertMatches(smooth, golden: "mesh-gradient/smooth-on")
        GoldenImage.assertMatches(linear, golden: "mesh-gradient/smooth-off")
        #expect(allPixels(smooth) != allPixels(linear))

        // Values: four columns red, white, white, blue. Linear keeps the middle patch white and is
        // the straight average (in sRGB, `.device`) across the first; cubic differs there.
        let points: [SIMD2<Float>] = (0..<2).flatMap { row in (0..<4).map { SIMD2(Float($0) / 3, Float(row)) } }
        let colors: [Color] = [.red, .white, .white, .blue, .red, .white, .white, .blue]
        let bilinear = try Self.render(MeshGradient(width: 4, height: 2, points: points, colors: colors, smoothsColors: false), size: 90)
        let cubic = try Self.render(MeshGradient(width: 4, height: 2, points: points, colors: colors), size: 90)
        let middle = bilinear.pixel(x: 45, y: 45)
        #expect(middle.red == 255 && middle.green == 255 && middle.blue == 255, "\(middle)")
        let t = Float(15.5) / 30, red = Color.red.rgba
        let expectedGreen = Int(((red.green + (1 - red.green) * t) * 255).rounded())
        let half = bilinear.pixel(x: 15, y: 45)
        #expect(abs(Int(half.green) - expectedGreen) <= 2 && half.red == 255, "\(half), green \(expectedGreen)")
        #expect(cubic.pixel(x: 8, y: 45) != bilinear.pixel(x: 8, y: 45))
    }

    @Test func resolvedColorsAndColorsDrawAlike() throws {
        let points: [SIMD2<Float>] = [[0, 0], [1, 0], [0, 1], [1, 1]]
        let a = try Self.render(MeshGradient(width: 2, height: 2, points: points, colors: [.red, .green, .blue, .white]), size: 24)
        let resolved = [Color.red, .green, .blue, .white].map { $0.resolve(in: EnvironmentValues()) }
        let b = try Self.render(MeshGradient(width: 2, height: 2, points: points, resolvedColors: resolved), size: 24)
        let difference = zip(allPixels(a), allPixels(b)).map { max(abs(Int($0.red) - Int($1.red)), abs(Int($0.blue) - Int($1.blue))) }.max() ?? 0
        #expect(difference <= 1)
    }

    @Test func badInputDrawsTheBackground() throws {
        let nan = Float.nan
        let cases: [MeshGradient] = [
            MeshGradient(width: 3, height: 3, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .red, .red, .red], background: .gray),
            MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red], background: .gray),
            MeshGradient(width: 2, height: 2, points: [[0, 0], [nan, 0], [0, 1], [1, 1]], colors: [.red, .red, .red, .red], background: .gray),
            MeshGradient(width: 1, height: 4, points: [[0, 0], [0, 0.3], [0, 0.6], [0, 1]], colors: [.red, .red, .red, .red], background: .gray),
            MeshGradient(width: -2, height: -2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .red, .red, .red], background: .gray),
            MeshGradient(width: Int.max, height: 2, points: [], colors: [], background: .gray),
        ]
        for mesh in cases {
            let pixmap = try Self.render(mesh, size: 8)
            #expect(allPixels(pixmap).allSatisfy { $0 == Color.gray.rgba.pixel }, "\(mesh.width)×\(mesh.height)")
        }
        let clear = try Self.render(MeshGradient(width: 2, height: 2, points: [], colors: []), size: 8)
        #expect(allPixels(clear).allSatisfy { $0.alpha == 0 })
    }

    @Test func asShapeStyleItFillsTheShapesBoundsAndFades() throws {
        let pixmap = try Self.render(Circle().fill(Self.seed), size: 32)
        #expect(pixmap.pixel(x: 0, y: 0).alpha == 0)
        #expect(pixmap.pixel(x: 16, y: 30).green > 100)
        let faded = try Self.render(Rectangle().fill(Self.seed.opacity(0.5)), size: 8)
        #expect(abs(Int(faded.pixel(x: 4, y: 4).alpha) - 128) <= 1)
    }

    @Test func displayListPrintsAndParsesTheMesh() throws {
        let bezier = MeshGradient.BezierPoint(position: [0.5, 0.5], leadingControlPoint: [0.3, 0.5], topControlPoint: [0.5, 0.25],
                                              trailingControlPoint: [0.7, 0.5], bottomControlPoint: [0.5, 0.75])
        for mesh in [Self.seed, MeshGradient(width: 1, height: 1, bezierPoints: [bezier], colors: [.red], background: .blue,
                                            smoothsColors: false, colorSpace: .perceptual)] {
            let (list, _) = displayList(of: mesh.frame(width: 10, height: 20), proposal: .unspecified)
            #expect(list.description.contains("(mesh-gradient width="))
            #expect(try DisplayList(parsing: list.description) == list)
        }
        let (list, _) = displayList(of: Self.seed.frame(width: 10, height: 20), proposal: .unspecified)
        #expect(list.description.contains("transform=(10 0 0 20 0 0)"))
        #expect(list.description.contains("(vertex (0.9 0.3) leading=("))
    }
}
