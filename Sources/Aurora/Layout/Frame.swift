/// `frame(width:height:alignment:)` and the flexible `frame(minWidth:idealWidth:maxWidth:…)`.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// A fixed frame: proposes its dimensions to the child and reports them, aligning the child inside.
final class FixedFrameNode: WrapperLayoutNode {
    private let fixedWidth: CGFloat?
    private let fixedHeight: CGFloat?
    /// The animator of animated dimensions, read at each layout.
    private let animator: AttributeAnimator<FrameDimensions>?
    let alignment: Alignment

    init(child: LayoutNode, width: CGFloat?, height: CGFloat?, alignment: Alignment,
         animator: AttributeAnimator<FrameDimensions>? = nil) {
        fixedWidth = width
        fixedHeight = height
        self.animator = animator
        self.alignment = alignment
        super.init(child: child)
    }

    private static func clean(_ v: CGFloat?) -> CGFloat? { v.flatMap { $0.isNaN ? nil : max(0, $0) } }
    // `if let` rather than `Optional.map`: a main-actor closure passed to `map` costs a run-time
    // executor check on every call, and layout reads these often.
    var width: CGFloat? {
        if let animator { return Self.clean(animator.value.width) }
        return Self.clean(fixedWidth)
    }
    var height: CGFloat? {
        if let animator { return Self.clean(animator.value.height) }
        return Self.clean(fixedHeight)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let childSize = child.size(for: ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
        return CGSize(width: width ?? childSize.width, height: height ?? childSize.height)
    }

    override func placeChildren(in rect: CGRect, context: PlacementContext) {
        child.place(in: childFrame(in: rect), context: context)
    }

    private func childFrame(in rect: CGRect) -> CGRect {
        let childSize = child.size(for: ProposedViewSize(rect.size))
        return rect.aligned(child, size: childSize, alignment: alignment)
    }

    override var explicitGuides: ExplicitGuides? {
        guard let guides = child.explicitGuides else { return nil }
        return PlacedChildGuides(child: guides) { [unowned self] size in
            MainActor.assumeIsolated { self.childFrame(in: CGRect(origin: .zero, size: size)) }
        }
    }
}

/// A flexible frame: clamps the proposal to its limits, and its size to the limits and the proposal.
final class FlexibleFrameNode: WrapperLayoutNode {
    struct Limits {
        var minimum: CGFloat?
        var ideal: CGFloat?
        var maximum: CGFloat?
    }

    let horizontal: Limits
    let vertical: Limits
    let alignment: Alignment

    init(child: LayoutNode, horizontal: Limits, vertical: Limits, alignment: Alignment) {
        func clean(_ l: Limits) -> Limits {
            func c(_ v: CGFloat?) -> CGFloat? { v.flatMap { $0.isNaN ? nil : max(0, $0) } }
            return Limits(minimum: c(l.minimum), ideal: c(l.ideal), maximum: c(l.maximum))
        }
        self.horizontal = clean(horizontal)
        self.vertical = clean(vertical)
        self.alignment = alignment
        super.init(child: child)
    }

    /// The proposal the child gets along one axis: the parent's, clamped, or the ideal when unspecified.
    private static func childProposal(_ proposed: CGFloat?, _ limits: Limits) -> CGFloat? {
        guard var value = proposed else { return limits.ideal }
        if let minimum = limits.minimum { value = max(minimum, value) }
        if let maximum = limits.maximum { value = min(maximum, value) }
        return value
    }

    /// The frame's length along one axis from the child's length.
    private static func length(child: CGFloat, proposed: CGFloat?, _ limits: Limits) -> CGFloat {
        var result = child
        if let minimum = limits.minimum { result = max(minimum, min(result, proposed ?? result)) }
        if let maximum = limits.maximum { result = min(maximum, max(result, proposed ?? result)) }
        return result
    }

    private func childProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: Self.childProposal(proposal.width, horizontal),
                         height: Self.childProposal(proposal.height, vertical))
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let inner = childProposal(for: proposal)
        let childSize = child.size(for: inner)
        return CGSize(width: Self.length(child: childSize.width, proposed: inner.width, horizontal),
                      height: Self.length(child: childSize.height, proposed: inner.height, vertical))
    }

    override func placeChildren(in rect: CGRect, context: PlacementContext) {
        child.place(in: childFrame(in: rect), context: context)
    }

    private func childFrame(in rect: CGRect) -> CGRect {
        let childSize = child.size(for: childProposal(for: ProposedViewSize(rect.size)))
        return rect.aligned(child, size: childSize, alignment: alignment)
    }

    override var explicitGuides: ExplicitGuides? {
        guard let guides = child.explicitGuides else { return nil }
        return PlacedChildGuides(child: guides) { [unowned self] size in
            MainActor.assumeIsolated { self.childFrame(in: CGRect(origin: .zero, size: size)) }
        }
    }
}

struct FixedFrameModifier: NodeWrappingModifier {
    let width: CGFloat?, height: CGFloat?, alignment: Alignment
    func wrap(_ node: LayoutNode, inputs: ResolveInputs) -> LayoutNode {
        FixedFrameNode(child: node, width: width, height: height, alignment: alignment)
    }

    /// The given dimensions animate (a missing one stays missing).
    func apply(inputs: ResolveInputs, content: @escaping (ResolveInputs) -> [LayoutNode]) -> [LayoutNode] {
        let animator = inputs.animatedAttribute(FrameDimensions(width: width, height: height))
        return content(inputs).map {
            FixedFrameNode(child: $0, width: width, height: height, alignment: alignment, animator: animator)
        }
    }
}

/// The dimensions of a fixed frame as an animatable value: the given ones interpolate.
struct FrameDimensions: Animatable {
    var width: CGFloat?
    var height: CGFloat?

    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width ?? 0, height ?? 0) }
        set {
            if width != nil { width = newValue.first }
            if height != nil { height = newValue.second }
        }
    }
}

struct FlexibleFrameModifier: NodeWrappingModifier {
    let horizontal: FlexibleFrameNode.Limits, vertical: FlexibleFrameNode.Limits, alignment: Alignment
    func wrap(_ node: LayoutNode, inputs: ResolveInputs) -> LayoutNode {
        FlexibleFrameNode(child: node, horizontal: horizontal, vertical: vertical, alignment: alignment)
    }
}

extension View {
    /// Positions this view within an invisible frame with the specified size. Default alignment: `.center`.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(FixedFrameModifier(width: width, height: height, alignment: alignment))
    }

    /// Positions this view within an invisible frame having the specified size constraints.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(FlexibleFrameModifier(
            horizontal: .init(minimum: minWidth, ideal: idealWidth, maximum: maxWidth),
            vertical: .init(minimum: minHeight, ideal: idealHeight, maximum: maxHeight),
            alignment: alignment))
    }
}
