/// Exact-area coverage: edges deposit signed area into cells; a running sum per row gives coverage.
import AuroraGeometry

/// A run of pixels in one row with their coverage, handed from the accumulator to a blitter.
struct CoverageSpan {
    /// The row.
    var y: Int
    /// The first column.
    var x: Int
    /// The number of pixels.
    var count: Int
    /// Per-pixel coverage (0...255), or `nil` when every pixel has `constant`.
    var values: UnsafePointer<UInt8>?
    /// The coverage of every pixel when `values` is `nil`.
    var constant: UInt8
}

/// Turns an `EdgeList` into anti-aliased coverage spans.
///
/// Each edge deposits, into the cells of every pixel row it crosses, the signed area it
/// leaves to its right, and marks those cells in a bitmap; the running sum along a row is
/// then the winding-weighted area of each pixel, which the fill rule maps to coverage.
/// Between marked cells the sum cannot change, so those stretches become constant spans
/// without touching their cells. Rows are processed in chunks so the buffers stay small
/// whatever the path's size. A row's result depends only on the edges, never on chunking or
/// banding, so banded rendering is bit-identical.
///
/// A summed area is a pixel's coverage only while the winding inside the pixel takes one
/// inside value and the outside value: where two contours cross one pixel, their areas add
/// up to more than the union they cover (two coincident circles' edge pixels came out twice
/// as opaque). So for a path of several contours each deposit claims the pixels its piece
/// crosses, and a row where pieces of edges that do not follow each other claim one pixel is
/// computed again from the union of its inside (`OverlapResolver`). Stroke outlines are left
/// to the summed areas (see `rasterize`): where two stretches of one stroke overlap at an
/// edge (round caps that meet), those pixels come out too opaque.
struct CoverageAccumulator {
    /// The most cells a chunk holds (1 MiB of Float).
    static let cellBudget = 1 << 18

    private var cells: [Float] = []
    private var marks: [UInt64] = []
    private var coverage: [UInt8] = []
    /// Per cell, `ownerBase` plus the index of the last edge whose piece crossed that pixel;
    /// anything below the current base is left from an earlier chunk and means no owner.
    private var owners: [Int32] = []
    private var ownerBase: Int32 = 0
    /// Per row of the chunk, whether pieces of edges that are not neighbours share a pixel.
    private var overlapping: [Bool] = []
    private var resolver = OverlapResolver()

    init() {}

    /// Calls `emit` with the covered spans of every row of `clip` the edges touch, left to right.
    mutating func rasterize(_ edges: EdgeList, fillRule: FillRule, antialiased: Bool, clip: PixelRect,
                            emit: (CoverageSpan) -> Void) {
        // One specialised copy per rule keeps the per-cell loop free of branches on the rule.
        switch (fillRule, antialiased) {
        case (.nonZero, true): rasterize(edges, rule: NonZeroCoverage(), clip: clip, emit: emit)
        case (.evenOdd, true): rasterize(edges, rule: EvenOddCoverage(), clip: clip, emit: emit)
        case (.nonZero, false): rasterize(edges, rule: AliasedCoverage(inner: NonZeroCoverage()), clip: clip, emit: emit)
        case (.evenOdd, false): rasterize(edges, rule: AliasedCoverage(inner: EvenOddCoverage()), clip: clip, emit: emit)
        }
    }

