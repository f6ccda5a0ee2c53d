/// `GlyphTable`: TrueType outlines — `loca` offsets into `glyf`, simple and composite glyphs, as quadratic paths.
import Foundation
import AuroraGeometry

/// TrueType glyph outlines (`glyf` indexed by `loca`).
///
/// Glyph data is decoded on demand into a point list (on/off-curve points and contour ends),
/// composites are flattened into it with their transforms, then the list becomes a path of
/// lines and quadratic curves. Hostile data is bounded: composite depth ≤ 32, at most
/// `maximumPoints` points and `maximumComponents` component references per glyph.
struct GlyphTable: Sendable {
    private let glyf: FontData
    private let loca: FontData
    private let longOffsets: Bool
    private let glyphCount: Int

    static let maximumDepth = 32
    static let maximumPoints = 1 << 16
    static let maximumComponents = 4096

    init(glyf: FontData, loca: FontData, indexToLocFormat: Int, glyphCount: Int) throws(FontError) {
        guard indexToLocFormat == 0 || indexToLocFormat == 1 else {
            throw .malformedTable("head", "indexToLocFormat \(indexToLocFormat)")
        }
        self.glyf = glyf
        self.loca = loca
        longOffsets = indexToLocFormat == 1
        // A short loca covers only the glyphs it has offsets for.
        self.glyphCount = min(glyphCount, max(0, loca.count / (longOffsets ? 4 : 2) - 1))
    }

    /// The bytes of `glyph`'s description; empty for a blank glyph.
    func data(of glyph: GlyphID) throws(FontError) -> FontData {
        let i = Int(glyph)
        guard i < glyphCount else { throw .malformedTable("loca", "glyph \(i) has no offset") }
        let start: Int, end: Int
        if longOffsets {
            start = Int(try loca.uint32(at: i * 4))
            end = Int(try loca.uint32(at: i * 4 + 4))
        } else {
            start = Int(try loca.uint16(at: i * 2)) * 2
            end = Int(try loca.uint16(at: i * 2 + 2)) * 2
        }
        guard start <= end else { throw .malformedTable("loca", "glyph \(i) ends before it starts") }
        return try glyf.slice(at: start, length: end - start)
    }

    /// The bounding box the glyph's header records, or `nil` for a blank glyph.
    private func bounds(of glyph: GlyphID) -> CGRect? {
        guard let data = try? data(of: glyph), data.count >= 10,
              let xMin = try? data.int16(at: 2), let yMin = try? data.int16(at: 4),
              let xMax = try? data.int16(at: 6), let yMax = try? data.int16(at: 8),
              xMin <= xMax, yMin <= yMax else { return nil }
        return CGRect(x: Int(xMin), y: Int(yMin), width: Int(xMax) - Int(xMin), height: Int(yMax) - Int(yMin))
    }

    /// The outline of `glyph` in font units, y up.
    ///
    /// When `hmtx` gives a left side bearing that differs from the header's `xMin`, the outline
    /// moves by the difference so that its left edge sits at the side bearing (as FreeType
    /// places it: the origin is derived from the side bearing, not the points).
    func outline(of glyph: GlyphID, leftSideBearing: Int?) throws(FontError) -> BezierPath {
        var points = GlyphPoints()
        var budget = Self.maximumComponents
        try collect(glyph, depth: 0, into: &points, budget: &budget)
        if let shift = horizontalShift(of: glyph, leftSideBearing: leftSideBearing) {
            points.translate(from: 0, dx: shift, dy: 0)
        }
        return points.path()
    }

    /// The bounding box of `glyph` as placed by `outline(of:leftSideBearing:)`.
    func bounds(of glyph: GlyphID, leftSideBearing: Int?) -> CGRect? {
        guard let box = bounds(of: glyph) else { return nil }
        return box.offsetBy(dx: horizontalShift(of: glyph, leftSideBearing: leftSideBearing) ?? 0, dy: 0)
    }

    private func horizontalShift(of glyph: GlyphID, leftSideBearing: Int?) -> Double? {
        guard let lsb = leftSideBearing, let data = try? data(of: glyph), let xMin = try? data.int16(at: 2),
              Int(xMin) != lsb else { return nil }
        return Double(lsb - Int(xMin))
    }

