/// W5: a 4×4-vertex mesh gradient (3×3 Coons patches with bilinear corner colours) over the whole canvas.
import AuroraRaster
import Foundation

extension Workload {
    /// Fills the canvas with the mesh gradient of `w5_mesh`.
    static let mesh = Workload(key: "W5_mesh", notes: "fillAll, 3×3 patches, bilinear colours") { inputs, context in
        let paint = Paint(.mesh(try inputs.meshGradient()))
        let canvas = RasterContext(pixmap: try inputs.makeCanvas(), threads: context.threads)
        return WorkloadRun(threads: context.threads, run: {
            canvas.fillAll(with: paint)
            canvas.flush()
        }, output: { .pixmap(canvas.pixmap) })
    }
}

extension BenchInputs {
    /// The part of `inputs.json` W5 reads: Coons patches in Skia's `drawPatch` order (12 points
    /// clockwise from the top-left corner) with corner colours top-left, top-right, bottom-right,
    /// bottom-left.
    private struct MeshDocument: Decodable {
        struct Patch: Decodable {
            var cubics: [[Double]]
            var colors_rgb8: [[Int]]
        }
        struct Mesh: Decodable {
            var patches: [Patch]
        }
        var w5_mesh: Mesh
    }

    /// W5's patches as one mesh gradient in canvas pixels: the patches form a square grid whose
    /// shared vertices and edge control points map one to one onto mesh vertices.
    func meshGradient() throws(BenchError) -> MeshGradientPaint {
        let file = folder.appending(path: "inputs.json")
        let patches: [MeshDocument.Patch]
        do { patches = try JSONDecoder().decode(MeshDocument.self, from: Data(contentsOf: file)).w5_mesh.patches } catch {
            throw .invalidInputs("w5_mesh in \(file.path): \(error)")
        }
        let side = Int(Double(patches.count).squareRoot().rounded())
        guard side >= 1, side * side == patches.count else { throw .invalidInputs("w5 patches do not form a square grid") }
        let width = side + 1
        var positions = [SIMD2<Float>?](repeating: nil, count: width * width)
        var vertices = [MeshGradientVertex](repeating: MeshGradientVertex(position: .zero), count: width * width)
        var colors = [RGBAColor](repeating: .clear, count: width * width)
        for (index, patch) in patches.enumerated() {
            guard patch.cubics.count == 12, patch.cubics.allSatisfy({ $0.count == 2 }), patch.colors_rgb8.count == 4,
                  patch.colors_rgb8.allSatisfy({ $0.count == 3 && $0.allSatisfy { (0...255).contains($0) } }) else {
                throw .invalidInputs("a w5 patch does not have 12 points and 4 RGB colours")
            }
            let p = patch.cubics.map { SIMD2<Float>(Float($0[0]), Float($0[1])) }
            let r = index / side, c = index % side
            let topLeft = r * width + c, topRight = topLeft + 1, bottomLeft = topLeft + width, bottomRight = bottomLeft + 1
            for (vertex, point) in [(topLeft, 0), (topRight, 3), (bottomRight, 6), (bottomLeft, 9)] {
                positions[vertex] = p[point]
            }
            vertices[topLeft].trailingControlPoint = p[1]
            vertices[topRight].leadingControlPoint = p[2]
            vertices[topRight].bottomControlPoint = p[4]
            vertices[bottomRight].topControlPoint = p[5]
            vertices[bottomRight].leadingControlPoint = p[7]
            vertices[bottomLeft].trailingControlPoint = p[8]
            vertices[bottomLeft].topControlPoint = p[10]
            vertices[topLeft].bottomControlPoint = p[11]
            for (vertex, color) in zip([topLeft, topRight, bottomRight, bottomLeft], patch.colors_rgb8) {
                colors[vertex] = RGBAColor(red8: UInt8(color[0]), green8: UInt8(color[1]), blue8: UInt8(color[2]))
            }
        }
        for index in vertices.indices {
            guard let position = positions[index] else { throw .invalidInputs("a w5 vertex has no position") }
            vertices[index].position = position
        }
        return MeshGradientPaint(width: width, height: width, vertices: vertices, colors: colors, smoothsColors: false)
    }
}
