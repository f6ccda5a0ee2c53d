/// The lazy layout node of `LazyVGrid` and `LazyHGrid`: elements fill the tracks line by line; a line is as long as its longest cell.
import AuroraGeometry
import Foundation

/// A lazy grid: its items become tracks across `axis` (columns of a vertical grid) sized from the
/// cross length it is given; elements fill a line's tracks in order, lines follow each other along
/// `axis` with `lineSpacing` between them, and each cell sits in its track and line with the
/// track's alignment. The tracks are placed as a block by `guide`.
final class LazyGridNode: LazyContainerNode {
    let items: [GridItem]
    /// The gap between lines; nil is 8 points.
    let lineSpacing: CGFloat?
    /// The alignment guide across the axis that places the block of tracks.
    let guide: (ViewDimensions) -> CGFloat
    private var tracks: [GridTrack] = []

    init(axis: Axis, items: [GridItem], lineSpacing: CGFloat?, guide: @escaping (ViewDimensions) -> CGFloat, storage: LazyContainerStorage,
         inputs: ResolveInputs, context: LayoutContext, materialisesAll: Bool, resolveContent: @escaping (ResolveInputs) -> Void) {
        self.items = items
        self.lineSpacing = lineSpacing
        self.guide = guide
        super.init(axis: axis, storage: storage, inputs: inputs, context: context, materialisesAll: materialisesAll,
                   resolveContent: resolveContent)
    }

    override func prepareLines(cross: CGFloat?) { tracks = GridItem.tracks(items, in: cross) }

    private var trackCount: Int { Swift.max(tracks.count, 1) }
    override func lineCount(elements elementCount: Int) -> Int { (elementCount + trackCount - 1) / trackCount }
    override func elements(inLines lines: Range<Int>) -> Range<Int> { (lines.lowerBound * trackCount)..<(lines.upperBound * trackCount) }
    override func line(of index: Int) -> Int { index / trackCount }

    /// The proposal for a cell in track `track`: the track's length across, nothing along the axis.
    private func proposal(track: Int) -> ProposedViewSize {
        var proposal = ProposedViewSize.unspecified
        proposal[axis.other] = track < tracks.count ? tracks[track].length : nil
        return proposal
    }

    /// The cell's size: its nodes stacked along the axis (usually one).
    private func cellSize(_ entry: LazyItemCollector.Entry) -> CGSize {
        let proposal = proposal(track: entry.index % trackCount)
        var size = CGSize.zero
        for node in entry.nodes {
            let part = node.size(for: proposal)
            size[axis] += part[axis]
            size[axis.other] = Swift.max(size[axis.other], part[axis.other])
        }
        return size
    }

    override func measure(_ entries: [LazyItemCollector.Entry], cross: CGFloat?, into extents: inout LazyExtentIndex) {
        extents.gap = lineSpacing.map { $0.isFinite ? Swift.max(0, $0) : 0 } ?? GridItem.defaultSpacing
        var lengths: [Int: CGFloat] = [:]
        for entry in entries { lengths[line(of: entry.index), default: 0] = Swift.max(lengths[line(of: entry.index)] ?? 0, cellSize(entry)[axis]) }
        for (line, length) in lengths { extents.record(length, at: line) }
    }

    override func crossLength(for cross: CGFloat?) -> CGFloat { GridItem.tracks(items, in: cross).span }

    override func placeEntries(_ entries: [LazyItemCollector.Entry], in rect: CGRect, extents: LazyExtentIndex, context: PlacementContext) {
        tracks = GridItem.tracks(items, in: rect.size[axis.other])
        var block = CGSize.zero
        block[axis.other] = tracks.span
        let blockStart = rect.origin[axis.other] + guide(ViewDimensions(size: rect.size, guides: nil)) - guide(ViewDimensions(size: block, guides: nil))
        for entry in entries {
            let line = line(of: entry.index)
            let track = tracks.isEmpty ? GridTrack(offset: 0, length: 0, alignment: .center) : tracks[entry.index % tracks.count]
            var box = CGRect.zero
            box.origin[axis] = rect.origin[axis] + extents.offset(of: line)
            box.origin[axis.other] = blockStart + track.offset
            box.size[axis] = extents.length(of: line)
            box.size[axis.other] = track.length
            let proposal = proposal(track: entry.index % trackCount)
            let size = cellSize(entry)
            var position = box.aligned(entry.nodes[0], size: size, alignment: track.alignment).origin[axis]
            for node in entry.nodes {
                let part = node.size(for: proposal)
                var cell = box.aligned(node, size: part, alignment: track.alignment)
                cell.origin[axis] = position
                node.place(in: cell, context: context)
                position += part[axis]
            }
        }
    }
}
