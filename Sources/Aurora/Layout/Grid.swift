/// `Grid` and `GridRow`: a two-dimensional layout whose columns are as wide as their widest cell.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// A container view that arranges other views in a two dimensional layout.
public struct Grid<Content: View>: View {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// Creates a grid with the specified spacing, alignment, and child views. Defaults: `.center`, nil (the
    /// cells' spacing preferences: the largest distance any two neighbouring cells ask for).
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    /// A primitive view.
    public typealias Body = Never
}

extension Grid: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        var childInputs = inputs
        childInputs.stackAxis = nil
        let children = childInputs.resolve(content, at: .content)
        let rows: [GridLayoutNode.Row] = children.map { node in
            if let row = node as? GridRowNode { return .init(cells: row.cells, alignment: row.alignment, spansAllColumns: false) }
            return .init(cells: [node], alignment: nil, spansAllColumns: true)
        }
        return [GridLayoutNode(rows: rows, alignment: alignment,
                               horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)]
    }
}

/// A grid row's cells, read by its grid (outside a grid, the cells stack horizontally).
final class GridRowNode: LayoutNode {
    let cells: [LayoutNode]
    let alignment: VerticalAlignment?
    private lazy var fallback = LayoutContainerNode(layout: HStackLayout(alignment: alignment ?? .center), children: cells)

    init(cells: [LayoutNode], alignment: VerticalAlignment?) {
        self.cells = cells
        self.alignment = alignment
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { fallback.size(for: proposal) }
    override func placeChildren(in rect: CGRect, context: PlacementContext) { fallback.place(in: rect, context: context) }
    override func appendDisplayItems(to items: inout [DisplayList.Item], origin: CGPoint) {
        fallback.appendDisplayItems(to: &items, origin: origin)
    }
}

/// Sizes columns by their widest cell and rows by their tallest, sharing proposed space like a stack.
final class GridLayoutNode: LayoutNode {
    struct Row {
        let cells: [LayoutNode]
        let alignment: VerticalAlignment?
        let spansAllColumns: Bool
    }

    let rows: [Row]
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let columnCount: Int

    init(rows: [Row], alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?) {
        self.rows = rows
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing.map { $0.isFinite ? $0 : 0 }
        self.verticalSpacing = verticalSpacing.map { $0.isFinite ? $0 : 0 }
        columnCount = rows.filter { !$0.spansAllColumns }.map(\.cells.count).max() ?? (rows.isEmpty ? 0 : 1)
    }

    /// The gap after each column but the last: the grid's spacing, else the largest distance the
    /// cells on either side of it ask for in any row (8 points when no row has both).
    private lazy var columnGaps: [CGFloat] = (0..<max(0, columnCount - 1)).map { column in
        if let horizontalSpacing { return horizontalSpacing }
        let distances = rows.compactMap { row -> CGFloat? in
            guard !row.spansAllColumns, column + 1 < row.cells.count else { return nil }
            return row.cells[column].spacing.distance(to: row.cells[column + 1].spacing, along: .horizontal)
        }
        return distances.max() ?? ViewSpacing.defaultDistance
    }

    /// The gap after each row but the last: the grid's spacing, else the largest distance asked
    /// for by two cells of the same column in the two rows (a row spanning all columns meets every cell).
    private lazy var rowGaps: [CGFloat] = rows.indices.dropLast().map { index in
        if let verticalSpacing { return verticalSpacing }
        let upper = rows[index], lower = rows[index + 1]
        var distances: [CGFloat] = []
        for (column, top) in upper.cells.enumerated() {
            for (other, bottom) in lower.cells.enumerated()
            where upper.spansAllColumns || lower.spansAllColumns || column == other {
                distances.append(top.spacing.distance(to: bottom.spacing, along: .vertical))
            }
        }
        return distances.max() ?? ViewSpacing.defaultDistance
    }

    /// The total length of the column gaps.
    private var columnGapsLength: CGFloat { columnGaps.reduce(0, +) }

    private func cells(inColumn column: Int) -> [LayoutNode] {
        rows.compactMap { !$0.spansAllColumns && column < $0.cells.count ? $0.cells[column] : nil }
    }