    private mutating func rasterize<Rule: CoverageRule>(_ edges: EdgeList, rule: Rule, clip: PixelRect,
                                                         emit: (CoverageSpan) -> Void) {
        guard !edges.isEmpty, !clip.isEmpty else { return }
        let colStart = max(clip.x, Int(max(edges.minX, Float(clip.x)).rounded(.down)))
        let colEnd = min(clip.maxX, Int(min(edges.maxX, Float(clip.maxX)).rounded(.up)))
        let rowStart = max(clip.y, Int(max(edges.minY, Float(clip.y)).rounded(.down)))
        let rowEnd = min(clip.maxY, Int(min(edges.maxY, Float(clip.maxY)).rounded(.up)))
        guard colEnd > colStart, rowEnd > rowStart else { return }

        let width = colEnd - colStart
        // Cells reach two past the last column (a deposit from the rightmost x marks three), and
        // three more, always zero, for the sweep's groups of four; so a deposit's four-cell
        // vector stays in its row too. A row's marks have room for a 16-bit store at the byte of
        // any cell a deposit starts at.
        let stride = width + 6
        let wordsPerRow = (width + 16 + 63) / 64
        let chunkRows = max(1, min(rowEnd - rowStart, Self.cellBudget / stride))
        if cells.count < stride * chunkRows { cells = [Float](repeating: 0, count: stride * chunkRows) }
        if marks.count < wordsPerRow * chunkRows { marks = [UInt64](repeating: 0, count: wordsPerRow * chunkRows) }
        if coverage.count < stride { coverage = [UInt8](repeating: 0, count: stride) }
        if owners.count < stride * chunkRows {
            owners = [Int32](repeating: 0, count: stride * chunkRows)
            ownerBase = 0
        }
        if overlapping.count < chunkRows { overlapping = [Bool](repeating: false, count: chunkRows) }
        let left = Float(colStart), right = Float(colEnd)
        // Paths of several contours are tracked. Stroke outlines are not: the stroker pivots
        // through the centre line at the inner side of every vertex of a flattened curve, so
        // pieces of non-neighbouring edges share pixels in nearly every row along a curve
        // (inside the stroke, where the summed area is right anyway), and recomputing those
        // rows took 56% of W2's instructions (callgrind, W2_stroke, 1 thread).
        let tracksOverlaps = edges.contourStarts.count > 1 && !edges.isStrokeOutline

        cells.withUnsafeMutableBufferPointer { cellBuffer in
        marks.withUnsafeMutableBufferPointer { markBuffer in
        coverage.withUnsafeMutableBufferPointer { coverageBuffer in
        owners.withUnsafeMutableBufferPointer { ownerBuffer in
        overlapping.withUnsafeMutableBufferPointer { overlapBuffer in
            let cellBase = cellBuffer.baseAddress!, markBase = markBuffer.baseAddress!
            let out = coverageBuffer.baseAddress!
            var chunkStart = rowStart
            while chunkStart < rowEnd {
                let chunkEnd = min(rowEnd, chunkStart + chunkRows)
                var tracking: OverlapTracking?
                if tracksOverlaps {
                    // A fresh base per chunk stands for clearing every owner; the buffer is
                    // cleared for real only when the bases would run out.
                    if Int(ownerBase) + edges.edges.count + 1 >= Int(Int32.max) {
                        ownerBuffer.update(repeating: 0)
                        ownerBase = 0
                    }
                    ownerBase += Int32(truncatingIfNeeded: edges.edges.count + 1)
                    overlapBuffer.update(repeating: false)
                    tracking = OverlapTracking(owners: ownerBuffer.baseAddress!, overlapping: overlapBuffer.baseAddress!,
                                               base: ownerBase, edges: edges)
                }
                let deposit = CellDeposit(cells: cellBase, marks: markBase, stride: stride, wordsPerRow: wordsPerRow,
                                          chunkStart: chunkStart, chunkEnd: chunkEnd, origin: left, tracking: tracking)
                let all = edges.edges
                for i in all.indices where all[i].y1 > Float(chunkStart) && all[i].y0 < Float(chunkEnd) {
                    deposit.add(all[i], index: Int32(truncatingIfNeeded: i), left: left, right: right)
                }
                if tracking != nil, overlapBuffer[0..<(chunkEnd - chunkStart)].contains(true) {
                    resolver.resolve(rows: overlapBuffer.baseAddress!, of: edges, rule: rule,
                                     into: deposit.untracked, left: left, right: right)
                }
                for y in chunkStart..<chunkEnd {
                    let r = y - chunkStart
                    Self.sweep(cells: cellBase + r * stride, marks: markBase + r * wordsPerRow,
                               words: wordsPerRow, width: width, out: out, rule: rule) { x, count, values, constant in
                        emit(CoverageSpan(y: y, x: colStart + x, count: count, values: values, constant: constant))
                    }
                }
                chunkStart = chunkEnd
            }
        }}}}}
    }

