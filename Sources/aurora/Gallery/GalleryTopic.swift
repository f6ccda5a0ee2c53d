/// `GalleryTopic`: one plate of the gallery — its cells, in grid order, and the words the index page shows.
import AuroraGeometry
import AuroraRaster
import Foundation

/// A topic of the gallery: a plate of cells drawn with the raster core, and its title and caption.
///
/// The cells are both the plate's grid (row by row) and the index page's legend, so the
/// names under a plate always match what is drawn where.
struct GalleryTopic: Sendable {
    /// The file name stem, in kebab case (`blend-modes`).
    let slug: String
    /// The heading on the index page.
    let title: String
    /// The one-line caption under the plate.
    let caption: String
    /// How many cells a grid row holds.
    let columns: Int
    /// The cells, row by row.
    let cells: [ShowcaseCell]
    /// Preformatted text the index page prints under the legend (a compiler's diagnostic), if any.
    var detail: String? = nil

    /// The PNG file the plate is written to.
    var imageFileName: String { slug + ".png" }

    /// The cells' names, row by row, as laid out on the plate.
    var legendRows: [[String]] {
        stride(from: 0, to: cells.count, by: columns).map { start in
            cells[start..<min(start + columns, cells.count)].map(\.name)
        }
    }
}

/// One cell of a plate: its name in the legend, its backdrop, and the drawing in it.
struct ShowcaseCell: Sendable {
    /// What the cell shows, as the legend names it.
    let name: String
    /// What is under the drawing. Default: `.plain`.
    let backdrop: CellBackdrop
    /// Whether the cell is drawn on its own transparent canvas and then composited onto its
    /// card, so its layers stay cell-sized and modes such as `.clear` or `.sourceIn` see
    /// only the cell's own drawing. Default: `false` (drawn straight onto the card).
    let isIsolated: Bool
    /// Draws the cell: user space is in points with its origin at the cell's top-left corner,
    /// and the cell's size is the second argument.
    let draw: @Sendable (RasterContext, CGSize) -> Void

    /// Creates a cell.
    init(_ name: String, backdrop: CellBackdrop = .plain, isIsolated: Bool = false,
         draw: @escaping @Sendable (RasterContext, CGSize) -> Void) {
        self.name = name
        self.backdrop = backdrop
        self.isIsolated = isIsolated
        self.draw = draw
    }
}

/// What a cell's card is filled with before its drawing.
enum CellBackdrop: Sendable {
    /// A white card.
    case plain
    /// A light checkerboard, so transparency shows.
    case checkerboard
}