    /// Shares `total` among items whose length for an offer is `length(index, offer)`, least flexible first.
    private func distribute(count: Int, total: CGFloat?, length: (Int, CGFloat?) -> CGFloat) -> [CGFloat] {
        guard let total else { return (0..<count).map { length($0, nil) } }
        let flexibility = (0..<count).map { length($0, .infinity) - length($0, 0) }
        let order = (0..<count).sorted { flexibility[$0] == flexibility[$1] ? $0 < $1 : flexibility[$0] < flexibility[$1] }
        var result = [CGFloat](repeating: 0, count: count)
        var remaining = total
        var left = count
        for index in order {
            let value = length(index, max(0, remaining / CGFloat(left)))
            result[index] = value
            remaining -= value
            left -= 1
        }
        return result
    }

    private func columnWidths(_ proposal: ProposedViewSize) -> [CGFloat] {
        let available = proposal.width.map { $0 - columnGapsLength }
        return distribute(count: columnCount, total: available) { column, offer in
            cells(inColumn: column).map { $0.size(for: ProposedViewSize(width: offer, height: nil)).width }.max() ?? 0
        }
    }

    private func rowHeights(_ proposal: ProposedViewSize, widths: [CGFloat]) -> [CGFloat] {
        let totalWidth = widths.reduce(0, +) + columnGapsLength
        let available = proposal.height.map { $0 - rowGaps.reduce(0, +) }
        return distribute(count: rows.count, total: available) { index, offer in
            let row = rows[index]
            if row.spansAllColumns {
                return row.cells.map { $0.size(for: ProposedViewSize(width: totalWidth, height: offer)).height }.max() ?? 0
            }
            return row.cells.enumerated().map { column, cell in
                cell.size(for: ProposedViewSize(width: column < widths.count ? widths[column] : 0, height: offer)).height
            }.max() ?? 0
        }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard !rows.isEmpty else { return .zero }
        let widths = columnWidths(proposal)
        let heights = rowHeights(proposal, widths: widths)
        var width = widths.reduce(0, +) + columnGapsLength
        for row in rows where row.spansAllColumns {
            width = max(width, row.cells.map { $0.size(for: ProposedViewSize(width: proposal.width, height: nil)).width }.max() ?? 0)
        }
        return CGSize(width: width, height: heights.reduce(0, +) + rowGaps.reduce(0, +))
    }

    override func placeChildren(in rect: CGRect, context: PlacementContext) {
        let proposal = ProposedViewSize(rect.size)
        let widths = columnWidths(proposal)
        let heights = rowHeights(proposal, widths: widths)
        let totalWidth = widths.reduce(0, +) + columnGapsLength
        var y = rect.minY
        for (index, row) in rows.enumerated() {
            let height = heights[index]
            let rowAlignment = Alignment(horizontal: alignment.horizontal, vertical: row.alignment ?? alignment.vertical)
            if row.spansAllColumns {
                let cellRect = CGRect(x: rect.minX, y: y, width: max(totalWidth, rect.width), height: height)
                for cell in row.cells {
                    let size = cell.size(for: ProposedViewSize(cellRect.size))
                    cell.place(in: cellRect.aligned(cell, size: size, alignment: rowAlignment), context: context)
                }
            } else {
                var x = rect.minX
                for (column, cell) in row.cells.enumerated() {
                    let width = column < widths.count ? widths[column] : 0
                    let cellRect = CGRect(x: x, y: y, width: width, height: height)
                    let size = cell.size(for: ProposedViewSize(cellRect.size))
                    cell.place(in: cellRect.aligned(cell, size: size, alignment: rowAlignment), context: context)
                    x += width + (column < columnGaps.count ? columnGaps[column] : 0)
                }
            }
            y += height + (index < rowGaps.count ? rowGaps[index] : 0)
        }
    }

    override func appendDisplayItems(to items: inout [DisplayList.Item], origin: CGPoint) {
        for row in rows {
            for cell in row.cells { cell.appendDisplayItems(to: &items, origin: origin) }
        }
    }
}
