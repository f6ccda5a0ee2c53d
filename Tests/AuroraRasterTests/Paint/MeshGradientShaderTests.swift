/// Mesh gradients: vertex colours, bilinear and bicubic interpolation, Oklab, C1 geometry, folds, bad input and goldens.
import AuroraGeometry
import AuroraTestSupport
import Foundation
import Testing
@testable import AuroraRaster

@Suite("MeshGradientShader")
struct MeshGradientShaderTests {
    /// Maps the unit square onto the pixel centres 0.5…96.5, so the vertices of a regular 3×3 mesh
    /// land on the centres of pixels 0, 48 and 96 of a 97-pixel canvas.
    static let onCentres = CGAffineTransform(a: 96, b: 0, c: 0, d: 96, tx: 0.5, ty: 0.5)

    static let black = RGBAColor(red: 0, green: 0, blue: 0)
    static let white = RGBAColor(red: 1, green: 1, blue: 1)
    static let seedBlue = RGBAColor(red: 0, green: 0.478, blue: 1)
    static let seedGreen = RGBAColor(red: 0.204, green: 0.78, blue: 0.349)

    /// A regular `width × height` grid over the unit square, row-major.
    static func grid(_ width: Int, _ height: Int) -> [SIMD2<Float>] {
        (0..<height).flatMap { r in (0..<width).map { c in SIMD2(Float(c) / Float(width - 1), Float(r) / Float(height - 1)) } }
    }

    static func shader(_ mesh: MeshGradientPaint, userToDevice: CGAffineTransform = .identity, opacity: Float = 1) -> MeshGradientShader {
        MeshGradientShader(mesh, userToDevice: userToDevice, opacity: opacity)
    }

    /// Every pixel of a `size × size` canvas, row by row.
    static func render(_ shader: MeshGradientShader, size: Int) -> [[PremultipliedPixel]] {
        (0..<size).map { shadeRow(shader, y: $0, count: size) }
    }

    /// The point of the patch `p` (16 control points, `i + 4·j`) at `(u, v)`.
    static func evaluate(_ p: [SIMD2<Double>], u: Double, v: Double) -> SIMD2<Double> {
        let bu = MeshGradientPatchGeometry.bernstein(u), bv = MeshGradientPatchGeometry.bernstein(v)
        var sum = SIMD2<Double>.zero
        for j in 0..<4 {
            for i in 0..<4 { sum += bu[i] * bv[j] * p[i + 4 * j] }
        }
        return sum
    }

    /// `color` as a fully opaque premultiplied pixel, rounded.
    static func expected(_ color: RGBAColor) -> PremultipliedPixel { color.pixel }

