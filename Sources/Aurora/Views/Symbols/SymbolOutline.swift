/// `SymbolOutline`: a symbol's layers turned into filled outlines for one weight, in design units, cached.
import AuroraGeometry
import Foundation

/// A symbol at one stroke width: every layer as one path to fill with the non-zero rule, and
/// the ink's bounds, in design units.
struct SymbolOutline: Sendable {
    /// One layer's ink.
    struct Layer: Sendable {
        var level: Int
        var multicolor: Color?
        /// Closed polylines; filled non-zero they paint the layer's ink before the cut.
        var path: BezierPath
        /// Closed polylines, filled non-zero: what is cut out of `path` (empty: nothing).
        var cut: BezierPath
        var drawsInMonochrome: Bool
    }

    var layers: [Layer]
    /// The tight bounds of all the ink (`.null` when there is none). Outlines from
    /// `SymbolOutlineCache` carry the bounds of the level-0 outline at every tolerance level,
    /// so a symbol's size and placement don't depend on how finely it is flattened.
    var bounds: CGRect

    /// The stroke width in design units for a font weight: 8 at regular, from 2.8 (ultra light) to 16.5 (black).
    static func strokeWidth(for weight: Font.Weight) -> CGFloat {
        let table: [(Int, CGFloat)] = [(100, 2.8), (200, 4), (300, 6), (400, 8), (500, 9.5), (600, 11), (700, 12.5), (800, 14.5), (900, 16.5)]
        let w = min(max(weight.value, 100), 900)
        let upper = table.firstIndex { $0.0 >= w } ?? table.count - 1
        guard upper > 0 else { return table[0].1 }
        let (w0, s0) = table[upper - 1], (w1, s1) = table[upper]
        return s0 + (s1 - s0) * CGFloat(w - w0) / CGFloat(w1 - w0)
    }

    /// The flattening tolerance of level 0, in design units: a tenth of a pixel at 3× for a
    /// symbol of about 40 pt (one design unit is a hundredth of the point size).
    static let baseTolerance: CGFloat = 0.08
    /// The tolerance levels there are: level k flattens at `baseTolerance · 2^k` design units.
    static let toleranceLevels = -5...5
    /// The flattening error aimed for, in device pixels at 3× (the scale symbols are outlined for).
    static let targetDeviceError: CGFloat = 0.1

    /// The tolerance level for a symbol whose design unit is `pointsPerUnit` points: the coarsest
    /// whose error at 3× stays within `targetDeviceError` (so between half of it and all of it),
    /// clamped to `toleranceLevels`; level 0 for a size that isn't finite and positive.
    static func toleranceLevel(pointsPerUnit: CGFloat) -> Int {
        guard pointsPerUnit.isFinite, pointsPerUnit > 0 else { return 0 }
        let wanted = targetDeviceError / (pointsPerUnit * 3)
        let level = Int((log2(wanted / baseTolerance) + 1e-9).rounded(.down))
        return min(max(level, toleranceLevels.lowerBound), toleranceLevels.upperBound)
    }

    /// The flattening tolerance of `level`, in design units.
    static func tolerance(level: Int) -> CGFloat {
        let clamped = min(max(level, toleranceLevels.lowerBound), toleranceLevels.upperBound)
        return baseTolerance * CGFloat(sign: .plus, exponent: clamped, significand: 1)
    }

    /// The outline of `definition` stroked at `strokeWidth`, curves flattened within `tolerance` design units.
    init(_ definition: SymbolDefinition, strokeWidth: CGFloat, tolerance: CGFloat) {
        let style = StrokeStyle(lineWidth: strokeWidth, lineCap: .round, lineJoin: .round)
        var bounds = CGRect.null
        layers = definition.layers.map { layer in
            var path = BezierPath(), cut = BezierPath()
            var pieces: [Polyline] = [], cutPieces: [Polyline] = []
            // Every subpath's ink is added with a positive winding, so where pieces overlap they add
            // up instead of cancelling: the non-zero fill is their union.
            for part in layer.parts {
                for subpath in Self.subpaths(of: part.path) {
                    let stroke = Self.oriented(subpath.strokedPolylines(style, tolerance: tolerance))
                    let ink = part.kind == .fill ? Self.filledInk(of: subpath, stroke: stroke, tolerance: tolerance) : stroke
                    if part.subtracts {
                        cutPieces.append(contentsOf: ink)
                    } else {
                        pieces.append(contentsOf: ink)
                    }
                }
            }
            for piece in pieces where piece.points.count > 2 {
                path.addLines(piece.points)
                path.closeSubpath()
                for point in piece.points { bounds = bounds.union(CGRect(origin: point, size: .zero)) }
            }
            for piece in cutPieces where piece.points.count > 2 {
                cut.addLines(piece.points)
                cut.closeSubpath()
            }
            return Layer(level: layer.level, multicolor: layer.multicolor, path: path, cut: cut, drawsInMonochrome: layer.drawsInMonochrome)
        }
        self.bounds = bounds
    }

