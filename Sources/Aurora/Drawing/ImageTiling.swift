/// `ImageTiling`: the copies of an image that a `tiledImage` shading lays over a region of user space.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import Foundation

/// Lays copies of (part of) an image on a grid anchored at an origin, over a region.
enum ImageTiling {
    /// At most this many tiles are drawn: a finer bitmap grid is drawn with several copies per
    /// tile image; a symbol grid finer than that draws nothing.
    static let maximumTiles = 4096

    /// Image items (user space) tiling `region`: copies of the `sourceRect` part (unit
    /// coordinates) of `image`, each `scale` times the part's size in points, one at `origin`.
    static func tiles(of image: Image, origin: CGPoint, sourceRect: CGRect, scale: CGFloat, covering region: CGRect) -> [DisplayList.Item] {
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        let source = sourceRect.standardized.intersection(unit)
        guard scale.isFinite, scale > 0, !source.isNull, source.width > 0, source.height > 0,
              origin.x.isFinite, origin.y.isFinite else { return [] }
        if let bitmap = image.bitmap {
            let pixels = PixelRect(x: Int((source.minX * CGFloat(bitmap.width)).rounded()), y: Int((source.minY * CGFloat(bitmap.height)).rounded()),
                                   width: max(1, Int((source.width * CGFloat(bitmap.width)).rounded())),
                                   height: max(1, Int((source.height * CGFloat(bitmap.height)).rounded())))
            guard let piece = source == unit ? bitmap.pixmap : bitmap.pixmap.view(of: pixels)?.makePixmap() else { return [] }
            let tileSize = CGSize(width: CGFloat(piece.width) / image.scale * scale, height: CGFloat(piece.height) / image.scale * scale)
            return bitmapTiles(piece, tileSize: tileSize, origin: origin, region: region,
                               sampling: image.interpolationQuality == .none ? .nearest : .bilinear)
        }
        guard let symbol = image.symbolGeometry(in: EnvironmentValues()), symbol.size.width > 0, symbol.size.height > 0 else { return [] }
        let tileSize = CGSize(width: symbol.size.width * source.width * scale, height: symbol.size.height * source.height * scale)
        // The whole symbol scaled so that its `source` part fills one tile.
        let whole = CGSize(width: tileSize.width / source.width, height: tileSize.height / source.height)
        let offset = CGPoint(x: -source.minX * whole.width, y: -source.minY * whole.height)
        let cropped = source != unit
        return grid(tileSize: tileSize, origin: origin, region: region).flatMap { rect -> [DisplayList.Item] in
            let items = symbol.displayItems(in: CGRect(origin: CGPoint(x: rect.minX + offset.x, y: rect.minY + offset.y), size: whole),
                                            environment: EnvironmentValues())
            guard cropped else { return items }
            return [DisplayList.Item(frame: CGRect(origin: .zero, size: CGSize(width: rect.maxX, height: rect.maxY)),
                                     effect: .clip(BezierPath(rect), FillStyle()), DisplayList(items: items))]
        }
    }

    /// Copies of `piece` drawn `tileSize` large on the grid through `origin` over `region`;
    /// when that takes too many copies, each tile image holds several copies.
    private static func bitmapTiles(_ piece: Pixmap, tileSize: CGSize, origin: CGPoint, region: CGRect,
                                    sampling: ImageSampling) -> [DisplayList.Item] {
        guard let count = tileCount(tileSize: tileSize, region: region) else { return [] }
        var tile = piece
        var size = tileSize
        if count > maximumTiles {
            let factor = Int((Double(count) / Double(maximumTiles)).squareRoot().rounded(.up))
            guard let repeated = repeating(piece, times: factor) else { return [] }
            tile = repeated
            size = CGSize(width: tileSize.width * CGFloat(factor), height: tileSize.height * CGFloat(factor))
        }
        let image = DisplayList.Image(tile)
        return grid(tileSize: size, origin: origin, region: region).map {
            DisplayList.Item(frame: .zero, content: .image(image, rect: $0, interpolation: sampling))
        }
    }

    /// How many grid cells of `tileSize` `region` touches, or nil for an unusable size.
    private static func tileCount(tileSize: CGSize, region: CGRect) -> Int? {
        guard tileSize.width > 0, tileSize.height > 0, tileSize.width.isFinite, tileSize.height.isFinite,
              !region.isNull, region.width.isFinite, region.height.isFinite else { return nil }
        let across = (region.width / tileSize.width).rounded(.up) + 1, down = (region.height / tileSize.height).rounded(.up) + 1
        let total = across * down
        return total.isFinite && total < CGFloat(Int.max / 2) ? Int(total) : nil
    }

    /// The grid cells of `tileSize` through `origin` that meet `region`, at most `maximumTiles`.
    private static func grid(tileSize: CGSize, origin: CGPoint, region: CGRect) -> [CGRect] {
        guard let count = tileCount(tileSize: tileSize, region: region), count <= maximumTiles else { return [] }
        let firstColumn = ((region.minX - origin.x) / tileSize.width).rounded(.down)
        let firstRow = ((region.minY - origin.y) / tileSize.height).rounded(.down)
        var cells: [CGRect] = []
        var row = firstRow
        while origin.y + row * tileSize.height < region.maxY {
            var column = firstColumn
            while origin.x + column * tileSize.width < region.maxX {
                cells.append(CGRect(x: origin.x + column * tileSize.width, y: origin.y + row * tileSize.height,
                                    width: tileSize.width, height: tileSize.height))
                column += 1
            }
            row += 1
        }
        return cells
    }

    /// `piece` repeated `times` × `times`, or nil when that is too large for a pixmap.
    private static func repeating(_ piece: Pixmap, times: Int) -> Pixmap? {
        let (width, height) = piece.width.multipliedReportingOverflow(by: times).overflow ? (0, 0) : (piece.width * times, piece.height * times)
        guard width > 0, height > 0, width <= Pixmap.maximumSide, height <= Pixmap.maximumSide,
              width * height <= Pixmap.maximumArea, var result = try? Pixmap(width: width, height: height) else { return nil }
        let pw = piece.width, ph = piece.height
        piece.withUnsafePixels { source in
            result.withUnsafeMutablePixels { out in
                for y in 0..<height {
                    let sourceRow = (y % ph) * pw, outRow = y * width
                    for x in 0..<width { out[outRow + x] = source[sourceRow + x % pw] }
                }
            }
        }
        return result
    }
}
