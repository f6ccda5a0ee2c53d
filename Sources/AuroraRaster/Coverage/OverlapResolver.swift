/// Exact coverage of rows where pieces of a path overlap: the union's area, not the sum.

/// Computes a row's coverage from the region its fill rule puts inside, for rows where the
/// summed areas of overlapping pieces would count a pixel's covered part more than once.
///
/// The row is cut into slabs at every end of a piece and every crossing of two pieces, so
/// within a slab the pieces keep their left-to-right order and the winding between two
/// neighbours is constant. Sweeping each slab left to right, only the pieces where the fill
/// rule's inside begins or ends are deposited (+1 where it begins, −1 where it ends): their
/// summed areas are then the covered fraction of each pixel exactly, between 0 and 1.
struct OverlapResolver {
    /// A piece of an edge within one row, top to bottom.
    private struct Piece {
        var xTop: Float, yTop: Float, xBottom: Float, yBottom: Float
        var winding: Float

        func x(at y: Float) -> Float {
            xTop + (xBottom - xTop) * ((y - yTop) / (yBottom - yTop))
        }
    }

    // Scratch, reused from row to row.
    private var rowEdges: [[Int32]] = []
    private var pieces: [Piece] = []
    private var cuts: [Float] = []
    private var order: [(x: Float, piece: Int)] = []

    init() {}

    /// Recomputes the cells of every row `overlapping` flags in `deposit`'s chunk from
    /// `edges` under `rule`.
    mutating func resolve<Rule: CoverageRule>(rows overlapping: UnsafeMutablePointer<Bool>, of edges: EdgeList,
                                              rule: Rule, into deposit: CellDeposit, left: Float, right: Float) {
        let rows = deposit.chunkEnd - deposit.chunkStart
        if rowEdges.count < rows { rowEdges.append(contentsOf: repeatElement([], count: rows - rowEdges.count)) }
        for r in 0..<rows { rowEdges[r].removeAll(keepingCapacity: true) }
        let all = edges.edges
        for i in all.indices {
            let e = all[i]
            let first = max(floorToInt(e.y0), deposit.chunkStart), end = min(ceilToInt(e.y1), deposit.chunkEnd)
            var y = first
            while y < end {
                if overlapping[y - deposit.chunkStart] { rowEdges[y - deposit.chunkStart].append(Int32(i)) }
                y += 1
            }
        }
        for r in 0..<rows where overlapping[r] {
            // The summed areas go; the marks stay (a marked cell whose sum is unchanged costs
            // the sweep nothing but a visit).
            (deposit.cells + r * deposit.stride).update(repeating: 0, count: deposit.stride)
            resolveRow(r, edges: all, rule: rule, into: deposit, left: left, right: right)
        }
    }

    private mutating func resolveRow<Rule: CoverageRule>(_ r: Int, edges: [Edge], rule: Rule, into deposit: CellDeposit,
                                                         left: Float, right: Float) {
        let top = Float(deposit.chunkStart + r), bottom = top + 1
        pieces.removeAll(keepingCapacity: true)
        cuts.removeAll(keepingCapacity: true)
        cuts.append(top)
        cuts.append(bottom)
        for i in rowEdges[r] {
            let e = edges[Int(i)]
            let slope = (e.x1 - e.x0) / (e.y1 - e.y0)
            let yTop = max(e.y0, top), yBottom = min(e.y1, bottom)
            guard yBottom > yTop else { continue }
            let xTop = e.y0 >= top ? e.x0 : e.x0 + (yTop - e.y0) * slope
            let xBottom = e.y1 <= bottom ? e.x1 : e.x0 + (yBottom - e.y0) * slope
            pieces.append(Piece(xTop: xTop, yTop: yTop, xBottom: xBottom, yBottom: yBottom, winding: e.winding))
            cuts.append(yTop)
            cuts.append(yBottom)
        }
        // Where two pieces cross, their order changes: a cut there.
        for a in pieces.indices {
            for b in (a + 1)..<pieces.count {
                let p = pieces[a], q = pieces[b]
                let low = max(p.yTop, q.yTop), high = min(p.yBottom, q.yBottom)
                guard high > low else { continue }
                let dLow = p.x(at: low) - q.x(at: low), dHigh = p.x(at: high) - q.x(at: high)
                if (dLow < 0 && dHigh > 0) || (dLow > 0 && dHigh < 0) {
                    cuts.append(low + (high - low) * (dLow / (dLow - dHigh)))
                }
            }
        }
        cuts.sort()
        var s0 = top
        for s1 in cuts where s1 > s0 {
            guard s1 <= bottom else { break }
            let middle = 0.5 * (s0 + s1)
            order.removeAll(keepingCapacity: true)
            for k in pieces.indices where pieces[k].yTop <= middle && pieces[k].yBottom >= middle {
                order.append((pieces[k].x(at: middle), k))
            }
            order.sort { $0.x < $1.x }
            var winding: Float = 0
            for (_, k) in order {
                let wasInside = rule.isInside(winding)
                winding += pieces[k].winding
                let isInside = rule.isInside(winding)
                guard wasInside != isInside else { continue }
                let p = pieces[k]
                deposit.add(Edge(x0: p.x(at: s0), y0: s0, x1: p.x(at: s1), y1: s1, winding: isInside ? 1 : -1),
                            left: left, right: right)
            }
            s0 = s1
        }
    }
}