    /// The ink of a filled subpath: its area together with its stroke (`stroke`, oriented).
    ///
    /// A closed subpath's stroke has an outer and an inner contour. The inner one lies inside
    /// the area and the outer one encloses the area, so the outer contour alone is the whole
    /// ink, at a third of the points (every point costs again each time the symbol is drawn).
    private static func filledInk(of subpath: BezierPath, stroke: [Polyline], tolerance: CGFloat) -> [Polyline] {
        if stroke.count == 2, case .closeSubpath? = subpath.elements.last {
            let outer = abs(signedArea(stroke[0].points)) >= abs(signedArea(stroke[1].points)) ? stroke[0] : stroke[1]
            return oriented([outer])
        }
        let area = subpath.flattened(tolerance: tolerance).map { Polyline(points: $0.points, isClosed: true) }
        return oriented(area) + stroke
    }

    /// The path split at its moves, one path per subpath.
    private static func subpaths(of path: BezierPath) -> [BezierPath] {
        var result: [BezierPath] = []
        var current: [BezierPath.Element] = []
        for element in path.elements {
            if case .move = element, !current.isEmpty {
                result.append(BezierPath(elements: current))
                current = []
            }
            current.append(element)
        }
        if !current.isEmpty { result.append(BezierPath(elements: current)) }
        return result
    }

    /// The polylines, all reversed when their total signed area is negative, so the winding they
    /// give to the area they cover is positive.
    private static func oriented(_ polylines: [Polyline]) -> [Polyline] {
        let area = polylines.reduce(CGFloat(0)) { $0 + signedArea($1.points) }
        guard area < 0 else { return polylines }
        return polylines.map { Polyline(points: $0.points.reversed(), isClosed: $0.isClosed) }
    }

    /// Twice the shoelace area with y down: positive for contours clockwise on screen.
    private static func signedArea(_ points: [CGPoint]) -> CGFloat {
        guard var previous = points.last else { return 0 }
        var sum: CGFloat = 0
        for point in points {
            sum += previous.x * point.y - point.x * previous.y
            previous = point
        }
        return sum
    }
}

/// Outlines by symbol name, stroke width and tolerance level, shared by every symbol image (a
/// symbol is outlined once per weight and size class, then only transformed).
final class SymbolOutlineCache: @unchecked Sendable {
    static let shared = SymbolOutlineCache()

    private struct Key: Hashable {
        let name: String
        let strokeWidth: CGFloat
        let toleranceLevel: Int
    }

    /// The number of outlines kept; all are dropped when it is exceeded.
    private static let capacity = 512
    private let lock = NSLock()
    private var entries: [Key: SymbolOutline] = [:]

    /// The outline of `name` at `strokeWidth` flattened at tolerance level `toleranceLevel` (see
    /// `SymbolOutline.toleranceLevel(pointsPerUnit:)`), or nil when there is no such symbol.
    func outline(named name: String, strokeWidth: CGFloat, toleranceLevel: Int) -> SymbolOutline? {
        let level = min(max(toleranceLevel, SymbolOutline.toleranceLevels.lowerBound), SymbolOutline.toleranceLevels.upperBound)
        let key = Key(name: name, strokeWidth: strokeWidth, toleranceLevel: level)
        lock.lock()
        let cached = entries[key]
        lock.unlock()
        if let cached { return cached }
        guard let definition = SymbolCatalog.definition(named: name) else { return nil }
        var outline = SymbolOutline(definition, strokeWidth: strokeWidth, tolerance: SymbolOutline.tolerance(level: level))
        if level != 0, let reference = self.outline(named: name, strokeWidth: strokeWidth, toleranceLevel: 0) {
            outline.bounds = reference.bounds
        }
        lock.lock()
        if entries.count >= Self.capacity { entries.removeAll() }
        entries[key] = outline
        lock.unlock()
        return outline
    }
}
