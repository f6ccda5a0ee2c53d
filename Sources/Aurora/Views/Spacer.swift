/// `Spacer`: a flexible space that expands along the major axis of its containing stack.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// A flexible space that expands along the major axis of its containing stack layout,
/// or on both axes if not contained in a stack.
public struct Spacer: View {
    /// The minimum length this spacer can be shrunk to, along the axis or axes of expansion; nil is the system default (8).
    public var minLength: CGFloat?

    /// Creates a spacer.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    /// A primitive view.
    public typealias Body = Never
}

extension Spacer: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        [SpacerNode(minLength: minLength ?? ViewSpacing.defaultDistance, axis: inputs.stackAxis)]
    }
}

/// A spacer's node: flexible on its stack's axis (both without a stack), zero across it.
final class SpacerNode: LayoutNode {
    let minLength: CGFloat
    let axis: Axis?

    init(minLength: CGFloat, axis: Axis?) {
        self.minLength = minLength.isFinite ? max(0, minLength) : 0
        self.axis = axis
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        func length(_ p: CGFloat?) -> CGFloat { max(minLength, p ?? minLength) }
        switch axis {
        case .horizontal: return CGSize(width: length(proposal.width), height: 0)
        case .vertical: return CGSize(width: 0, height: length(proposal.height))
        case nil: return CGSize(width: length(proposal.width), height: length(proposal.height))
        }
    }

    /// No spacing beside a spacer along its stack's axis (on every edge outside a stack): its
    /// minimum length is the gap. Across the axis, none (the system default). (SwiftUI's spacer, per
    /// OpenSwiftUI's `Spacer.swift`: `.horizontal(0)`, `.vertical(0)` or `.zero`.)
    override var spacing: ViewSpacing {
        switch axis {
        case .horizontal: ViewSpacing(minima: [.init(category: nil, edge: .leading): .distance(0), .init(category: nil, edge: .trailing): .distance(0)])
        case .vertical: ViewSpacing(minima: [.init(category: nil, edge: .top): .distance(0), .init(category: nil, edge: .bottom): .distance(0)])
        case nil: .zero
        }
    }
    override var spacerMinLength: CGFloat? { minLength }
}
