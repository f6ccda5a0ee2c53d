/// `onHover(perform:)` and `onContinuousHover(coordinateSpace:perform:)`: a pointer with no button down over a view.
import AuroraGeometry
import Foundation

/// A view with hover actions: the host tells its attachment when the pointer enters, moves and leaves.
final class HoverNode: WrapperLayoutNode {
    let attachment: HoverAttachment

    init(child: LayoutNode, attachment: HoverAttachment) {
        self.attachment = attachment
        super.init(child: child)
    }
}

/// The hover actions of one modifier, kept by the graph across updates so that "entered" and
/// "left" are told once however often the view is laid out again.
@MainActor
final class HoverAttachment: AttributeSlot {
    var onHover: ((Bool) -> Void)?
    var onContinuousHover: ((HoverPhase) -> Void)?
    var coordinateSpace: CoordinateSpace = .local
    weak var node: HoverNode?

    func cancel() -> [() -> Void] { [] }
    var isAnimating: Bool { false }

    /// The pointer is at `screenPoint` over the view, having just `entered` it or not.
    func moved(to screenPoint: CGPoint, entered: Bool) {
        if entered { onHover?(true) }
        if let onContinuousHover, let node { onContinuousHover(.active(node.location(of: screenPoint, in: coordinateSpace))) }
    }

    /// The pointer left the view.
    func left() {
        onHover?(false)
        onContinuousHover?(.ended)
    }
}

/// Attaches hover actions to each node of the content.
struct HoverModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let onHover: ((Bool) -> Void)?
    let onContinuousHover: ((HoverPhase) -> Void)?
    let coordinateSpace: CoordinateSpace

    func apply(inputs: ResolveInputs, content: @escaping (ResolveInputs) -> [LayoutNode]) -> [LayoutNode] {
        let attachment = inputs.attachment { HoverAttachment() }
        attachment.onHover = onHover
        attachment.onContinuousHover = onContinuousHover
        attachment.coordinateSpace = coordinateSpace
        let nodes = content(inputs).map { HoverNode(child: $0, attachment: attachment) }
        attachment.node = nodes.first
        return nodes
    }
}

extension View {
    /// Adds an action to perform when the user moves the pointer over or away from the view's frame.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        modifier(HoverModifier(onHover: action, onContinuousHover: nil, coordinateSpace: .local))
    }

    /// Adds an action to perform when the pointer enters, exits, and moves over the view. Default: `.local`.
    public func onContinuousHover(coordinateSpace: some CoordinateSpaceProtocol = .local,
                                  perform action: @escaping (HoverPhase) -> Void) -> some View {
        modifier(HoverModifier(onHover: nil, onContinuousHover: action, coordinateSpace: coordinateSpace.coordinateSpace))
    }
}
