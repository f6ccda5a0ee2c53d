/// `Showcase`: the plates' size, scale and grid, the topics in order, and how a topic becomes pixels.
import AuroraGeometry
import AuroraRaster
import Foundation

/// The gallery's plates: every topic drawn on a 600 × 400 pt plate at 2×, as a grid of cards.
enum Showcase {
    /// A plate's size in points.
    static let plateSize = CGSize(width: 600, height: 400)
    /// Device pixels per point.
    static let scale: CGFloat = 2
    /// The space between the plate's edge and the grid, in points.
    static let margin: CGFloat = 16
    /// The space between cards, in points.
    static let gap: CGFloat = 10
    /// The corner radius of a card, in points.
    static let cardRadius: CGFloat = 10
    /// The side of a backdrop checkerboard square, in points.
    static let checkerSquare: CGFloat = 6

    /// The topics, in the order the index page shows them.
    static var topics: [GalleryTopic] {
        [FillsTopic.topic, StrokesTopic.topic, GradientsTopic.topic, BlendModesTopic.topic, LayersAndClipsTopic.topic,
         FiltersTopic.topic, MeshGradientsTopic.topic, TextTopic.topic, ShadersTopic.topic]
    }

    /// Draws `topic`'s plate: the background, then each cell's card with the cell drawn on it,
    /// clipped to the card.
    static func render(_ topic: GalleryTopic) throws(RasterError) -> Pixmap {
        let context = try RasterContext(width: Int(plateSize.width * scale), height: Int(plateSize.height * scale))
        let device = CGAffineTransform(scaleX: scale, y: scale)
        context.clear(ShowcasePalette.plate)
        let checkerTile = try ShowcasePaints.checkerTile()
        let frames = cellFrames(count: topic.cells.count, columns: topic.columns)
        for (cell, frame) in zip(topic.cells, frames) {
            context.transform = device
            let card = BezierPath(roundedRect: frame, cornerRadius: cardRadius, style: .continuous)
            switch cell.backdrop {
            case .plain:
                context.fill(card, with: .color(ShowcasePalette.card))
            case .checkerboard:
                context.fill(card, with: ShowcasePaints.checkerboard(checkerTile, square: checkerSquare, origin: frame.origin))
            }
            if cell.isIsolated {
                let image = try renderIsolated(cell, size: frame.size)
                context.transform = .identity
                context.draw(image, transform: CGAffineTransform(translationX: frame.minX * scale, y: frame.minY * scale))
            } else {
                context.save()
                context.clip(to: card)
                context.transform = CGAffineTransform(translationX: frame.minX, y: frame.minY).concatenating(device)
                cell.draw(context, frame.size)
                context.restore()
            }
            context.transform = device
            context.stroke(card, with: .color(ShowcasePalette.cardEdge), style: StrokeStyle(lineWidth: 0.5))
        }
        return context.pixmap
    }

    /// Draws `cell` on a transparent canvas of `size` points at the plates' scale, clipped to
    /// its card's shape. A layer there costs the cell's pixels, not the plate's.
    private static func renderIsolated(_ cell: ShowcaseCell, size: CGSize) throws(RasterError) -> Pixmap {
        let context = try RasterContext(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
        context.transform = CGAffineTransform(scaleX: scale, y: scale)
        context.clip(to: BezierPath(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: cardRadius, style: .continuous))
        cell.draw(context, size)
        return context.pixmap
    }

    /// The cards' frames, row by row, snapped to whole device pixels.
    static func cellFrames(count: Int, columns: Int) -> [CGRect] {
        let rows = (count + columns - 1) / columns
        let width = (plateSize.width - 2 * margin - CGFloat(columns - 1) * gap) / CGFloat(columns)
        let height = (plateSize.height - 2 * margin - CGFloat(rows - 1) * gap) / CGFloat(rows)
        func snap(_ v: CGFloat) -> CGFloat { (v * scale).rounded() / scale }
        return (0..<count).map { index in
            let column = CGFloat(index % columns), row = CGFloat(index / columns)
            let x = snap(margin + column * (width + gap)), y = snap(margin + row * (height + gap))
            let maxX = snap(margin + column * (width + gap) + width), maxY = snap(margin + row * (height + gap) + height)
            return CGRect(x: x, y: y, width: maxX - x, height: maxY - y)
        }
    }
}
