/// `ImageSlice`: cutting a resizable image at its cap insets into fixed corners and stretched or tiled middles.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import Foundation

/// A piece of an image and where it is drawn in the view's bounds.
struct ImageSlice {
    var image: DisplayList.Image
    var rect: CGRect

    /// At most this many tiles per slice; beyond that (a tiny image over a huge frame) the
    /// slice stretches instead.
    static let maximumTiles = 4096

    /// The nine-slice layout of `image` (pixels at `scale` per point) over a view of `size`:
    /// corners at their natural size, edges and centre stretched or tiled along the axes they
    /// span. Caps wider than the view shrink in proportion.
    static func slices(of image: DisplayList.Image, scale: CGFloat, capInsets: EdgeInsets,
                       mode: Image.ResizingMode, size: CGSize) -> [ImageSlice] {
        let columns = bands(pixels: image.width, scale: scale, leading: capInsets.leading, trailing: capInsets.trailing, extent: size.width)
        let rows = bands(pixels: image.height, scale: scale, leading: capInsets.top, trailing: capInsets.bottom, extent: size.height)
        var slices: [ImageSlice] = []
        for rowBand in rows {
            for columnBand in columns {
                let source = PixelRect(x: columnBand.pixels.lowerBound, y: rowBand.pixels.lowerBound,
                                       width: columnBand.pixels.count, height: rowBand.pixels.count)
                guard let piece = image.pixmap.view(of: source)?.makePixmap() else { continue }
                let destination = CGRect(x: columnBand.points.lowerBound, y: rowBand.points.lowerBound,
                                         width: columnBand.points.upperBound - columnBand.points.lowerBound,
                                         height: rowBand.points.upperBound - rowBand.points.lowerBound)
                let tilesAcross = mode == .tile && columnBand.isMiddle, tilesDown = mode == .tile && rowBand.isMiddle
                slices += tiles(of: piece, scale: scale, over: destination, across: tilesAcross, down: tilesDown)
            }
        }
        return slices
    }

    /// One band of a nine-slice along an axis: its source pixels and its destination in points.
    private struct Band {
        var pixels: Range<Int>
        var points: Range<CGFloat>
        /// The part between the caps, which stretches or tiles.
        var isMiddle = false
    }

    /// The leading cap, the middle and the trailing cap along one axis, empty bands left out.
    private static func bands(pixels: Int, scale: CGFloat, leading: CGFloat, trailing: CGFloat, extent: CGFloat) -> [Band] {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? max(0, v) : 0 }
        var lead = Int(min(CGFloat(pixels), (clean(leading) * scale).rounded()))
        let trail = Int(min(CGFloat(pixels - lead), (clean(trailing) * scale).rounded()))
        lead = min(lead, pixels - trail)
        var leadPoints = CGFloat(lead) / scale, trailPoints = CGFloat(trail) / scale
        if leadPoints + trailPoints > extent, leadPoints + trailPoints > 0 {
            let shrink = extent / (leadPoints + trailPoints)
            leadPoints *= shrink
            trailPoints *= shrink
        }
        let all = [Band(pixels: 0..<lead, points: 0..<leadPoints),
                   Band(pixels: lead..<(pixels - trail), points: leadPoints..<max(leadPoints, extent - trailPoints), isMiddle: true),
                   Band(pixels: (pixels - trail)..<pixels, points: max(leadPoints, extent - trailPoints)..<max(leadPoints, extent))]
        return all.filter { !$0.pixels.isEmpty && !$0.points.isEmpty }
    }

    /// `piece` over `destination`: stretched, or repeated at its natural size along the axes
    /// asked for, the last tile cut to fit.
    private static func tiles(of piece: Pixmap, scale: CGFloat, over destination: CGRect, across: Bool, down: Bool) -> [ImageSlice] {
        let tileWidth = across ? CGFloat(piece.width) / scale : destination.width
        let tileHeight = down ? CGFloat(piece.height) / scale : destination.height
        let countAcross = (destination.width / tileWidth).rounded(.up), countDown = (destination.height / tileHeight).rounded(.up)
        guard countAcross.isFinite, countDown.isFinite, countAcross * countDown <= CGFloat(maximumTiles) else {
            return [ImageSlice(image: DisplayList.Image(piece), rect: destination)]
        }
        // Whole tiles share one image (its identifier hashes the pixels once); only cut tiles
        // take a cropped copy of their own.
        let whole = DisplayList.Image(piece)
        var result: [ImageSlice] = []
        var y = destination.minY
        while y < destination.maxY {
            let height = min(tileHeight, destination.maxY - y)
            var x = destination.minX
            while x < destination.maxX {
                let width = min(tileWidth, destination.maxX - x)
                // A cut tile takes only the part of the source it shows.
                let sourceWidth = across ? max(1, min(piece.width, Int((width * scale).rounded(.up)))) : piece.width
                let sourceHeight = down ? max(1, min(piece.height, Int((height * scale).rounded(.up)))) : piece.height
                let cut = sourceWidth == piece.width && sourceHeight == piece.height
                    ? nil : piece.view(of: PixelRect(x: 0, y: 0, width: sourceWidth, height: sourceHeight))?.makePixmap()
                result.append(ImageSlice(image: cut.map(DisplayList.Image.init) ?? whole, rect: CGRect(x: x, y: y, width: width, height: height)))
                x += width
            }
            y += height
        }
        return result
    }
}
