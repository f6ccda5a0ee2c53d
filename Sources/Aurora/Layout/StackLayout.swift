/// SwiftUI's stack algorithm: spacing from preferences, then space offered by priority and flexibility.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// Aurora's built-in stacks: their explicit guides are the text baselines of their children,
/// found from where the stack would place each child.
@MainActor
protocol BuiltInStackLayout {
    /// The frame of each subview for a stack placed in `bounds`.
    func childFrames(in bounds: CGRect, subviews: LayoutSubviews) -> [CGRect]
}

/// The sizing and placement shared by `HStackLayout` and `VStackLayout`.
@MainActor
enum StackAlgorithm {
    /// The gaps between neighbouring subviews: `spacing` if given, else their preferences.
    static func gaps(_ subviews: LayoutSubviews, axis: Axis, spacing: CGFloat?) -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        var gaps: [CGFloat] = []
        gaps.reserveCapacity(subviews.count - 1)
        var previous = subviews[0].spacing
        for index in 1..<subviews.count {
            let next = subviews[index].spacing
            gaps.append(spacing.map { $0.isFinite ? $0 : 0 } ?? previous.distance(to: next, along: axis))
            previous = next
        }
        return gaps
    }

    /// A stack's own preferences: across its axis, every subview's; along it, the first subview's
    /// at the start and the last one's at the end (the pattern of SwiftUI's documentation for
    /// `Layout.spacing(subviews:cache:)`, its vertical stack example).
    static func spacing(_ subviews: LayoutSubviews, axis: Axis) -> ViewSpacing {
        var spacing = ViewSpacing()
        let (start, end): (Edge.Set, Edge.Set) = axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
        for index in subviews.indices {
            var edges: Edge.Set = axis == .horizontal ? .vertical : .horizontal
            if index == subviews.startIndex { edges.formUnion(start) }
            if index == subviews.endIndex - 1 { edges.formUnion(end) }
            spacing.formUnion(subviews[index].spacing, edges: edges)
        }
        return spacing
    }

    /// The size of each subview for `proposal`.
    ///
    /// The stack removes the spacing from the proposed length, then serves subviews in descending
    /// layout priority; within a priority, the least flexible first (flexibility = size at an
    /// infinite proposal minus size at zero), each offered an equal share of what is left after
    /// reserving the minimum lengths of all lower-priority subviews.
    static func sizes(_ subviews: LayoutSubviews, axis: Axis, proposal: ProposedViewSize, gaps: [CGFloat]) -> [CGSize] {
        let count = subviews.count
        let cross = axis.other
        func propose(_ main: CGFloat?) -> ProposedViewSize {
            var p = ProposedViewSize.unspecified
            p[axis] = main
            p[cross] = proposal[cross]
            return p
        }
        guard let proposedLength = proposal[axis] else {
            return subviews.map { $0.sizeThatFits(propose(nil)) }
        }
        let totalGap = gaps.reduce(0, +)
        var minimums = [CGFloat](repeating: 0, count: count)
        var flexibilities = [CGFloat](repeating: 0, count: count)
        for index in 0..<count {
            let subview = subviews[index]
            let minimum = subview.sizeThatFits(propose(0))[axis]
            let maximum = subview.sizeThatFits(propose(.infinity))[axis]
            minimums[index] = minimum
            flexibilities[index] = maximum - minimum
        }
        let priorities = (0..<count).map { subviews[$0].priority }
        // Most stacks have one priority: one group, nothing reserved for lower ones.
        guard let firstPriority = priorities.first else { return [] }
        let uniform = priorities.allSatisfy { $0 == firstPriority }
        let distinctPriorities = uniform ? [firstPriority] : Set(priorities).sorted(by: >)
        var sizes = [CGSize](repeating: .zero, count: count)
        var remaining = proposedLength - totalGap
        for priority in distinctPriorities {
            let members = uniform ? Array(0..<count) : (0..<count).filter { priorities[$0] == priority }
            let group = members.sorted { flexibilities[$0] == flexibilities[$1] ? $0 < $1 : flexibilities[$0] < flexibilities[$1] }
            let reservedBelow = uniform ? 0 : (0..<count).filter { priorities[$0] < priority }.reduce(0) { $0 + minimums[$1] }
            var available = remaining - reservedBelow
            var left = group.count
            for index in group {
                let offer = max(0, available / CGFloat(left))
                let size = subviews[index].sizeThatFits(propose(offer))
                sizes[index] = size
                available -= size[axis]
                remaining -= size[axis]
                left -= 1
            }
        }
        return sizes
    }

    /// The stack's size from its subviews' sizes: lengths plus gaps along `axis`, the aligned extent across.
    static func size(_ subviews: LayoutSubviews, sizes: [CGSize], gaps: [CGFloat], axis: Axis,
                     alignment: (ViewDimensions) -> CGFloat) -> CGSize {
        guard !sizes.isEmpty else { return .zero }
        var main = gaps.reduce(0, +)
        var before: CGFloat = -.infinity
        var after: CGFloat = -.infinity
        for (index, size) in sizes.enumerated() {
            main += size[axis]
            let guide = alignment(subviews[index].node.dimensions(for: size))
            before = max(before, guide)
            after = max(after, size[axis.other] - guide)
        }
        var result = CGSize.zero
        result[axis] = main
        result[axis.other] = max(0, before + after)
        return result
    }

    /// Places subviews one after another along `axis`, aligned across it.
    static func place(_ subviews: LayoutSubviews, in bounds: CGRect, axis: Axis, spacing: CGFloat?,
                      alignment: (ViewDimensions) -> CGFloat) {
        let proposal = ProposedViewSize(bounds.size)
        for (index, frame) in frames(subviews, in: bounds, axis: axis, spacing: spacing, alignment: alignment).enumerated() {
            var p = ProposedViewSize.unspecified
            p[axis] = frame.size[axis]
            p[axis.other] = proposal[axis.other]
            subviews[index].place(at: frame.origin, anchor: .topLeading, proposal: p)
        }
    }

    /// Where `place` puts each subview.
    static func frames(_ subviews: LayoutSubviews, in bounds: CGRect, axis: Axis, spacing: CGFloat?,
                       alignment: (ViewDimensions) -> CGFloat) -> [CGRect] {
        let gaps = gaps(subviews, axis: axis, spacing: spacing)
        let proposal = ProposedViewSize(bounds.size)
        let sizes = sizes(subviews, axis: axis, proposal: proposal, gaps: gaps)
        var before: CGFloat = 0
        var guides: [CGFloat] = []
        for (index, size) in sizes.enumerated() {
            let guide = alignment(subviews[index].node.dimensions(for: size))
            guides.append(guide)
            before = max(before, guide)
        }
        var position = CGPoint(x: bounds.minX, y: bounds.minY)
        var frames: [CGRect] = []
        frames.reserveCapacity(sizes.count)
        for (index, size) in sizes.enumerated() {
            var origin = position
            origin[axis.other] = (axis == .horizontal ? bounds.minY : bounds.minX) + before - guides[index]
            frames.append(CGRect(origin: origin, size: size))
            position[axis] += size[axis] + (index < gaps.count ? gaps[index] : 0)
        }
        return frames
    }
}
