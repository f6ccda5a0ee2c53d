/// `aspectRatio`, `scaledToFit`, `scaledToFill`: propose a size of the given ratio that fits or fills.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// Proposes its child the largest (fit) or smallest (fill) size of the ratio for the proposal.
final class AspectRatioNode: WrapperLayoutNode {
    let ratio: CGFloat?
    let contentMode: ContentMode

    init(child: LayoutNode, ratio: CGFloat?, contentMode: ContentMode) {
        self.ratio = ratio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.contentMode = contentMode
        super.init(child: child)
    }

    /// The ratio in use: the given one, or the child's ideal width over height.
    private var effectiveRatio: CGFloat? {
        if let ratio { return ratio }
        let ideal = child.size(for: .unspecified)
        guard ideal.width > 0, ideal.height > 0, ideal.width.isFinite, ideal.height.isFinite else { return nil }
        return ideal.width / ideal.height
    }

    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        guard let ratio = effectiveRatio else { return proposal }
        switch (proposal.width, proposal.height) {
        case (nil, nil):
            let ideal = child.size(for: .unspecified)
            return ProposedViewSize(fitting(ratio, into: ideal))
        case (let w?, nil):
            return ProposedViewSize(width: w, height: w / ratio)
        case (nil, let h?):
            return ProposedViewSize(width: h * ratio, height: h)
        case (let w?, let h?):
            return ProposedViewSize(fitting(ratio, into: CGSize(width: w, height: h)))
        }
    }

    private func fitting(_ ratio: CGFloat, into size: CGSize) -> CGSize {
        if size.width.isInfinite && size.height.isInfinite { return size }
        let byWidth = CGSize(width: size.width, height: size.width / ratio)
        let byHeight = CGSize(width: size.height * ratio, height: size.height)
        switch contentMode {
        case .fit: return byWidth.height <= size.height ? byWidth : byHeight
        case .fill: return byWidth.height >= size.height ? byWidth : byHeight
        }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child.size(for: inner(proposal)) }

    override func placeChildren(in rect: CGRect, context: PlacementContext) {
        let size = child.size(for: inner(ProposedViewSize(rect.size)))
        child.place(in: rect.aligned(child, size: size, alignment: .center), context: context)
    }
}

struct AspectRatioModifier: NodeWrappingModifier {
    let ratio: CGFloat?, contentMode: ContentMode
    func wrap(_ node: LayoutNode, inputs: ResolveInputs) -> LayoutNode {
        AspectRatioNode(child: node, ratio: ratio, contentMode: contentMode)
    }
}

extension View {
    /// Constrains this view's dimensions to the specified aspect ratio (nil: the view's own ideal ratio).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: aspectRatio, contentMode: contentMode))
    }

    /// Constrains this view's dimensions to the aspect ratio of the given size.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil,
                                     contentMode: contentMode))
    }

    /// Scales this view to fit its parent.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Scales this view to fill its parent.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