    /// Appends `glyph`'s points (composites flattened) to `points`.
    func collect(_ glyph: GlyphID, depth: Int, into points: inout GlyphPoints, budget: inout Int) throws(FontError) {
        guard depth <= Self.maximumDepth else { throw .limitExceeded("composite glyph depth", limit: Self.maximumDepth) }
        let data = try data(of: glyph)
        guard data.count > 0 else { return }
        let contours = Int(try data.int16(at: 0))
        if contours >= 0 {
            try readSimple(data, contours: contours, into: &points)
        } else {
            try readComposite(data, depth: depth, into: &points, budget: &budget)
        }
    }

    private func readSimple(_ data: FontData, contours: Int, into points: inout GlyphPoints) throws(FontError) {
        guard contours > 0 else { return }
        let base = points.count
        var previousEnd = -1
        points.contourEnds.reserveCapacity(points.contourEnds.count + contours)
        for c in 0..<contours {
            let end = Int(try data.uint16(at: 10 + c * 2))
            guard end > previousEnd else { throw .malformedTable("glyf", "contour ends are not increasing") }
            points.contourEnds.append(base + end)
            previousEnd = end
        }
        let count = previousEnd + 1
        guard base + count <= Self.maximumPoints else {
            throw .limitExceeded("points per glyph", limit: Self.maximumPoints)
        }
        let instructionLength = Int(try data.uint16(at: 10 + contours * 2))
        let start = 12 + contours * 2 + instructionLength
        // Flags, x and y are decoded in three passes over raw bytes, straight into the point
        // store (the flag rides in `onCurve`'s slot until the coordinates are read).
        points.points.reserveCapacity(base + count)
        let decoded = data.withUnsafeBytes { bytes -> Bool in
            var at = start
            var remaining = count
            while remaining > 0 {
                guard at < bytes.count else { return false }
                let flag = bytes[at]; at += 1
                var repeats = 1
                if flag & 8 != 0 {
                    guard at < bytes.count else { return false }
                    repeats += Int(bytes[at]); at += 1
                    guard repeats <= remaining else { return false }
                }
                for _ in 0..<repeats { points.points.append(GlyphPoint(x: 0, y: 0, flag: flag)) }
                remaining -= repeats
            }
            var value = 0
            for p in base..<(base + count) {
                let flag = points.points[p].flag
                if flag & 2 != 0 {
                    guard at < bytes.count else { return false }
                    value += flag & 16 != 0 ? Int(bytes[at]) : -Int(bytes[at]); at += 1
                } else if flag & 16 == 0 {
                    guard at + 1 < bytes.count else { return false }
                    value += Int(Int16(bitPattern: UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1]))); at += 2
                }
                points.points[p].x = Double(value)
            }
            value = 0
            for p in base..<(base + count) {
                let flag = points.points[p].flag
                if flag & 4 != 0 {
                    guard at < bytes.count else { return false }
                    value += flag & 32 != 0 ? Int(bytes[at]) : -Int(bytes[at]); at += 1
                } else if flag & 32 == 0 {
                    guard at + 1 < bytes.count else { return false }
                    value += Int(Int16(bitPattern: UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1]))); at += 2
                }
                points.points[p].y = Double(value)
            }
            return true
        }
        guard decoded else { throw .malformedTable("glyf", "glyph data ends inside its points") }
    }

    private func readComposite(_ data: FontData, depth: Int, into points: inout GlyphPoints, budget: inout Int) throws(FontError) {
        var at = 10
        var more = true
        while more {
            budget -= 1
            guard budget >= 0 else { throw .limitExceeded("composite components", limit: Self.maximumComponents) }
            let flags = try data.uint16(at: at)
            let child = try data.uint16(at: at + 2)
            at += 4
            let arg1: Int, arg2: Int
            if flags & 0x0001 != 0 {
                arg1 = flags & 0x0002 != 0 ? Int(try data.int16(at: at)) : Int(try data.uint16(at: at))
                arg2 = flags & 0x0002 != 0 ? Int(try data.int16(at: at + 2)) : Int(try data.uint16(at: at + 2))
                at += 4
            } else {
                arg1 = flags & 0x0002 != 0 ? Int(try data.int8(at: at)) : Int(try data.uint8(at: at))
                arg2 = flags & 0x0002 != 0 ? Int(try data.int8(at: at + 1)) : Int(try data.uint8(at: at + 1))
                at += 2
            }
            var a = 1.0, b = 0.0, c = 0.0, d = 1.0
            if flags & 0x0008 != 0 {
                a = try data.f2dot14(at: at); d = a; at += 2
            } else if flags & 0x0040 != 0 {
                a = try data.f2dot14(at: at); d = try data.f2dot14(at: at + 2); at += 4
            } else if flags & 0x0080 != 0 {
                a = try data.f2dot14(at: at); b = try data.f2dot14(at: at + 2)
                c = try data.f2dot14(at: at + 4); d = try data.f2dot14(at: at + 6); at += 8
            }
            let first = points.count
            try collect(child, depth: depth + 1, into: &points, budget: &budget)
            var dx = 0.0, dy = 0.0
            if flags & 0x0002 != 0 {
                dx = Double(arg1); dy = Double(arg2)
                // Offsets are unscaled unless the font asks otherwise (FreeType's default).
                if flags & 0x0800 != 0, flags & 0x1000 == 0 {
                    let sx = (a * a + b * b).squareRoot(), sy = (c * c + d * d).squareRoot()
                    dx *= sx; dy *= sy
                }
            }
            points.transform(from: first, a: a, b: b, c: c, d: d)
            if flags & 0x0002 == 0 {
                // Point matching: child point arg2 lands on the already-placed point arg1.
                let parentIndex = arg1, childIndex = first + arg2
                guard parentIndex < first, childIndex < points.count else {
                    throw .malformedTable("glyf", "component anchor point out of range")
                }
                dx = points.points[parentIndex].x - points.points[childIndex].x
                dy = points.points[parentIndex].y - points.points[childIndex].y
            }
            points.translate(from: first, dx: dx, dy: dy)
            more = flags & 0x0020 != 0
        }
    }
}

