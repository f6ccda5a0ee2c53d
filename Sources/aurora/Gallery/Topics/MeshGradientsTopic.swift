/// `MeshGradientsTopic`: the mesh gradients plate — the session's 3×3 mesh, Bézier meshes, colour options.
import AuroraGeometry
import AuroraRaster
import Foundation

/// Mesh gradients: the WWDC24 session's 3×3 mesh with its centre point moved, meshes with
/// explicit Bézier control points, smooth vs bilinear colours, device vs perceptual space.
enum MeshGradientsTopic {
    /// The mesh gradients plate.
    static var topic: GalleryTopic {
        GalleryTopic(
            slug: "mesh-gradients",
            title: "Mesh gradients",
            caption: "The session's 3×3 mesh as its centre point moves, smooth vs bilinear colours, device vs "
                + "perceptual (Oklab) interpolation, Bézier control points, and a mesh folded over itself.",
            columns: 4,
            cells: [
                ShowcaseCell("3×3, centre at (0.5, 0.5)") { draw($0, $1, seed(centre: SIMD2(0.5, 0.5))) },
                ShowcaseCell("3×3, centre moved to (0.8, 0.2): the session's example") { draw($0, $1, seed(centre: SIMD2(0.8, 0.2))) },
                ShowcaseCell("the same, bilinear colours (smoothsColors: false)") {
                    draw($0, $1, seed(centre: SIMD2(0.8, 0.2), smooth: false))
                },
                ShowcaseCell("the same, perceptual colour space") {
                    draw($0, $1, seed(centre: SIMD2(0.8, 0.2), space: .perceptual))
                },
                ShowcaseCell("2×2 red → green, device") { draw($0, $1, corners(.device)) },
                ShowcaseCell("2×2 red → green, perceptual (no muddy middle)") { draw($0, $1, corners(.perceptual)) },
                ShowcaseCell("Bézier control points: a wave") { draw($0, $1, wave) },
                ShowcaseCell("folded: the centre dragged past a corner (later patches win)", backdrop: .checkerboard) {
                    draw($0, $1, seed(centre: SIMD2(1.15, -0.1)))
                },
            ])
    }

    /// Fills the cell's inset panel with `mesh`, mapped onto the panel.
    private static func draw(_ context: RasterContext, _ size: CGSize, _ mesh: MeshGradientPaint) {
        let panel = CGRect(x: 12, y: 12, width: size.width - 24, height: size.height - 24)
        var mesh = mesh
        mesh.transform = CGAffineTransform(scaleX: panel.width, y: panel.height)
            .concatenating(CGAffineTransform(translationX: panel.minX, y: panel.minY))
        context.fill(BezierPath(roundedRect: panel, cornerRadius: 8), with: Paint(.mesh(mesh)))
    }

    /// The session's mesh: black along the top, blue through the middle, green along the bottom.
    private static func seed(centre: SIMD2<Float>, smooth: Bool = true, space: MeshGradientPaint.ColorSpace = .device) -> MeshGradientPaint {
        let black = RGBAColor(red: 0, green: 0, blue: 0), blue = RGBAColor(red: 0, green: 0.478, blue: 1)
        let green = RGBAColor(red: 0.204, green: 0.78, blue: 0.349)
        return MeshGradientPaint(width: 3, height: 3,
                                 points: [SIMD2(0, 0), SIMD2(0.5, 0), SIMD2(1, 0), SIMD2(0, 0.5), centre, SIMD2(1, 0.5),
                                          SIMD2(0, 1), SIMD2(0.5, 1), SIMD2(1, 1)],
                                 colors: [black, black, black, blue, blue, blue, green, green, green],
                                 smoothsColors: smooth, colorSpace: space)
    }

    /// Red and green corners against blue and yellow, where the colour space shows most.
    private static func corners(_ space: MeshGradientPaint.ColorSpace) -> MeshGradientPaint {
        MeshGradientPaint(width: 2, height: 2, points: [SIMD2(0, 0), SIMD2(1, 0), SIMD2(0, 1), SIMD2(1, 1)],
                          colors: [RGBAColor(red: 1, green: 0, blue: 0), RGBAColor(red: 0, green: 0.3, blue: 1),
                                   RGBAColor(red: 1, green: 0.9, blue: 0), RGBAColor(red: 0, green: 0.8, blue: 0)],
                          colorSpace: space)
    }

    /// A 3×2 mesh whose middle column bends with explicit control points.
    private static var wave: MeshGradientPaint {
        let vertices = [
            MeshGradientVertex(position: SIMD2(0, 0)),
            MeshGradientVertex(position: SIMD2(0.5, 0), bottomControlPoint: SIMD2(0.85, 0.35)),
            MeshGradientVertex(position: SIMD2(1, 0)),
            MeshGradientVertex(position: SIMD2(0, 1)),
            MeshGradientVertex(position: SIMD2(0.5, 1), topControlPoint: SIMD2(0.15, 0.65)),
            MeshGradientVertex(position: SIMD2(1, 1)),
        ]
        return MeshGradientPaint(width: 3, height: 2, vertices: vertices,
                                 colors: [ShowcasePalette.indigo, ShowcasePalette.magenta, ShowcasePalette.amber,
                                          ShowcasePalette.sky, ShowcasePalette.teal, ShowcasePalette.coral])
    }
}
