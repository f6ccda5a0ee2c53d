/// The mesh-gradient paint's text form: printed as documented, parsed back equal, bad text rejected with a typed error.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import Foundation
import Testing

@Suite struct MeshGradientTextFormTests {
    static func list(_ mesh: MeshGradientPaint) -> DisplayList {
        DisplayList(items: [DisplayList.Item(frame: CGRect(x: 0, y: 0, width: 10, height: 10), content: .fill(.meshGradient(mesh)))])
    }

    @Test func printsAndParsesBack() throws {
        let mesh = MeshGradientPaint(
            width: 2, height: 1,
            vertices: [MeshGradientVertex(position: [0, 0.25], trailingControlPoint: [0.3, 0.1]), MeshGradientVertex(position: [1, 0.5])],
            colors: [RGBAColor(red: 1, green: 0, blue: 0), RGBAColor(red: 0, green: 0.5, blue: 1, alpha: 0.25)],
            background: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0), smoothsColors: false, colorSpace: .perceptual,
            transform: CGAffineTransform(a: 10, b: 0, c: 0, d: 10, tx: 0, ty: 0))
        let text = Self.list(mesh).description
        #expect(text.contains("(mesh-gradient width=2 height=1 background=(srgb 0 0 0 0) smooths=false color-space=perceptual "
                              + "transform=(10 0 0 10 0 0) (vertex (0 0.25) trailing=(0.3 0.1)) (vertex (1 0.5)) (srgb 1 0 0 1) (srgb 0 0.5 1 0.25))"))
        #expect(try DisplayList(parsing: text) == Self.list(mesh))
        // An empty mesh (what an invalid MeshGradient becomes) round-trips too.
        let empty = MeshGradientPaint(width: 0, height: 0, vertices: [], colors: [], background: RGBAColor(red: 0, green: 1, blue: 0))
        #expect(try DisplayList(parsing: Self.list(empty).description) == Self.list(empty))
    }

    @Test func rejectsMalformedMeshes() {
        let good = "(mesh-gradient width=1 height=1 background=(srgb 0 0 0 1) smooths=true color-space=device transform=(1 0 0 1 0 0) (vertex (0 0)) (srgb 1 0 0 1))"
        func parse(_ paint: String) throws -> DisplayList {
            try DisplayList(parsing: "(display-list (item frame=(0 0 4 4) (content (fill \(paint)))))")
        }
        #expect(throws: Never.self) { try parse(good) }
        for bad in [good.replacingOccurrences(of: "color-space=device", with: "color-space=lab"),
                    good.replacingOccurrences(of: "smooths=true", with: "smooths=maybe"),
                    good.replacingOccurrences(of: "transform=(1 0 0 1 0 0)", with: "transform=(1 0 0)"),
                    good.replacingOccurrences(of: "(vertex (0 0))", with: "(vertex (0 0) sideways=(1 1))"),
                    good.replacingOccurrences(of: "(vertex (0 0))", with: "(vertex)"),
                    good.replacingOccurrences(of: " width=1", with: "")] {
            #expect(throws: DisplayListParseError.self, "\(bad)") { try parse(bad) }
        }
    }
}
