/// The lazy layout node of `LazyVGrid` and `LazyHGrid`: elements fill the tracks line by line; a line is as long as its longest cell.
import AuroraGeometry
import Foundation

/// A lazy grid: its items become tracks across `axis` (columns of a vertical grid) sized from the
/// cross length it is given; elements fill a line's tracks in order, lines follow each other along
/// `axis` with `lineSpacing` between them, and each cell sits in its track and line with the
/// track's alignment. The tracks are placed as a block by `guide`. A section's cells start a new
/// line; its header and footer each take a line as wide as the block, placed in it by `guide`.
final class LazyGridNode: LazyContainerNode {
    let items: [GridItem]
    /// The gap between lines; nil is 8 points.
    let lineSpacing: CGFloat?
    /// The alignment guide across the axis that places the block of tracks.
    let guide: (ViewDimensions) -> CGFloat
    private var tracks: [GridTrack] = []
    /// How the last resolution's elements form lines; nil before the first.
    private var map: LazyLineMap?

    init(axis: Axis, items: [GridItem], lineSpacing: CGFloat?, guide: @escaping (ViewDimensions) -> CGFloat, pinnedViews: PinnedScrollableViews,
         storage: LazyContainerStorage, inputs: ResolveInputs, context: LayoutContext, materialisesAll: Bool,
         resolveContent: @escaping (ResolveInputs) -> Void) {
        self.items = items
        self.lineSpacing = lineSpacing
        self.guide = guide
        super.init(axis: axis, storage: storage, inputs: inputs, context: context, pinnedViews: pinnedViews, materialisesAll: materialisesAll,
                   resolveContent: resolveContent)
    }

    override func prepareLines(cross: CGFloat?) { tracks = GridItem.tracks(items, in: cross) }

    private var trackCount: Int { Swift.max(tracks.count, 1) }

    override func formLines(elements elementCount: Int) -> Int {
        let map = LazyLineMap(elementCount: elementCount, sections: sections, tracks: trackCount)
        self.map = map
        return map.lineCount
    }

    override func elements(inLines lines: Range<Int>) -> Range<Int> {
        map?.elements(inLines: lines) ?? (lines.lowerBound * trackCount)..<(lines.upperBound * trackCount)
    }

    override func line(of index: Int) -> Int { map?.line(of: index) ?? index / trackCount }

    /// The track of element `index` in its line.
    private func track(of index: Int) -> Int { map?.track(of: index) ?? index % trackCount }

    /// Whether element `index` is a section's header or footer, as wide as the block of tracks.
    private func spansLine(_ index: Int) -> Bool { map?.spansLine(index) ?? false }

    /// The proposal for element `index`: its track's length (the block's, for a header or footer) across, nothing along the axis.
    private func proposal(for index: Int) -> ProposedViewSize {
        var proposal = ProposedViewSize.unspecified
        let track = track(of: index)
        proposal[axis.other] = spansLine(index) ? tracks.span : track < tracks.count ? tracks[track].length : nil
        return proposal
    }

    /// The cell's size: its nodes stacked along the axis (usually one).
    private func cellSize(_ entry: LazyItemCollector.Entry) -> CGSize {
        let proposal = proposal(for: entry.index)
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
        let blockGuide = guide(ViewDimensions(size: block, guides: nil))
        let blockStart = rect.origin[axis.other] + guide(ViewDimensions(size: rect.size, guides: nil)) - blockGuide
        for entry in entries where !entry.nodes.isEmpty {
            let line = line(of: entry.index)
            let lineStart = rect.origin[axis] + extents.offset(of: line) + pinShift(of: entry.index)
            let proposal = proposal(for: entry.index)
            if spansLine(entry.index) {
                // A header or footer: its nodes one after another along the axis, placed across by the grid's guide.
                var position = lineStart
                for node in entry.nodes {
                    let size = node.size(for: proposal)
                    var origin = CGPoint.zero
                    origin[axis] = position
                    origin[axis.other] = blockStart + blockGuide - guide(node.dimensions(for: size))
                    node.place(in: CGRect(origin: origin, size: size), context: context)
                    position += size[axis]
                }
                continue
            }
            let index = track(of: entry.index)
            let track = index < tracks.count ? tracks[index] : GridTrack(offset: 0, length: 0, alignment: .center)
            var box = CGRect.zero
            box.origin[axis] = lineStart
            box.origin[axis.other] = blockStart + track.offset
            box.size[axis] = extents.length(of: line)
            box.size[axis.other] = track.length
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