    /// Stretches of unmarked cells up to this long are merged into the surrounding per-pixel
    /// span: one longer span costs less than three calls into the blitter, two of them for an
    /// edge's few pixels (the blitters take fully covered blocks of eight at full speed).
    static let mergedGapLimit = 128

    /// Walks one row: marked cells get per-pixel coverage from the running sum (and are
    /// cleared for the next use); the stretches between them have the sum's constant coverage,
    /// emitted as constant spans when long and merged into the per-pixel span when short.
    ///
    /// Marked cells are summed four at a time, whatever a run's length (most are two to four
    /// long, and a loop's exit at a varying count is mispredicted): cells past a run are
    /// unmarked and zero, or the next run's, and are summed in order either way; `done` is
    /// where the summing has reached.
    @inline(__always)
    private static func sweep<Rule: CoverageRule>(cells: UnsafeMutablePointer<Float>, marks: UnsafeMutablePointer<UInt64>,
                              words: Int, width: Int, out: UnsafeMutablePointer<UInt8>, rule: Rule,
                              emit: (_ x: Int, _ count: Int, _ values: UnsafePointer<UInt8>?, _ constant: UInt8) -> Void) {
        var sum: Float = 0
        var x = 0
        var done = 0
        var spanStart = -1
        for w in 0..<words {
            var word = UInt64(littleEndian: marks[w])
            if word == 0 { continue }
            marks[w] = 0
            while word != 0 {
                let start = word.trailingZeroBitCount
                let ones = (~(word >> UInt64(start))).trailingZeroBitCount
                word = ones + start >= 64 ? 0 : word & ~(((1 << UInt64(ones)) - 1) << UInt64(start))
                let runStart = w * 64 + start, runEnd = runStart + ones
                if spanStart < 0 {
                    spanStart = runStart
                } else if runStart > x {
                    let value = rule.coverage(sum)
                    if runStart - x <= mergedGapLimit {
                        if runStart > done { (out + done).update(repeating: value, count: runStart - done) }
                    } else {
                        if spanStart < width { emit(spanStart, min(x, width) - spanStart, UnsafePointer(out + spanStart), 0) }
                        if value != 0 && x < width { emit(x, min(runStart, width) - x, nil, value) }
                        spanStart = runStart
                    }
                }
                var c = max(runStart, done)
                while c < runEnd {
                    sum += cells[c]; cells[c] = 0; out[c] = rule.coverage(sum)
                    sum += cells[c + 1]; cells[c + 1] = 0; out[c + 1] = rule.coverage(sum)
                    sum += cells[c + 2]; cells[c + 2] = 0; out[c + 2] = rule.coverage(sum)
                    sum += cells[c + 3]; cells[c + 3] = 0; out[c + 3] = rule.coverage(sum)
                    c += 4
                }
                done = max(done, c)
                x = runEnd
            }
        }
        if spanStart >= 0 && spanStart < width { emit(spanStart, min(x, width) - spanStart, UnsafePointer(out + spanStart), 0) }
    }
}

/// How a winding-weighted area becomes coverage: the fill rule, anti-aliased or not.
protocol CoverageRule {
    /// The coverage, 0...255, of a pixel whose winding-weighted area is `sum`.
    func coverage(_ sum: Float) -> UInt8
    /// Whether a point of winding number `winding` is inside.
    func isInside(_ winding: Float) -> Bool
}

