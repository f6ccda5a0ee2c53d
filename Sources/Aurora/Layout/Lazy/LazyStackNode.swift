/// The lazy layout node of `LazyVStack` and `LazyHStack`: one element per line, aligned across the axis.
import AuroraGeometry
import Foundation

/// A lazy stack inside a scroll view: elements one after another along `axis`, each proposed the
/// stack's cross length and nothing along the axis (its ideal length), aligned across by `guide`.
class LazyStackNode: LazyContainerNode {
    /// The gap between elements, or nil for the views' spacing preferences.
    let stackSpacing: CGFloat?
    /// The alignment guide across the axis.
    let guide: (ViewDimensions) -> CGFloat
    /// The widest element's cross length among those measured (what the stack takes when nothing is proposed across).
    private var widest: CGFloat = 0

    init(axis: Axis, spacing: CGFloat?, guide: @escaping (ViewDimensions) -> CGFloat, pinnedViews: PinnedScrollableViews,
         storage: LazyContainerStorage, inputs: ResolveInputs, context: LayoutContext, resolveContent: @escaping (ResolveInputs) -> Void) {
        self.stackSpacing = spacing
        self.guide = guide
        super.init(axis: axis, storage: storage, inputs: inputs, context: context, pinnedViews: pinnedViews, resolveContent: resolveContent)
    }

    private func proposal(cross: CGFloat?) -> ProposedViewSize {
        var proposal = ProposedViewSize.unspecified
        proposal[axis.other] = cross
        return proposal
    }

    /// The gap between two neighbouring views: the stack's spacing, else their preferences.
    private func gap(_ a: LayoutNode, _ b: LayoutNode) -> CGFloat {
        stackSpacing.map { $0.isFinite ? $0 : 0 } ?? a.spacing.distance(to: b.spacing, along: axis)
    }

    override func measure(_ entries: [LazyItemCollector.Entry], cross: CGFloat?, into extents: inout LazyExtentIndex) {
        let proposal = proposal(cross: cross)
        widest = 0
        for entry in entries {
            var length: CGFloat = 0
            for (offset, node) in entry.nodes.enumerated() {
                let size = node.size(for: proposal)
                length += size[axis] + (offset > 0 ? gap(entry.nodes[offset - 1], node) : 0)
                widest = max(widest, size[axis.other])
            }
            extents.record(length, at: entry.index)
        }
        if let spacing = stackSpacing {
            extents.gap = spacing.isFinite ? spacing : 0
        } else if let first = entries.first?.nodes.last {
            // Views of one list are usually alike: the first element's preference towards the next
            // (or, alone, towards one like itself) stands for every gap.
            let next = entries.dropFirst().first.flatMap { $0.index == entries[0].index + 1 ? $0.nodes.first : nil } ?? first
            extents.gap = gap(first, next)
        } else {
            extents.gap = ViewSpacing.defaultDistance
        }
    }

    override func crossLength(for cross: CGFloat?) -> CGFloat { cross ?? widest }

    override func placeEntries(_ entries: [LazyItemCollector.Entry], in rect: CGRect, extents: LazyExtentIndex, context: PlacementContext) {
        let proposal = proposal(cross: rect.size[axis.other])
        let container = guide(ViewDimensions(size: rect.size, guides: nil))
        for entry in entries {
            var position = rect.origin[axis] + extents.offset(of: entry.index) + pinShift(of: entry.index)
            for (offset, node) in entry.nodes.enumerated() {
                if offset > 0 { position += gap(entry.nodes[offset - 1], node) }
                let size = node.size(for: proposal)
                var origin = CGPoint.zero
                origin[axis] = position
                origin[axis.other] = rect.origin[axis.other] + container - guide(node.dimensions(for: size))
                node.place(in: CGRect(origin: origin, size: size), context: context)
                position += size[axis]
            }
        }
    }
}