    /// The SwiftUI seed's 3×3 example: black top row, blue middle row with its centre moved to
    /// (0.8, 0.2), green bottom row.
    static func seedMesh(smooth: Bool = true, colorSpace: MeshGradientPaint.ColorSpace = .device, size: Double) -> MeshGradientPaint {
        let points: [SIMD2<Float>] = [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.8, 0.2], [1, 0.5], [0, 1], [0.5, 1], [1, 1]]
        return MeshGradientPaint(width: 3, height: 3, points: points,
                                 colors: [black, black, black, seedBlue, seedBlue, seedBlue, seedGreen, seedGreen, seedGreen],
                                 smoothsColors: smooth, colorSpace: colorSpace, transform: CGAffineTransform(scaleX: size, y: size))
    }

    @Test("each vertex shows exactly its colour, smooth or not, in both colour spaces")
    func vertexColours() {
        let colors = [RGBAColor(red: 1, green: 0, blue: 0), RGBAColor(red: 0, green: 1, blue: 0), RGBAColor(red: 0, green: 0, blue: 1),
                      RGBAColor(red: 1, green: 1, blue: 0), RGBAColor(red: 0.2, green: 0.4, blue: 0.6), RGBAColor(red: 1, green: 0, blue: 1),
                      RGBAColor(red: 0, green: 1, blue: 1), RGBAColor(red: 0.5, green: 0.5, blue: 0.5), RGBAColor(red: 1, green: 1, blue: 1)]
        for smooth in [false, true] {
            for space in [MeshGradientPaint.ColorSpace.device, .perceptual] {
                let s = Self.shader(MeshGradientPaint(width: 3, height: 3, points: Self.grid(3, 3), colors: colors, background: .black,
                                                      smoothsColors: smooth, colorSpace: space, transform: Self.onCentres))
                for (index, color) in colors.enumerated() {
                    let want = Self.expected(color)
                    expectPixel(shadePixel(s, x: 48 * (index % 3), y: 48 * (index / 3)), Double(want.red), Double(want.green),
                                Double(want.blue), 255, tolerance: 1)
                }
                let opaque = s.isOpaque
                #expect(opaque)
            }
        }
    }

    @Test("a flat 2×2 mesh is bilinear: its centre is the mean of the corners")
    func bilinearMidpoint() {
        let colors = [RGBAColor(red: 1, green: 0, blue: 0), RGBAColor(red: 0, green: 1, blue: 0),
                      RGBAColor(red: 0, green: 0, blue: 1), RGBAColor(red: 1, green: 1, blue: 1)]
        for smooth in [false, true] {
            let s = Self.shader(MeshGradientPaint(width: 2, height: 2, points: Self.grid(2, 2), colors: colors,
                                                  smoothsColors: smooth, transform: Self.onCentres))
            expectPixel(shadePixel(s, x: 48, y: 48), 127.5, 127.5, 127.5, 255, tolerance: 1)
            // A quarter of the way along the top edge: ¾ red + ¼ green.
            expectPixel(shadePixel(s, x: 24, y: 0), 191.25, 63.75, 0, 255, tolerance: 1)
        }
    }

    @Test("smooth colours agree with bilinear ones at vertices and bend between them")
    func smoothAgainstBilinear() {
        // Each row black, black, white: the Hermite derivatives are 0, ½ and 1 (one-sided at the
        // ends), so on the second patch the smooth curve starts flatter than the straight line
        // and stays below it; on the first it dips below black and is clamped to 0.
        let row = [Self.black, Self.black, Self.white]
        let colors = row + row + row
        func mesh(_ smooth: Bool) -> MeshGradientShader {
            Self.shader(MeshGradientPaint(width: 3, height: 3, points: Self.grid(3, 3), colors: colors,
                                          smoothsColors: smooth, transform: Self.onCentres))
        }
        let bilinear = shadeRow(mesh(false), y: 30, count: 97), smooth = shadeRow(mesh(true), y: 30, count: 97)
        for x in [0, 48, 96] { #expect(bilinear[x] == smooth[x]) }
        // u = ¼ of the second patch: bilinear ¼; Hermite h01 + ½·h10 + 1·h11 = 0.1797.
        expectPixel(bilinear[60], 63.75, 63.75, 63.75, 255, tolerance: 1)
        let u = 0.25
        let hermite = u * u * (3 - 2 * u) + 0.5 * (u * (1 - u) * (1 - u)) + 1 * (u * u * (u - 1))
        expectPixel(smooth[60], 255 * hermite, 255 * hermite, 255 * hermite, 255, tolerance: 1)
        #expect(smooth[60].red + 10 < bilinear[60].red)
        #expect(bilinear[24] == PremultipliedPixel(red: 0, green: 0, blue: 0, alpha: 255))
    }

    @Test("opaque smooth colours (three channels, no alpha) match the general bicubic kernel")
    func opaqueBicubicMatchesGeneralKernel() {
        // Opacity just under 1 takes the general kernel (alpha channel, premultiplication): alpha
        // still rounds to 255 and colours differ by at most one rounding step.
        let mesh = Self.seedMesh(size: 40)
        let fast = Self.render(Self.shader(mesh), size: 40)
        let general = Self.render(Self.shader(mesh, opacity: 0.9999), size: 40)
        var differing = 0
        for y in 0..<40 {
            for x in 0..<40 {
                let a = fast[y][x], b = general[y][x]
                #expect(a.alpha == 255 && b.alpha == 255)
                let worst = max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
                #expect(worst <= 1, "pixel \(x), \(y): \(a) against \(b)")
                if worst > 0 { differing += 1 }
            }
        }
        // The mesh is not flat: the kernels really shade a gradient, not one colour.
        #expect(fast[0][20] != fast[39][20])
        #expect(differing < 40 * 40 / 4)
    }

    @Test("perceptual: the Oklab midpoint of red and green is lighter than the device one")
    func oklabMidpoint() {
        let red = RGBAColor(red: 1, green: 0, blue: 0), green = RGBAColor(red: 0, green: 1, blue: 0)
        func midpoint(_ space: MeshGradientPaint.ColorSpace) -> PremultipliedPixel {
            let s = Self.shader(MeshGradientPaint(width: 2, height: 2, points: Self.grid(2, 2), colors: [red, green, red, green],
                                                  smoothsColors: false, colorSpace: space, transform: Self.onCentres))
            return shadePixel(s, x: 48, y: 20)
        }
        expectPixel(midpoint(.device), 127.5, 127.5, 0, 255, tolerance: 1)
        // Oklab (L 0.628 → 0.866) halfway, back to sRGB: (208.2, 168.4, 0.5).
        expectPixel(midpoint(.perceptual), 208.2, 168.4, 0.5, 255, tolerance: 1.5)
    }

    @Test("inferred control points make a C1 mesh: tangents match across every vertex")
    func inferredControlPointsAreC1() {
        var points = Self.grid(4, 3)
        points[5] = [0.45, 0.62]
        points[6] = [0.7, 0.35]
        let mesh = MeshGradientPaint(width: 4, height: 3, points: points, colors: Array(repeating: Self.white, count: 12))
        let patches = MeshGradientPatchGeometry.controlPoints(of: mesh).map { $0.map { $0 * 61 } }
        for r in 0..<2 {
            for c in 0..<2 {
                // The shared vertex between patch (r, c) and (r, c + 1) on their common top row.
                let left = patches[r * 3 + c], right = patches[r * 3 + c + 1]
                #expect(left[3] == right[0])
                let incoming = left[3] - left[2], outgoing = right[1] - right[0]
                #expect(((incoming - outgoing) * (incoming - outgoing)).sum() < 1e-20)
            }
        }
        for c in 0..<3 {
            let upper = patches[c], lower = patches[3 + c]
            let incoming = upper[12] - upper[8], outgoing = lower[4] - lower[0]
            #expect(((incoming - outgoing) * (incoming - outgoing)).sum() < 1e-20)
        }
    }

    @Test("every pixel shows the patch colour at its own position, to a fraction of a pixel")
    func positionalAccuracy() {
        // A bent 9×9 mesh whose red is u (or 1 − u) and green v (or 1 − v) in every patch, so each
        // pixel's colour says which (u, v) the shader found; the exact patch at that (u, v) must
        // be the pixel centre, within the tessellation tolerance plus the 8-bit rounding of u, v.
        let side = 9, size = 128
        var points = Self.grid(side, side)
        for r in 1..<(side - 1) {
            for c in 1..<(side - 1) {
                points[r * side + c] += SIMD2(0.03 * sin(Float(r * 7 + c)), 0.03 * cos(Float(r * 3 + 5 * c)))
            }
        }
        let colors = (0..<(side * side)).map { RGBAColor(red: Float($0 % side % 2), green: Float($0 / side % 2), blue: 0) }
        let mesh = MeshGradientPaint(width: side, height: side, points: points, colors: colors, smoothsColors: false,
                                     transform: CGAffineTransform(scaleX: Double(size), y: Double(size)))
        let patches = MeshGradientPatchGeometry.controlPoints(of: mesh).map { $0.map { $0 * Double(size) } }
        let image = Self.render(Self.shader(mesh), size: size)
        let patchSize = Double(size) / Double(side - 1)
        var worst = 0.0
        for y in stride(from: 1, to: size - 1, by: 3) {
            for x in stride(from: 1, to: size - 1, by: 3) {
                let red = Double(image[y][x].red) / 255, green = Double(image[y][x].green) / 255
                let centre = SIMD2(Double(x) + 0.5, Double(y) + 0.5)
                var nearest = Double.infinity
                for (index, patch) in patches.enumerated() {
                    let column = index % (side - 1), row = index / (side - 1)
                    let u = column % 2 == 0 ? red : 1 - red, v = row % 2 == 0 ? green : 1 - green
                    let offset = Self.evaluate(patch, u: u, v: v) - centre
                    nearest = min(nearest, (offset * offset).sum().squareRoot())
                }
                worst = max(worst, nearest)
            }
        }
        // 8-bit u and v are within 1/510 of the truth: up to about patchSize/510·√2 px.
        #expect(worst <= MeshGradientTessellation.tolerance + 2 * patchSize / 510 + 0.01, "worst \(worst) px")
    }

    @Test("colours are continuous across patch boundaries of a bent mesh")
    func continuousAcrossPatches() {
        var points = Self.grid(3, 3)
        points[4] = [0.62, 0.41]
        let colors = [Self.black, Self.seedBlue, Self.white, Self.seedGreen, Self.white, Self.black, Self.seedBlue, Self.black, Self.seedGreen]
        let s = Self.shader(MeshGradientPaint(width: 3, height: 3, points: points, colors: colors,
                                              transform: CGAffineTransform(scaleX: 96, y: 96)))
        let image = Self.render(s, size: 96)
        // No step between neighbours is far above the local slope: a seam would show as one.
        for y in stride(from: 2, to: 94, by: 7) {
            for x in 2..<93 {
                for channel in [\PremultipliedPixel.red, \.green, \.blue] {
                    let before = Int(image[y][x - 1][keyPath: channel]) - Int(image[y][x - 2][keyPath: channel])
                    let step = Int(image[y][x][keyPath: channel]) - Int(image[y][x - 1][keyPath: channel])
                    let after = Int(image[y][x + 1][keyPath: channel]) - Int(image[y][x][keyPath: channel])
                    #expect(abs(step) <= max(abs(before), abs(after)) + 2, "seam at (\(x), \(y))")
                }
            }
        }
    }

    @Test("folded meshes cover everything inside their fixed border, without holes")
    func foldedMeshHasNoHoles() {
        // Centre vertex dragged far outside the square, and two interior vertices of a 4×4 mesh
        // swapped: the border stays the unit square, so every point inside it is covered.
        var dragged = Self.grid(3, 3)
        dragged[4] = [1.4, 0.5]
        var swapped = Self.grid(4, 4)
        swapped.swapAt(5, 10)
        let meshes = [
            MeshGradientPaint(width: 3, height: 3, points: dragged, colors: Array(repeating: Self.seedBlue, count: 9)),
            MeshGradientPaint(width: 4, height: 4, points: swapped, colors: Array(repeating: Self.seedGreen, count: 16), smoothsColors: false),
        ]
        for var mesh in meshes {
            mesh.transform = CGAffineTransform(scaleX: 64, y: 64)
            let image = Self.render(Self.shader(mesh), size: 64)
            let holes = image.joined().filter { $0.alpha != 255 }.count
            #expect(holes == 0)
        }
    }

    @Test("later patches win where patches overlap")
    func laterPatchWins() {
        // Two patches side by side; the middle column is pushed right past the right edge, so the
        // first patch covers the second one, which is drawn later.
        let points: [SIMD2<Float>] = [[0, 0], [1, 0], [0.5, 0], [0, 1], [1, 1], [0.5, 1]]
        let red = RGBAColor(red: 1, green: 0, blue: 0), blue = RGBAColor(red: 0, green: 0, blue: 1)
        let s = Self.shader(MeshGradientPaint(width: 3, height: 2, points: points, colors: [red, red, blue, red, red, blue],
                                              smoothsColors: false, transform: CGAffineTransform(scaleX: 64, y: 64)))
        // At x ≈ 0.75 both patches hold the point; the second (red → blue, u from 1 back to 0.5) wins.
        let pixel = shadePixel(s, x: 48, y: 32)
        #expect(pixel.blue > 0)
        #expect(shadePixel(s, x: 8, y: 32) == PremultipliedPixel(red: 255, green: 0, blue: 0, alpha: 255))
    }

    @Test("outside the mesh is background; an invalid mesh is all background")
    func background() {
        let back = RGBAColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
        let inset = CGAffineTransform(a: 32, b: 0, c: 0, d: 32, tx: 16, ty: 16)
        let s = Self.shader(MeshGradientPaint(width: 2, height: 2, points: Self.grid(2, 2), colors: Array(repeating: Self.white, count: 4),
                                              background: back, transform: inset))
        let image = Self.render(s, size: 64)
        #expect(image[5][5] == back.pixel)
        #expect(image[60][30] == back.pixel)
        #expect(image[30][15] == back.pixel)
        #expect(image[30][16] == Self.white.pixel)
        #expect(image[47][47] == Self.white.pixel)
        #expect(image[48][48] == back.pixel)
        let opaque = s.isOpaque
        #expect(!opaque)

        for invalid in [MeshGradientPaint(width: 1, height: 4, points: Self.grid(2, 2), colors: Array(repeating: Self.white, count: 4), background: back),
                        MeshGradientPaint(width: 2, height: 2, points: Self.grid(2, 2), colors: [Self.white], background: back),
                        MeshGradientPaint(width: Int.max, height: 2, points: [], colors: [], background: back)] {
            #expect(!invalid.isValid)
            #expect(Self.render(Self.shader(invalid), size: 8).joined().allSatisfy { $0 == back.pixel })
        }
    }

    @Test("NaN, infinite and huge positions and transforms neither trap nor hang")
    func badInput() {
        let colors = Array(repeating: Self.seedBlue, count: 9)
        let bad: [Float] = [.nan, .infinity, -.infinity, 1e30, -1e30, 3e7]
        for value in bad {
            var points = Self.grid(3, 3)
            points[4] = [value, 0.5]
            var vertices = Self.grid(3, 3).map { MeshGradientVertex(position: $0) }
            vertices[0].trailingControlPoint = [value, value]
            for mesh in [MeshGradientPaint(width: 3, height: 3, points: points, colors: colors, transform: CGAffineTransform(scaleX: 32, y: 32)),
                         MeshGradientPaint(width: 3, height: 3, vertices: vertices, colors: colors, transform: CGAffineTransform(scaleX: 32, y: 32)),
                         MeshGradientPaint(width: 3, height: 3, points: Self.grid(3, 3), colors: colors,
                                           transform: CGAffineTransform(scaleX: CGFloat(value), y: 32))] {
                _ = Self.render(Self.shader(mesh), size: 32)
            }
        }
        var wild = Self.white
        wild.red = .nan
        wild.green = 7
        let outOfRange = Self.shader(MeshGradientPaint(width: 2, height: 2, points: Self.grid(2, 2), colors: [wild, wild, wild, wild],
                                                       smoothsColors: false, transform: CGAffineTransform(scaleX: 8, y: 8)))
        #expect(shadePixel(outOfRange, x: 3, y: 3) == PremultipliedPixel(red: 0, green: 255, blue: 255, alpha: 255))
        let collapsed = Self.shader(MeshGradientPaint(width: 3, height: 3, points: Array(repeating: [0.5, 0.5], count: 9), colors: colors,
                                                      transform: CGAffineTransform(scaleX: 32, y: 32)))
        _ = Self.render(collapsed, size: 32)
    }

    @Test("translucent colours interpolate straight, then premultiply, then take the opacity")
    func alphaAndOpacity() {
        let clearBlue = RGBAColor(red: 0, green: 0, blue: 1, alpha: 0), red = RGBAColor(red: 1, green: 0, blue: 0)
        let s = Self.shader(MeshGradientPaint(width: 2, height: 2, points: Self.grid(2, 2), colors: [red, clearBlue, red, clearBlue],
                                              smoothsColors: false, transform: Self.onCentres), opacity: 0.5)
        // Straight halfway colour (½, 0, ½, ½), premultiplied (¼, 0, ¼, ½), halved.
        expectPixel(shadePixel(s, x: 48, y: 10), 31.875, 0, 31.875, 63.75, tolerance: 1)
        let opaque = s.isOpaque
        #expect(!opaque)
    }

    @Test("a row shaded in pieces equals the row shaded whole")
    func rowPieces() {
        let s = Self.shader(Self.seedMesh(size: 61))
        for y in [0, 17, 40, 60] {
            let whole = shadeRow(s, y: y, count: 61)
            var pieces: [PremultipliedPixel] = []
            var x = 0
            for width in [1, 2, 3, 5, 7, 11, 13, 19] {
                pieces += shadeRow(s, x: x, y: y, count: width)
                x += width
            }
            #expect(pieces == whole)
        }
    }

    @Test("a mesh drawn again through the same transform reuses its cells; another transform does not")
    func tessellationCache() {
        let cache = MeshGradientTessellationCache()
        let mesh = Self.seedMesh(size: 61)
        let patches = MeshGradientPatchGeometry.controlPoints(of: mesh).map { $0.map { $0 * 61 } }
        let moved = patches.map { $0.map { $0 + SIMD2(0.25, 0) } }
        let first = cache.tessellation(devicePatches: patches, patchesPerRow: 2)
        let again = cache.tessellation(devicePatches: patches, patchesPerRow: 2)
        let other = cache.tessellation(devicePatches: moved, patchesPerRow: 2)
        func address(_ t: MeshGradientTessellation) -> UnsafeRawPointer? { t.cells.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } }
        #expect(!first.cells.isEmpty)
        #expect(address(first) == address(again))
        #expect(address(first) != address(other))
        #expect(other.cells.first?.originX == first.cells.first.map { $0.originX + 0.25 })
        #expect(cache.count == 2)
        // A cache too small for any tessellation keeps none and still hands out the right cells.
        let tiny = MeshGradientTessellationCache(byteLimit: 0)
        #expect(tiny.tessellation(devicePatches: patches, patchesPerRow: 2).cells.count == first.cells.count)
        #expect(tiny.count == 0)
    }

    @Test("the Coons interior of a patch with straight, evenly split edges is bilinear")
    func coonsInteriorOfBilinearPatch() {
        let corners: [SIMD2<Double>] = [[0, 0], [3, 1], [-1, 4], [5, 6]]
        func bilinear(_ u: Double, _ v: Double) -> SIMD2<Double> {
            (1 - u) * (1 - v) * corners[0] + u * (1 - v) * corners[1] + (1 - u) * v * corners[2] + u * v * corners[3]
        }
        var p = (0..<16).map { bilinear(Double($0 % 4) / 3, Double($0 / 4) / 3) }
        let want = p
        for index in [5, 6, 9, 10] { p[index] = .zero }
        MeshGradientPatchGeometry.fillCoonsInterior(&p)
        for index in 0..<16 { #expect(((p[index] - want[index]) * (p[index] - want[index])).sum() < 1e-20) }
    }

    @Test("golden: the seed's 3×3 mesh, smooth, bilinear and perceptual")
    func seedGoldens() {
        let size = 96
        for (name, mesh) in [("mesh-gradient/seed-smooth", Self.seedMesh(size: Double(size))),
                             ("mesh-gradient/seed-bilinear", Self.seedMesh(smooth: false, size: Double(size))),
                             ("mesh-gradient/seed-perceptual", Self.seedMesh(colorSpace: .perceptual, size: Double(size)))] {
            RenderModes.assertGolden(name, width: size, height: size) { context in
                context.fillAll(with: Paint(.mesh(mesh)))
            }
        }
    }
}