extension CoverageRule {
    /// Rounds a fraction in 0...1 to 0...255: adding 1.5·2²³ leaves the rounded integer in the
    /// low mantissa bits, so no trapping conversion is needed.
    @inline(__always)
    func byte(_ fraction: Float) -> UInt8 {
        UInt8(truncatingIfNeeded: (fraction * 255 + 12_582_912).bitPattern)
    }
}

/// Non-zero: any winding covers; overlapping areas saturate at full coverage.
struct NonZeroCoverage: CoverageRule {
    @inline(__always)
    func coverage(_ sum: Float) -> UInt8 { byte(min(abs(sum), 1)) }
    func isInside(_ winding: Float) -> Bool { winding != 0 }
}

/// Even-odd: coverage folds back down over every second layer of winding.
struct EvenOddCoverage: CoverageRule {
    @inline(__always)
    func coverage(_ sum: Float) -> UInt8 {
        var a = abs(sum)
        a -= 2 * Float(Int(a * 0.5))
        return byte(a > 1 ? 2 - a : a)
    }
    func isInside(_ winding: Float) -> Bool { Int(winding) & 1 != 0 }
}

/// Without anti-aliasing: a pixel is covered when at least half of it is.
struct AliasedCoverage<Inner: CoverageRule>: CoverageRule {
    let inner: Inner
    @inline(__always)
    func coverage(_ sum: Float) -> UInt8 { inner.coverage(sum) >= 128 ? 255 : 0 }
    func isInside(_ winding: Float) -> Bool { inner.isInside(winding) }
}

/// Which edge's piece last crossed each pixel of a chunk, and the rows where pieces of two
/// edges that do not follow each other crossed one pixel.
struct OverlapTracking {
    let owners: UnsafeMutablePointer<Int32>
    let overlapping: UnsafeMutablePointer<Bool>
    /// Added to an edge's index to make its owner value; smaller values mean no owner.
    let base: Int32
    let edges: EdgeList

    /// Records that edge `index` crosses pixels `a...b` of row `r` (cells from `row`).
    @inline(__always)
    func claim(row r: Int, cells row: UnsafeMutablePointer<Int32>, from a: Int, through b: Int, index: Int32) {
        let value = base + index
        var c = a
        while c <= b {
            let owner = row[c]
            // The same edge, or the one before it (edges are deposited in order), is the common case.
            if owner >= base && owner != value && owner != value - 1
                && !edges.areNeighbours(Int(owner - base), Int(index)) {
                overlapping[r] = true
            }
            row[c] = value
            c += 1
        }
    }
}

/// Deposits edges' signed areas into a chunk of cell rows and marks the cells it touches.
struct CellDeposit {
    let cells: UnsafeMutablePointer<Float>
    let marks: UnsafeMutablePointer<UInt64>
    let stride: Int, wordsPerRow: Int
    let chunkStart: Int, chunkEnd: Int
    /// Device x of cell 0.
    let origin: Float
    /// The largest cell coordinate a piece may reach (the column right of the last visible one).
    let limit: Float
    /// Where pixels are claimed, when overlaps are tracked.
    let tracking: OverlapTracking?

    init(cells: UnsafeMutablePointer<Float>, marks: UnsafeMutablePointer<UInt64>, stride: Int, wordsPerRow: Int,
         chunkStart: Int, chunkEnd: Int, origin: Float, tracking: OverlapTracking? = nil) {
        self.cells = cells; self.marks = marks; self.stride = stride; self.wordsPerRow = wordsPerRow
        self.chunkStart = chunkStart; self.chunkEnd = chunkEnd
        self.origin = origin
        limit = Float(stride - 6)
        self.tracking = tracking
    }

    /// The same deposit, claiming no pixels.
    var untracked: CellDeposit {
        CellDeposit(cells: cells, marks: marks, stride: stride, wordsPerRow: wordsPerRow,
                    chunkStart: chunkStart, chunkEnd: chunkEnd, origin: origin)
    }

