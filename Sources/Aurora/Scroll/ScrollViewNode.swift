/// `ScrollViewNode`: lays out a scroll view's content, places it at the scroll offset, clips it and draws the indicators.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import Foundation

/// The laid-out scroll view: its size comes from the proposal (the content's size where the
/// proposal leaves a dimension open), its content from its ideal size along the scroll axes.
final class ScrollViewNode: LayoutNode {
    let content: LayoutNode
    let state: ScrollState
    let axes: Axis.Set
    let showsIndicators: Bool
    let configuration: ScrollConfiguration
    /// The observers around the scroll view (`onScrollGeometryChange`, `onScrollPhaseChange`).
    var observers: [any ScrollObserver] = []
    /// The scroll position binding around the scroll view, if any.
    var position: ScrollPositionTracking?
    private let context: LayoutContext
    /// Where the content shows, in global coordinates: the frame, reaching along the scroll axes into
    /// the unsafe strips its edges border (the content scrolls under the bars).
    private(set) var visibleRect: CGRect = .zero
    /// How far `visibleRect` reaches past the frame on each edge.
    private var reach = EdgeInsets()
    /// Whether the content is being placed again after a scroll position moved it.
    private var isPlacingAgain = false

    init(content: LayoutNode, state: ScrollState, axes: Axis.Set, showsIndicators: Bool,
         configuration: ScrollConfiguration, context: LayoutContext) {
        self.content = content
        self.state = state
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.configuration = configuration
        self.context = context
    }

    /// The axes a drag may scroll along (read when a drag starts).
    var scrollableAxes: () -> Axis.Set { { [state] in state.movableAxes } }

    private var margins: EdgeInsets { configuration.contentMargins }

