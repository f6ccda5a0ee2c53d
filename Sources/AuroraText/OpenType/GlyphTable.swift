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
        var ends: [Int] = []
        ends.reserveCapacity(contours)
        for c in 0..<contours {
            let end = Int(try data.uint16(at: 10 + c * 2))
            guard end > previousEnd else { throw .malformedTable("glyf", "contour ends are not increasing") }
            ends.append(base + end)
            previousEnd = end
        }
        let count = previousEnd + 1
        guard base + count <= Self.maximumPoints else {
            throw .limitExceeded("points per glyph", limit: Self.maximumPoints)
        }
        let instructionLength = Int(try data.uint16(at: 10 + contours * 2))
        var at = 12 + contours * 2 + instructionLength
        // Flags, with repeats expanded.
        var flags = [UInt8](repeating: 0, count: count)
        var i = 0
        while i < count {
            let flag = try data.uint8(at: at); at += 1
            flags[i] = flag; i += 1
            if flag & 8 != 0 {
                let repeats = Int(try data.uint8(at: at)); at += 1
                guard i + repeats <= count else { throw .malformedTable("glyf", "flag repeat runs past the points") }
                for _ in 0..<repeats { flags[i] = flag; i += 1 }
            }
        }
        var xs = [Int32](repeating: 0, count: count)
        var value: Int32 = 0
        for p in 0..<count {
            let flag = flags[p]
            if flag & 2 != 0 {
                let delta = Int32(try data.uint8(at: at)); at += 1
                value += flag & 16 != 0 ? delta : -delta
            } else if flag & 16 == 0 {
                value += Int32(try data.int16(at: at)); at += 2
            }
            xs[p] = value
        }
        value = 0
        points.reserve(count)
        for p in 0..<count {
            let flag = flags[p]
            if flag & 4 != 0 {
                let delta = Int32(try data.uint8(at: at)); at += 1
                value += flag & 32 != 0 ? delta : -delta
            } else if flag & 32 == 0 {
                value += Int32(try data.int16(at: at)); at += 2
            }
            points.append(x: Double(xs[p]), y: Double(value), onCurve: flag & 1 != 0)
        }
        points.contourEnds.append(contentsOf: ends)
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
                dx = points.xs[parentIndex] - points.xs[childIndex]
                dy = points.ys[parentIndex] - points.ys[childIndex]
            }
            points.translate(from: first, dx: dx, dy: dy)
            more = flags & 0x0020 != 0
        }
    }
}

/// A glyph's points while it is being decoded: coordinates, on-curve flags and contour ends.
struct GlyphPoints {
    var xs: [Double] = []
    var ys: [Double] = []
    var onCurve: [Bool] = []
    /// The index of each contour's last point.
    var contourEnds: [Int] = []

    var count: Int { xs.count }

    mutating func reserve(_ extra: Int) {
        xs.reserveCapacity(xs.count + extra)
        ys.reserveCapacity(ys.count + extra)
        onCurve.reserveCapacity(onCurve.count + extra)
    }

    @inline(__always)
    mutating func append(x: Double, y: Double, onCurve on: Bool) {
        xs.append(x); ys.append(y); onCurve.append(on)
    }

    mutating func transform(from first: Int, a: Double, b: Double, c: Double, d: Double) {
        guard a != 1 || b != 0 || c != 0 || d != 1 else { return }
        for i in first..<count {
            let x = xs[i], y = ys[i]
            xs[i] = a * x + c * y
            ys[i] = b * x + d * y
        }
    }

    mutating func translate(from first: Int, dx: Double, dy: Double) {
        guard dx != 0 || dy != 0 else { return }
        for i in first..<count { xs[i] += dx; ys[i] += dy }
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
            func point(_ k: Int) -> CGPoint { CGPoint(x: xs[start + k % n], y: ys[start + k % n]) }
            func mid(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }
            var control: CGPoint?
            if let first = (0..<n).first(where: { onCurve[start + $0] }) {
                path.move(to: point(first))
                for k in 1...n {
                    let p = point(first + k)
                    if onCurve[start + (first + k) % n] {
                        if let c = control { path.addQuadCurve(to: p, control: c) }
                        else if k < n { path.addLine(to: p) }   // the line back to the start is the close
                        control = nil
                    } else {
                        if let c = control { path.addQuadCurve(to: mid(c, p), control: c) }
                        control = p
                    }
                }
            } else {
                // No on-curve point: start between the last and first controls.
                let origin = mid(point(n - 1), point(0))
                path.move(to: origin)
                for k in 0..<n {
                    let p = point(k)
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