    /// Adds an edge (number `index` of its list), split where it crosses the left or right clip
    /// edge: the parts outside become vertical runs on that edge (left of the clip only the
    /// winding matters; right of it nothing is visible).
    func add(_ e: Edge, index: Int32 = 0, left: Float, right: Float) {
        let lo = min(e.x0, e.x1), hi = max(e.x0, e.x1)
        if lo >= left && hi <= right {
            addPiece(e.x0, e.y0, e.x1, e.y1, e.winding, index)
            return
        }
        let dx = e.x1 - e.x0, dy = e.y1 - e.y0
        let tl = (left - e.x0) / dx, tr = (right - e.x0) / dx
        let a: Float = (tl > 0 && tl < 1) ? tl : 1, b: Float = (tr > 0 && tr < 1) ? tr : 1
        var t0: Float = 0
        var x0 = e.x0, y0 = e.y0
        // The cuts in order, then the end (no array to allocate for each edge crossing a side).
        for k in 0..<3 {
            let t1: Float = k == 0 ? min(a, b) : k == 1 ? max(a, b) : 1
            guard t1 > t0 else { continue }
            let x1 = t1 == 1 ? e.x1 : e.x0 + dx * t1
            let y1 = t1 == 1 ? e.y1 : e.y0 + dy * t1
            addPiece(min(max(x0, left), right), y0, min(max(x1, left), right), y1, e.winding, index)
            t0 = t1; x0 = x1; y0 = y1
        }
    }

    /// Adds a piece lying within the clip's columns, row by row. Each row boundary's x is
    /// computed from the piece's own start, so a row's result never depends on chunking.
    private func addPiece(_ xa: Float, _ ya: Float, _ xb: Float, _ yb: Float, _ winding: Float, _ index: Int32) {
        let height = yb - ya
        // Pieces flatter than this carry no area worth depositing, and skipping them keeps the slope finite.
        guard height > 1e-6 else { return }
        let slope = (xb - xa) / height
        let first = max(floorToInt(ya), chunkStart)
        let end = min(ceilToInt(yb), chunkEnd)
        guard first < end else { return }
        var rowBottom = Float(first + 1)
        var top = max(ya, rowBottom - 1)
        var xTop = xa + (top - ya) * slope - origin
        var r = first - chunkStart
        let lastRow = end - chunkStart - 1
        if r < lastRow {
            // Every row but the last ends on a row boundary above the piece's end: the first
            // from its top, the others whole (height 1, so the winding is the signed height).
            var xBottom = xa + (rowBottom - ya) * slope - origin
            deposit(row: r, xTop, xBottom, winding * (rowBottom - top), index)
            xTop = xBottom
            rowBottom += 1
            r += 1
            while r < lastRow {
                xBottom = xa + (rowBottom - ya) * slope - origin
                deposit(row: r, xTop, xBottom, winding, index)
                xTop = xBottom
                rowBottom += 1
                r += 1
            }
            top = rowBottom - 1
        }
        let bottom = min(yb, rowBottom)
        let xBottom = bottom == yb ? xb - origin : xa + (bottom - ya) * slope - origin
        if bottom > top { deposit(row: r, xTop, xBottom, winding * (bottom - top), index) }
    }