/// One decoded TrueType point; `flag` bit 0 is on-curve.
struct GlyphPoint {
    var x: Double
    var y: Double
    var flag: UInt8

    @inline(__always) var isOnCurve: Bool { flag & 1 != 0 }
    @inline(__always) var cgPoint: CGPoint { CGPoint(x: x, y: y) }
}

/// A glyph's points while it is being decoded: coordinates with flags, and contour ends.
struct GlyphPoints {
    var points: [GlyphPoint] = []
    /// The index of each contour's last point.
    var contourEnds: [Int] = []

    var count: Int { points.count }

    mutating func transform(from first: Int, a: Double, b: Double, c: Double, d: Double) {
        guard a != 1 || b != 0 || c != 0 || d != 1 else { return }
        for i in first..<count {
            let x = points[i].x, y = points[i].y
            points[i].x = a * x + c * y
            points[i].y = b * x + d * y
        }
    }

    mutating func translate(from first: Int, dx: Double, dy: Double) {
        guard dx != 0 || dy != 0 else { return }
        for i in first..<count { points[i].x += dx; points[i].y += dy }
    }

    /// The contours as a path: on-curve points joined by lines, off-curve points as quadratic
    /// controls with the implied on-curve midpoint between two consecutive off-curve points.
    func path() -> BezierPath {
        var path = BezierPath()
        var start = 0
        for end in contourEnds {
            defer { start = end + 1 }
            guard end >= start, end < count else { continue }
            let n = end - start + 1
            func point(_ k: Int) -> GlyphPoint { points[start + k % n] }
            func mid(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }
            var control: CGPoint?
            if let first = (0..<n).first(where: { points[start + $0].isOnCurve }) {
                path.move(to: point(first).cgPoint)
                for k in 1...n {
                    let p = point(first + k)
                    if p.isOnCurve {
                        if let c = control { path.addQuadCurve(to: p.cgPoint, control: c) }
                        else if k < n { path.addLine(to: p.cgPoint) }   // the line back to the start is the close
                        control = nil
                    } else {
                        if let c = control { path.addQuadCurve(to: mid(c, p.cgPoint), control: c) }
                        control = p.cgPoint
                    }
                }
            } else {
                // No on-curve point: start between the last and first controls.
                let origin = mid(point(n - 1).cgPoint, point(0).cgPoint)
                path.move(to: origin)
                for k in 0..<n {
                    let p = point(k).cgPoint
                    if let c = control { path.addQuadCurve(to: mid(c, p), control: c) }
                    control = p
                }
                if let c = control { path.addQuadCurve(to: origin, control: c) }
            }
            path.closeSubpath()
        }
        return path
    }
}
