/// Parsing the text form of a mesh-gradient paint (see `DisplayListPrinter.meshGradient`).
import AuroraGeometry
import AuroraRaster
import Foundation

extension DisplayListParser {
    /// The mesh gradient of `(mesh-gradient …)`; vertex and colour counts are kept as written
    /// (a mesh whose counts don't match its grid is valid text and draws only its background).
    static func meshGradient(_ args: ExpressionArguments) throws(DisplayListParseError) -> MeshGradientPaint {
        try args.expectNoMore(than: args.positional.count, keys: ["width", "height", "background", "smooths", "color-space", "transform"])
        let t = try args.value("transform").numbers(6)
        let space: MeshGradientPaint.ColorSpace = try args.value("color-space")
            .named([(.device, "device"), (.perceptual, "perceptual")], "device or perceptual")
        var vertices: [MeshGradientVertex] = [], colors: [RGBAColor] = []
        for node in args.positional {
            let element = try ExpressionArguments(node)
            if element.head == "vertex" {
                try element.expectNoMore(than: 1, keys: ["leading", "top", "trailing", "bottom"])
                func control(_ key: String) throws(DisplayListParseError) -> SIMD2<Float>? {
                    guard let node = element.optional(key) else { return nil }
                    return try simdPoint(node)
                }
                vertices.append(MeshGradientVertex(
                    position: try simdPoint(element.at(0, "the vertex position (x y)")),
                    leadingControlPoint: try control("leading"), topControlPoint: try control("top"),
                    trailingControlPoint: try control("trailing"), bottomControlPoint: try control("bottom")))
            } else {
                colors.append(try color(node))
            }
        }
        return MeshGradientPaint(width: try args.value("width").int(), height: try args.value("height").int(),
                                 vertices: vertices, colors: colors, background: try color(args.value("background")),
                                 smoothsColors: try args.value("smooths").bool(), colorSpace: space,
                                 transform: CGAffineTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5]))
    }

    private static func simdPoint(_ node: SExpression) throws(DisplayListParseError) -> SIMD2<Float> {
        let p = try point(node)
        return SIMD2(Float(p.x), Float(p.y))
    }
}