    /// The content's proposal inside `size`: open along the scroll axes, the size less the margins across them.
    private func contentProposal(in size: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : size.width.map { max(0, $0 - margins.leading - margins.trailing) },
                         height: axes.contains(.vertical) ? nil : size.height.map { max(0, $0 - margins.top - margins.bottom) })
    }

    private func containerSize(for size: CGSize) -> CGSize {
        CGSize(width: max(0, size.width - margins.leading - margins.trailing), height: max(0, size.height - margins.top - margins.bottom))
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let inner = context.withContainerSize(containerSize(for: proposal.replacingUnspecifiedDimensions())) {
            content.size(for: contentProposal(in: proposal))
        }
        return CGSize(width: proposal.width ?? inner.width + margins.leading + margins.trailing,
                      height: proposal.height ?? inner.height + margins.top + margins.bottom)
    }

    override func placeChildren(in rect: CGRect, context placement: PlacementContext) {
        let container = containerSize(for: rect.size)
        let contentSize = context.withContainerSize(container) { content.size(for: contentProposal(in: ProposedViewSize(rect.size))) }
        reach = Self.reach(of: rect, axes: axes, placement: placement)
        visibleRect = CGRect(x: rect.minX - reach.leading, y: rect.minY - reach.top,
                             width: rect.width + reach.leading + reach.trailing, height: rect.height + reach.top + reach.bottom)
        // The strips count as margins: the content rests inside the safe area and scrolls under the bars.
        let insets = EdgeInsets(top: margins.top + reach.top, leading: margins.leading + reach.leading,
                                bottom: margins.bottom + reach.bottom, trailing: margins.trailing + reach.trailing)
        state.laidOut(viewport: visibleRect.size, contentSize: contentSize, margins: insets, anchor: configuration.defaultAnchor)
        state.frame = visibleRect
        var movable: Axis.Set = []
        for axis in [Axis.horizontal, .vertical] where axes.contains(axis == .horizontal ? .horizontal : .vertical) {
            let fits = state.range(axis).lowerBound == state.range(axis).upperBound
            if !(fits && configuration.bounce[axis] == .basedOnSize) { movable.insert(axis == .horizontal ? .horizontal : .vertical) }
        }
        state.movableAxes = movable
        state.drawsIndicators = !indicatorAxes.isEmpty
        let offset = state.offset(at: state.graph?.time ?? 0)
        var origin = CGPoint(x: rect.minX + margins.leading, y: rect.minY + margins.top)
        if axes.contains(.horizontal) { origin.x = visibleRect.minX - offset.x } else { origin.x += max(0, (container.width - contentSize.width) / 2) }
        if axes.contains(.vertical) { origin.y = visibleRect.minY - offset.y } else { origin.y += max(0, (container.height - contentSize.height) / 2) }
        var inner = placement
        inner.containerSize = container
        inner.scrollContainer = ScrollContainer(visibleRect: visibleRect, axes: axes, insets: insets)
        let space = NamedSpace(frame: rect, geometryEffects: placement.geometryEffects)
        inner.namedSpaces[ScrollViewSpaceName.innermost] = space
        if axes.contains(.horizontal) { inner.namedSpaces[ScrollViewSpaceName.axis(.horizontal)] = space }
        if axes.contains(.vertical) { inner.namedSpaces[ScrollViewSpaceName.axis(.vertical)] = space }
        context.withContainerSize(container) {
            content.place(in: CGRect(origin: origin, size: contentSize), context: inner)
        }
        // A position set from outside moves the content there (placed again at the new offset); an
        // edge position is held once a layout, so content whose size keeps changing cannot loop.
        if let position, let graph = state.graph, position.apply(to: state, at: graph.time, holdsEdge: !isPlacingAgain) {
            isPlacingAgain = true
            defer { isPlacingAgain = false }
            return placeChildren(in: rect, context: placement)
        }
        // A lazy row scrolled to by its estimated frame is now built: to its real frame.
        if let reveal = state.pendingReveal, let graph = state.graph, !(reveal.animated && state.isMoving) {
            state.pendingReveal = nil
            if let (frame, owner, built) = reveal.registry.frame(of: reveal.id), owner === state, built {
                let destination = state.offset(revealing: frame, anchor: reveal.anchor, at: graph.time)
                let now = state.offset(at: graph.time)
                if abs(destination.x - now.x) > 1e-6 || abs(destination.y - now.y) > 1e-6 {
                    state.scroll(to: destination, animated: reveal.animated, at: graph.time)
                    if !reveal.animated { return placeChildren(in: rect, context: placement) }
                }
            }
        }
        position?.report(in: visibleRect, state: state, axes: axes)
        // In content coordinates: where each view is with the content's origin at zero.
        state.targetFrames = ScrollTargetLayoutNode.targetFrames(in: content).map { $0.offsetBy(dx: -origin.x, dy: -origin.y) }
        report(offset: offset)
    }

    /// Tells the observers the geometry and phase after this layout.
    private func report(offset: CGPoint) {
        guard !observers.isEmpty, let graph = state.graph else { return }
        let geometry = ScrollGeometry(contentOffset: offset, contentSize: state.contentSize, contentInsets: state.margins,
                                      containerSize: visibleRect.size)
        let phase: ScrollPhase = state.isDragging ? .interacting : state.isDecelerating ? .decelerating : state.isMoving ? .animating : .idle
        let velocity = state.isMoving ? state.velocity(at: graph.time) : nil
        for observer in observers { observer.observe(geometry, phase: phase, velocity: velocity, graph: graph) }
    }

    override func appendDisplayItems(to items: inout [DisplayList.Item], origin: CGPoint) {
        guard frame.origin.x.isFinite, frame.origin.y.isFinite else { return }
        let indicators = indicatorItems()
        if configuration.clipDisabled {
            content.appendDisplayItems(to: &items, origin: origin)
            items += indicators.map { DisplayList.Item(frame: $0.frame.offsetBy(dx: frame.minX - origin.x, dy: frame.minY - origin.y), value: $0.value) }
            return
        }
        var inner: [DisplayList.Item] = []
        content.appendDisplayItems(to: &inner, origin: frame.origin)
        let visible = CGRect(x: -reach.leading, y: -reach.top, width: visibleRect.width, height: visibleRect.height)
        items.append(DisplayList.Item(frame: frame.relative(to: origin), effect: .clip(BezierPath(visible), FillStyle()),
                                      DisplayList(items: inner + indicators)))
    }

    /// The scroll indicators: iOS's 3-point dark capsules 3 points in from the edge, shown while the
    /// content is dragged or moves and fading out after it rests (`ScrollIndicatorFade`).
    private func indicatorItems() -> [DisplayList.Item] {
        let time = state.graph?.time ?? 0
        let offset = state.offset(at: time)
        let opacity = state.indicatorOpacity(at: time)
        guard opacity > 0 else { return [] }
        let margins = configuration.indicatorMargins
        // Indicators stay inside the safe area: the strips the content reaches into count as margins.
        let insets = EdgeInsets(top: margins.top + reach.top, leading: margins.leading + reach.leading,
                                bottom: margins.bottom + reach.bottom, trailing: margins.trailing + reach.trailing)
        return indicatorAxes.map { axis in
            let range = state.range(axis)
            let viewport = axis == .vertical ? visibleRect.height : visibleRect.width
            let total = range.upperBound - range.lowerBound + viewport
            let track = viewport - 6 - (axis == .vertical ? insets.top + insets.bottom : insets.leading + insets.trailing)
            let length = max(36, track * viewport / total)
            let progress = min(max((offset.value(axis) - range.lowerBound) / (range.upperBound - range.lowerBound), 0), 1)
            let start = 3 + (axis == .vertical ? insets.top : insets.leading) + (track - length) * progress
            let rect = axis == .vertical
                ? CGRect(x: visibleRect.width - 6 - insets.trailing - reach.leading, y: start - reach.top, width: 3, height: length)
                : CGRect(x: start - reach.leading, y: visibleRect.height - 6 - insets.bottom - reach.top, width: length, height: 3)
            let path = BezierPath(roundedRect: CGRect(origin: .zero, size: rect.size), cornerRadius: 1.5, style: .circular)
            let color = RGBAColor(red: 0, green: 0, blue: 0, alpha: Float(0.35 * opacity))
            return DisplayList.Item(frame: rect, content: .shape(path: path, paint: .color(color), style: .fill(FillStyle())))
        }
    }

    /// The axes that draw an indicator while scrolling: shown, scrolling, with content longer than the viewport.
    private var indicatorAxes: [Axis] {
        guard showsIndicators else { return [] }
        return [Axis.vertical, .horizontal].filter { axis in
            guard axes.contains(axis == .vertical ? .vertical : .horizontal), configuration.indicators[axis]?.shows ?? true else { return false }
            let range = state.range(axis)
            let viewport = axis == .vertical ? visibleRect.height : visibleRect.width
            return range.upperBound > range.lowerBound && viewport > 12
        }
    }
}

extension ScrollViewNode {
    /// How far a scroll view at `rect` reaches past it along its scroll axes: an edge lying on the
    /// safe area's edge reaches to the container's (the bars), as iOS scroll views do.
    static func reach(of rect: CGRect, axes: Axis.Set, placement: PlacementContext) -> EdgeInsets {
        let safe = placement.safeBounds, whole = placement.containerBounds
        var reach = EdgeInsets()
        func touches(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.5 }
        if axes.contains(.vertical) {
            if touches(rect.minY, safe.minY) { reach.top = max(0, safe.minY - whole.minY) }
            if touches(rect.maxY, safe.maxY) { reach.bottom = max(0, whole.maxY - safe.maxY) }
        }
        if axes.contains(.horizontal) {
            if touches(rect.minX, safe.minX) { reach.leading = max(0, safe.minX - whole.minX) }
            if touches(rect.maxX, safe.maxX) { reach.trailing = max(0, whole.maxX - safe.maxX) }
        }
        return reach
    }
}

extension ScrollViewNode: HitTestContainer {
    var hitTestChildren: [LayoutNode] { [content] }
}

extension CGPoint {
    /// The coordinate along `axis`.
    func value(_ axis: Axis) -> Double { axis == .horizontal ? x : y }
}
