/// `ZStackLayout`: an overlaying container that you can use in conditional layouts.
import Foundation

/// An overlaying container that you can use in conditional layouts.
public struct ZStackLayout: Layout, BuiltInStackLayout {
    /// The alignment of subviews.
    public var alignment: Alignment

    /// Creates a stack with the specified alignment. Default: `.center`.
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        var extent = (left: -CGFloat.infinity, right: -CGFloat.infinity, top: -CGFloat.infinity, bottom: -CGFloat.infinity)
        for subview in subviews {
            let d = subview.dimensions(in: proposal)
            let gx = d[alignment.horizontal], gy = d[alignment.vertical]
            extent.left = max(extent.left, gx)
            extent.right = max(extent.right, d.width - gx)
            extent.top = max(extent.top, gy)
            extent.bottom = max(extent.bottom, d.height - gy)
        }
        return CGSize(width: max(0, extent.left + extent.right), height: max(0, extent.top + extent.bottom))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, frame) in zip(subviews, childFrames(in: bounds, subviews: subviews)) {
            subview.place(at: frame.origin, anchor: .topLeading, proposal: proposal)
        }
    }

    func childFrames(in bounds: CGRect, subviews: LayoutSubviews) -> [CGRect] {
        let proposal = ProposedViewSize(bounds.size)
        let container = ViewDimensions(size: bounds.size, guides: nil)
        return subviews.map { subview in
            let d = subview.dimensions(in: proposal)
            let x = bounds.minX + container[alignment.horizontal] - d[alignment.horizontal]
            let y = bounds.minY + container[alignment.vertical] - d[alignment.vertical]
            return CGRect(x: x, y: y, width: d.width, height: d.height)
        }
    }
}
