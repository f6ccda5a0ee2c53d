/// `ViewDimensions`: a view's size and alignment guides, explicit ones from `alignmentGuide` first.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// A view's size and alignment guides in its own coordinate space.
public struct ViewDimensions: Equatable {
    /// The view's width.
    public var width: CGFloat { size.width }
    /// The view's height.
    public var height: CGFloat { size.height }

    let size: CGSize
    let guides: ExplicitGuides?

    init(size: CGSize, guides: ExplicitGuides?) {
        self.size = size
        self.guides = guides
    }

    /// Gets the value of the given horizontal guide.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.key.id.defaultValue(in: self)
    }

    /// Gets the value of the given vertical guide.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.key.id.defaultValue(in: self)
    }

    /// Gets the explicit value of the given horizontal alignment guide, if any.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { guides?.value(for: guide.key, size: size) }

    /// Gets the explicit value of the given vertical alignment guide, if any.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { guides?.value(for: guide.key, size: size) }

    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.size == rhs.size && lhs.guides === rhs.guides
    }
}

/// Explicit alignment guides of a view: `alignmentGuide` closures and text baselines, innermost last.
class ExplicitGuides {
    typealias Compute = (CGSize, ExplicitGuides?) -> CGFloat?
    let values: [AlignmentKey: Compute]
    let inner: ExplicitGuides?

    init(values: [AlignmentKey: Compute], inner: ExplicitGuides?) {
        self.values = values
        self.inner = inner
    }

    func value(for key: AlignmentKey, size: CGSize) -> CGFloat? {
        if let compute = values[key] { return compute(size, inner) }
        return inner?.value(for: key, size: size)
    }
}

/// A child's explicit guides seen from a parent that places the child at a rect computed from the parent's size.
final class PlacedChildGuides: ExplicitGuides {
    let child: ExplicitGuides
    let childFrame: (CGSize) -> CGRect

    init(child: ExplicitGuides, childFrame: @escaping (CGSize) -> CGRect) {
        self.child = child
        self.childFrame = childFrame
        super.init(values: [:], inner: nil)
    }

    override func value(for key: AlignmentKey, size: CGSize) -> CGFloat? {
        let frame = childFrame(size)
        guard let value = child.value(for: key, size: frame.size) else { return nil }
        return value + (key.axis == .horizontal ? frame.minX : frame.minY)
    }
}
