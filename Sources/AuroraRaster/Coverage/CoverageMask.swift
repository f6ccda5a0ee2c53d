/// `CoverageMask`: a path's anti-aliased coverage kept as 8-bit values, to composite again and again (glyph masks).
import AuroraGeometry
import Foundation

/// A rectangle of 8-bit coverage values (0 = outside, 255 = fully inside) at device pixels.
///
/// Made once from a path (`init(path:transform:fillRule:)`) with the same exact-area
/// rasterizer fills use, then composited any number of times at whole-pixel offsets with
/// `RasterContext.fill(_:x:y:with:)`: that is how text draws cached glyphs. Each row's
/// first and last non-zero column is kept, so compositing skips the empty margins.
public struct CoverageMask: Hashable, Sendable {
    /// Where the mask sits, in device pixels, before any offset.
    public let bounds: PixelRect
    /// `bounds.width × bounds.height` coverage values, row by row.
    public let values: [UInt8]
    /// Per row, the non-zero columns as `start | end << 32` (mask-relative; start == end when empty).
    let rowExtents: [UInt64]

    /// The number of columns.
    public var width: Int { bounds.width }
    /// The number of rows.
    public var height: Int { bounds.height }
    /// The mask's memory use in bytes (values and row extents), for caches with a size cap.
    public var byteCount: Int { values.count + rowExtents.count * 8 }

    /// An empty mask (covers nothing).
    public init() {
        bounds = PixelRect(x: 0, y: 0, width: 0, height: 0)
        values = []
        rowExtents = []
    }

    /// Coverage values given directly (`values.count` must be `bounds.width × bounds.height`,
    /// or the mask is empty).
    public init(bounds: PixelRect, values: [UInt8]) {
        let valid = !bounds.isEmpty && values.count == bounds.width * bounds.height
        self.bounds = valid ? bounds : PixelRect(x: 0, y: 0, width: 0, height: 0)
        self.values = valid ? values : []
        rowExtents = valid ? Self.extents(of: values, width: bounds.width, height: bounds.height) : []
    }

    /// The coverage of `path` mapped by `transform` into device pixels under `fillRule`,
    /// flattened within `tolerance` device pixels: the mask spans the whole pixels the path
    /// touches (empty for an empty path). Paths larger than `maximumSide` in either direction
    /// are cut to that size from their top-left corner.
    public init(path: BezierPath, transform: CGAffineTransform = .identity, fillRule: FillRule = .nonZero,
                antialiased: Bool = true, tolerance: CGFloat = 0.25, maximumSide: Int = 4096) {
        let tolerance = tolerance.isNaN ? 0.25 : min(max(tolerance, 0.01), 10)
        let limit = CGFloat(Pixmap.maximumSide)
        let edges = EdgeList(path: path, transform: transform, tolerance: tolerance,
                             clipBounds: CGRect(x: -limit, y: -limit, width: 2 * limit, height: 2 * limit))
        guard !edges.isEmpty else {
            self.init()
            return
        }
        let x0 = floorToInt(edges.minX), y0 = floorToInt(edges.minY)
        let side = max(1, maximumSide)
        let x1 = min(max(x0 + 1, ceilToInt(edges.maxX)), x0 + side)
        let y1 = min(max(y0 + 1, ceilToInt(edges.maxY)), y0 + side)
        let rect = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        var values = [UInt8](repeating: 0, count: rect.width * rect.height)
        var accumulator = CoverageAccumulator()
        values.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            accumulator.rasterize(edges, fillRule: fillRule, antialiased: antialiased, clip: rect) { span in
                let out = base + (span.y - y0) * rect.width + (span.x - x0)
                if let source = span.values {
                    out.update(from: source, count: span.count)
                } else {
                    out.update(repeating: span.constant, count: span.count)
                }
            }
        }
        self.init(bounds: rect, values: values)
    }

    /// The same coverage moved by whole pixels.
    public func offsetBy(x: Int, y: Int) -> CoverageMask {
        CoverageMask(moving: self, to: PixelRect(x: bounds.x + x, y: bounds.y + y, width: bounds.width, height: bounds.height))
    }

    private init(moving mask: CoverageMask, to rect: PixelRect) {
        bounds = rect
        values = mask.values
        rowExtents = mask.rowExtents
    }

    /// The coverage at device pixel (`x`, `y`), 0 outside the mask.
    public subscript(x: Int, y: Int) -> UInt8 {
        guard x >= bounds.x, x < bounds.maxX, y >= bounds.y, y < bounds.maxY else { return 0 }
        return values[(y - bounds.y) * bounds.width + (x - bounds.x)]
    }

    /// Each row's first non-zero column and one past its last.
    private static func extents(of values: [UInt8], width: Int, height: Int) -> [UInt64] {
        var extents = [UInt64](repeating: 0, count: height)
        values.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for row in 0..<height {
                let line = base + row * width
                var start = 0, end = width
                while start < width && line[start] == 0 { start += 1 }
                while end > start && line[end - 1] == 0 { end -= 1 }
                extents[row] = UInt64(start) | UInt64(end) << 32
            }
        }
        return extents
    }

    /// Masks are equal when they cover the same pixels with the same values.
    public static func == (a: CoverageMask, b: CoverageMask) -> Bool {
        a.bounds == b.bounds && a.values == b.values
    }

    /// Hashes the bounds and values (the row extents follow from them).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(bounds)
        hasher.combine(values)
    }
}
