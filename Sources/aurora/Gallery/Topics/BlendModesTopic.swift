/// `BlendModesTopic`: the blend-modes plate — all 28 modes on the same pair of shapes.
import AuroraGeometry
import AuroraRaster
import Foundation

/// Every `BlendMode`, one cell each, in declaration order: a destination disc, then a source
/// square drawn over it with the cell's mode, on the cell's own transparent canvas, which is
/// then composited normally over a checkerboard.
enum BlendModesTopic {
    /// The blend-modes plate.
    static var topic: GalleryTopic {
        GalleryTopic(
            slug: "blend-modes",
            title: "Blend modes",
            caption: "All 28 blend modes, row by row as named below: a square (coral → indigo) drawn with the mode "
                + "over a disc (amber → teal), each pair drawn on its own transparent canvas, shown over a checkerboard.",
            columns: 7,
            cells: BlendMode.allCases.map { mode in
                ShowcaseCell(String(describing: mode), backdrop: .checkerboard, isIsolated: true, draw: { draw(mode, $0, $1) })
            })
    }

    private static func draw(_ mode: BlendMode, _ context: RasterContext, _ size: CGSize) {
        let unit = min(size.width, size.height)
        let discCenter = CGPoint(x: size.width * 0.4, y: size.height * 0.4)
        let discRadius = unit * 0.3
        let square = CGRect(x: size.width * 0.36, y: size.height * 0.36, width: unit * 0.5, height: unit * 0.5)
        context.fill(ShowcaseShapes.circle(discCenter, discRadius), with: ShowcasePaints.linear(
            from: CGPoint(x: 0, y: discCenter.y - discRadius), to: CGPoint(x: 0, y: discCenter.y + discRadius),
            [ShowcasePalette.amber, ShowcasePalette.teal]))
        var source = ShowcasePaints.linear(from: CGPoint(x: square.minX, y: 0), to: CGPoint(x: square.maxX, y: 0),
                                           [ShowcasePalette.coral, ShowcasePalette.indigo])
        source.blendMode = mode
        context.fill(BezierPath(roundedRect: square, cornerRadius: 5), with: source)
    }
}