    /// Deposits one row's piece: x from `xa` to `xb` (cell coordinates), signed height `h`.
    @inline(__always)
    private func deposit(row r: Int, _ xa: Float, _ xb: Float, _ h: Float, _ index: Int32) {
        let row = cells + r * stride
        let xr = min(max(xa, xb, 0), limit)
        let xl = min(max(min(xa, xb), 0), xr)
        let c0 = Int(xl)
        // A vertical piece on a pixel boundary (the clip's sides included) covers no part of
        // a pixel: it changes the winding of whole pixels, which no overlap can get wrong.
        if let tracking, xr > xl || Float(c0) != xl {
            tracking.claim(row: r, cells: tracking.owners + r * stride, from: c0, through: max(c0, ceilToInt(xr) - 1),
                           index: index)
        }
        let next = Float(c0 + 1)
        if xr <= next + 1 {
            // One or two cells (the common case, whichever is unpredictable): both formulas
            // are computed and one is chosen without a branch, then added to four cells (the
            // extra ones get zeros, which change no sum; the rows have padding for them).
            let mid = 0.5 * (xl + xr) - Float(c0)
            let one = SIMD4<Float>(1 - mid, mid, 0, 0) * h
            let scale = h / (xr - xl)
            let a = next - xl
            let g0 = 0.5 * a * a
            let tail = (next + 1) - xr
            let g1 = a + 0.5 * (1 - tail * tail)
            let two = SIMD4<Float>(g0, g1 - g0, (xr - xl) - g1, 0) * scale
            // A vector select: LLVM turns a scalar one fed by a division back into a branch.
            let single = SIMD4<Float>(repeating: xr) .<= SIMD4<Float>(repeating: next)
            let add = two.replacing(with: one, where: single)
            let sums = UnsafeMutableRawPointer(row + c0)
            sums.storeBytes(of: sums.loadUnaligned(as: SIMD4<Float>.self) + add, as: SIMD4<Float>.self)
            // Two or three cells changed; marking the third either way costs the sweep one cell
            // whose sum is unchanged, and spares a branch here.
            markThree(row: r, from: c0)
            return
        }
        // Three or more cells: the first and last two take partial areas, the ones between
        // the full height.
        let c1 = ceilToInt(xr) - 1
        let scale = h / (xr - xl)
        let g0 = 0.5 * (Float(c0 + 1) - xl) * (Float(c0 + 1) - xl)
        let tail = Float(c1 + 1) - xr
        let g1 = (Float(c1) - xl) + 0.5 * (1 - tail * tail)
        row[c0] += scale * g0
        row[c0 + 1] += scale * ((Float(c0 + 1) - xl + 0.5) - g0)
        var c = c0 + 2
        while c < c1 { row[c] += scale; c += 1 }
        row[c1] += scale * (g1 - (Float(c1 - 1) - xl + 0.5))
        row[c1 + 1] += scale * ((xr - xl) - g1)
        mark(row: r, from: c0, through: c1 + 1)
    }

    /// Sets the marks of cells `a`, `a + 1` and `a + 2` of row `r` with one 16-bit
    /// read-modify-write at the byte holding `a`'s mark (the words are little-endian bitmaps).
    @inline(__always)
    private func markThree(row r: Int, from a: Int) {
        let bytes = UnsafeMutableRawPointer(marks + r * wordsPerRow) + (a >> 3)
        let marked = UInt16(littleEndian: bytes.loadUnaligned(as: UInt16.self)) | UInt16(7) << UInt16(a & 7)
        bytes.storeBytes(of: marked.littleEndian, as: UInt16.self)
    }

    /// Sets the marks of cells `a...b` of row `r`.
    private func mark(row r: Int, from a: Int, through b: Int) {
        let words = marks + r * wordsPerRow
        var c = a
        while c <= b {
            let bit = c & 63
            let n = min(64 - bit, b - c + 1)
            let ones: UInt64 = n == 64 ? .max : ((1 << UInt64(n)) - 1)
            words[c >> 6] = (UInt64(littleEndian: words[c >> 6]) | ones << UInt64(bit)).littleEndian
            c += n
        }
    }
}

/// `floor(v)` as an integer for |v| ≤ 2²⁴, without the libm call `rounded(.down)` makes.
@inline(__always)
func floorToInt(_ v: Float) -> Int {
    let t = Int(v)
    return Float(t) > v ? t - 1 : t
}

/// `ceil(v)` as an integer for |v| ≤ 2²⁴, without the libm call `rounded(.up)` makes.
@inline(__always)
func ceilToInt(_ v: Float) -> Int {
    let t = Int(v)
    return Float(t) < v ? t + 1 : t
}
