/// The text form of a mesh-gradient paint: its grid, options, vertices (with any explicit control points) and colours.
import AuroraGeometry
import AuroraRaster
import Foundation

extension DisplayListPrinter {
    /// `(mesh-gradient width=W height=H background=C smooths=B color-space=S transform=(…) (vertex (x y) leading=(x y) …) … COLOR …)`.
    static func meshGradient(_ mesh: MeshGradientPaint) -> String {
        let space = mesh.colorSpace == .device ? "device" : "perceptual"
        var out = "(mesh-gradient width=\(mesh.width) height=\(mesh.height) background=\(color(mesh.background))"
            + " smooths=\(mesh.smoothsColors) color-space=\(space) transform=(\(affine(mesh.transform)))"
        for vertex in mesh.vertices {
            out += " (vertex \(simdPoint(vertex.position))"
            let controls = [("leading", vertex.leadingControlPoint), ("top", vertex.topControlPoint),
                            ("trailing", vertex.trailingControlPoint), ("bottom", vertex.bottomControlPoint)]
            for (key, point) in controls {
                if let point { out += " \(key)=\(simdPoint(point))" }
            }
            out += ")"
        }
        for c in mesh.colors { out += " " + color(c) }
        return out + ")"
    }

    private static func simdPoint(_ p: SIMD2<Float>) -> String { "(\(TextFormNames.number(p.x)) \(TextFormNames.number(p.y)))" }
}
