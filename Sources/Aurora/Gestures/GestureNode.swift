/// `GestureNode`: a laid-out view with a gesture attached, and how its gesture sees coordinates.
import AuroraGeometry
import Foundation

/// How a gesture competes with the gestures of the views around it.
enum GesturePriority {
    /// `gesture(_:including:)`: a subview's gesture wins over it.
    case normal
    /// `highPriorityGesture(_:including:)`: it wins over its subviews' gestures.
    case high
    /// `simultaneousGesture(_:including:)`: it is recognised alongside the others, never blocking them.
    case simultaneous
}

/// A view with a gesture: hit testing finds it on the chain of views under a pointer, and the
/// interaction makes a recognizer from it.
final class GestureNode: WrapperLayoutNode {
    /// How the gesture competes, asked when an interaction starts (a scroll view's depends on
    /// whether it is moving).
    var priority: GesturePriority { priorityRule() }
    private let priorityRule: () -> GesturePriority
    let mask: GestureMask
    private let makeRecognizer: (GestureSpace) -> any InteractionMember
    /// Where this view is laid out now, for a recognizer made from an older layout.
    let attachment: GestureAttachment
    private let index: Int

    init(child: LayoutNode, priority: @escaping () -> GesturePriority, mask: GestureMask, attachment: GestureAttachment, index: Int,
         makeRecognizer: @escaping (GestureSpace) -> any InteractionMember) {
        self.priorityRule = priority
        self.mask = mask
        self.attachment = attachment
        self.index = index
        self.makeRecognizer = makeRecognizer
        super.init(child: child)
    }

    /// What a single tap on the view does, for accessibility's activation (set by `onTapGesture`).
    var activation: TapActivation?

    /// Runs the single-tap action as a tap at `screenPoint` would.
    func activate(at screenPoint: CGPoint) {
        guard let activation else { return }
        activation.action(location(of: screenPoint, in: activation.coordinateSpace))
    }

    /// A recognizer for a new interaction, converting coordinates through the view's current layout.
    func recognizer() -> any InteractionMember {
        makeRecognizer(GestureNodeSpace(attachment: attachment, index: index, fallback: self))
    }
}

/// The action of a single-tap gesture and the space its location is reported in.
struct TapActivation {
    let coordinateSpace: CoordinateSpace
    let action: (CGPoint) -> Void
}

/// The gesture views one modifier made in the latest update, kept by the graph across updates
/// so that a running gesture follows its view when the view is laid out again.
@MainActor
final class GestureAttachment: AttributeSlot {
    var nodes: [GestureNode] = []
    func cancel() -> [() -> Void] { [] }
    var isAnimating: Bool { false }
}

/// Converts screen points through the view a gesture is attached to, as laid out now.
@MainActor
final class GestureNodeSpace: GestureSpace {
    private let attachment: GestureAttachment
    private let index: Int
    private weak var fallback: GestureNode?

    init(attachment: GestureAttachment, index: Int, fallback: GestureNode) {
        self.attachment = attachment
        self.index = index
        self.fallback = fallback
    }

    private var node: LayoutNode? { index < attachment.nodes.count ? attachment.nodes[index] : fallback }

    var size: CGSize { node?.frame.size ?? .zero }

    func convert(_ screenPoint: CGPoint, to space: CoordinateSpace) -> CGPoint {
        node?.location(of: screenPoint, in: space) ?? screenPoint
    }
}

extension LayoutNode {
    /// Where `screenPoint` (drawn, global coordinates) lies in `space`, undoing the geometry effects
    /// of the view's ancestors as `GeometryProxy.frame(in:)` applies them.
    func location(of screenPoint: CGPoint, in space: CoordinateSpace) -> CGPoint {
        switch space {
        case .global:
            return screenPoint
        case .local:
            let laidOut = screenPoint.applying(placement.geometryEffects.invertedIfPossible)
            return CGPoint(x: laidOut.x - frame.minX, y: laidOut.y - frame.minY)
        case .named(let name):
            // An unknown name falls back to the global space, as in SwiftUI.
            guard let named = placement.namedSpaces[name] else { return screenPoint }
            let inSpace = screenPoint.applying(named.geometryEffects.invertedIfPossible)
            return CGPoint(x: inSpace.x - named.frame.minX, y: inSpace.y - named.frame.minY)
        }
    }
}

/// Attaches a gesture to each node of the content.
struct GestureModifier<G: Gesture>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let gesture: G
    let priority: GesturePriority
    let mask: GestureMask
    /// Set by `onTapGesture` with one tap: how accessibility activates the view.
    var activation: TapActivation?

    func apply(inputs: ResolveInputs, content: @escaping (ResolveInputs) -> [LayoutNode]) -> [LayoutNode] {
        let attachment = inputs.attachment { GestureAttachment() }
        let gesture = gesture, priority = priority
        let nodes = content(inputs).enumerated().map { index, node in
            GestureNode(child: node, priority: { priority }, mask: mask, attachment: attachment, index: index) { space in
                gesture.recognizer(in: space)
            }
        }
        for node in nodes { node.activation = activation }
        attachment.nodes = nodes
        return nodes
    }
}

extension View {
    /// Attaches a gesture to the view with a lower precedence than gestures defined by the view.
    /// Default mask: `.all`.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .normal, mask: mask))
    }

    /// Attaches a gesture to the view, enabled or not.
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .normal, mask: isEnabled ? .all : .subviews))
    }

    /// Attaches a gesture to the view with a higher precedence than gestures defined by the view.
    /// Default mask: `.all`.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .high, mask: mask))
    }

    /// Attaches a gesture to the view to process simultaneously with gestures defined by the view.
    /// Default mask: `.all`.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .simultaneous, mask: mask))
    }
}
