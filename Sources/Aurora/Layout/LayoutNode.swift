/// The layout node: one resolved view that sizes itself for a proposal, places its children and draws.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// A resolved view in the layout tree. Subclasses are the primitive views and modifiers.
///
/// Frames are global (root coordinates, points). Sizes are cached per proposal within a layout pass.
@MainActor
class LayoutNode {
    /// The frame after placement, in global coordinates, snapped to the display's pixel grid:
    /// where the view draws.
    var frame: CGRect = .zero
    /// The frame layout gave the view, before pixel rounding: what `GeometryProxy` reports.
    private(set) var layoutFrame: CGRect = .zero
    /// The safe-area context this node was placed with.
    var placement = PlacementContext(bounds: .zero)

    private var cachePass = -1
    private var cachedProposals: [ProposedViewSize] = []
    private var cachedSizes: [CGSize] = []

    /// The number of the current layout pass; a new pass invalidates every size cache. A
    /// process-wide counter: each pass, of whichever host, takes a new number, so a node's cache
    /// is never read in a later pass of its own host or in any pass of another.
    static var layoutPass = 0

    /// The size this view chooses for `proposal` (cached within a layout pass).
    final func size(for proposal: ProposedViewSize) -> CGSize {
        let proposal = proposal.sanitized
        if cachePass != Self.layoutPass {
            cachePass = Self.layoutPass
            cachedProposals.removeAll(keepingCapacity: true)
            cachedSizes.removeAll(keepingCapacity: true)
        }
        if let index = cachedProposals.firstIndex(of: proposal) { return cachedSizes[index] }
        let size = computeSize(proposal).sanitizedForLayout
        if cachedProposals.count >= 6 {
            cachedProposals.removeFirst()
            cachedSizes.removeFirst()
        }
        cachedProposals.append(proposal)
        cachedSizes.append(size)
        return size
    }

    /// Computes the size for a sanitized proposal. Default: the proposal, 10 × 10 where unspecified.
    func computeSize(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    /// Places the view in `rect` (global) and its children inside it. The view draws in `rect`
    /// rounded to whole device pixels; its children are placed from the unrounded `rect`, and
    /// each rounds its own frame, so neighbours that share an edge still share it.
    func place(in rect: CGRect, context: PlacementContext) {
        layoutFrame = rect
        frame = rect.roundedToPixels(context.pixelLength)
        placement = context
        placeChildren(in: rect, context: context)
    }

    /// Places children once `frame` is set. Default: none.
    func placeChildren(in rect: CGRect, context: PlacementContext) {}

    /// The view's priority in stack distribution. Default: 0.
    var layoutPriority: Double { 0 }

    /// The view's spacing preferences. Default: a plain view's (`ViewSpacing()`: 8 points to other views).
    var spacing: ViewSpacing { ViewSpacing() }

    /// The view's place in its container's front-to-back order (`zIndex(_:)`). Default: 0.
    var zIndex: Double { 0 }

    /// Explicit alignment guides (alignmentGuide, text baselines). Default: none.
    var explicitGuides: ExplicitGuides? { nil }

    /// A value set with `layoutValue(key:value:)`, by key type.
    func layoutValue(_ key: ObjectIdentifier) -> Any? { nil }

    /// Whether this view is a `Spacer` (stacks give spacers the leftover space, with no spacing around them).
    var spacerMinLength: CGFloat? { nil }

    /// The view's dimensions at `size`.
    final func dimensions(for size: CGSize) -> ViewDimensions { ViewDimensions(size: size, guides: explicitGuides) }

    /// Appends this view's display-list items, with frames relative to `origin` (the parent item's origin).
    func appendDisplayItems(to items: inout [DisplayList.Item], origin: CGPoint) {}
}

/// A node that wraps exactly one child and, by default, passes layout through to it.
class WrapperLayoutNode: LayoutNode {
    let child: LayoutNode

    init(child: LayoutNode) { self.child = child }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child.size(for: proposal) }
    override func placeChildren(in rect: CGRect, context: PlacementContext) { child.place(in: rect, context: context) }
    override var layoutPriority: Double { child.layoutPriority }
    override var spacing: ViewSpacing { child.spacing }
    override var zIndex: Double { child.zIndex }
    override var explicitGuides: ExplicitGuides? { child.explicitGuides }
    override func layoutValue(_ key: ObjectIdentifier) -> Any? { child.layoutValue(key) }
    override var spacerMinLength: CGFloat? { child.spacerMinLength }
    override func appendDisplayItems(to items: inout [DisplayList.Item], origin: CGPoint) {
        child.appendDisplayItems(to: &items, origin: origin)
    }
}

extension CGRect {
    /// Places a child of `size` inside this rect by matching the child's and the rect's alignment guides.
    @MainActor
    func aligned(_ child: LayoutNode, size: CGSize, alignment: Alignment) -> CGRect {
        let container = ViewDimensions(size: self.size, guides: nil)
        let dims = child.dimensions(for: size)
        let x = minX + container[alignment.horizontal] - dims[alignment.horizontal]
        let y = minY + container[alignment.vertical] - dims[alignment.vertical]
        return CGRect(origin: CGPoint(x: x, y: y), size: size)
    }
}
