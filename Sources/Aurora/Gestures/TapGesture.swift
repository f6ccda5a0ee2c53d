/// `onTapGesture(count:perform:)` and `onTapGesture(count:coordinateSpace:perform:)`: actions run when a view is tapped.
import AuroraGeometry
import Foundation

/// A view with a tap action: recognised when `count` taps land on its hit-testable content.
final class TapGestureNode: WrapperLayoutNode {
    /// How many taps in a row the gesture waits for.
    let count: Int
    /// The space the tap's location is reported in.
    let coordinateSpace: CoordinateSpace
    let action: (CGPoint) -> Void

    init(child: LayoutNode, count: Int, coordinateSpace: CoordinateSpace, action: @escaping (CGPoint) -> Void) {
        self.count = count
        self.coordinateSpace = coordinateSpace
        self.action = action
        super.init(child: child)
    }

    /// Where `screenPoint` (drawn, global coordinates) lies in the gesture's coordinate space,
    /// undoing the geometry effects of the view's ancestors as `GeometryProxy.frame(in:)` applies them.
    func location(of screenPoint: CGPoint) -> CGPoint {
        switch coordinateSpace {
        case .global:
            return screenPoint
        case .local:
            let laidOut = screenPoint.applying(placement.geometryEffects.invertedIfPossible)
            return CGPoint(x: laidOut.x - frame.minX, y: laidOut.y - frame.minY)
        case .named(let name):
            // An unknown name falls back to the global space, as in SwiftUI.
            guard let space = placement.namedSpaces[name] else { return screenPoint }
            let inSpace = screenPoint.applying(space.geometryEffects.invertedIfPossible)
            return CGPoint(x: inSpace.x - space.frame.minX, y: inSpace.y - space.frame.minY)
        }
    }
}

/// Attaches a tap action to each node of the content.
struct TapGestureModifier: NodeWrappingModifier {
    let count: Int
    let coordinateSpace: CoordinateSpace
    let action: (CGPoint) -> Void

    func wrap(_ node: LayoutNode, inputs: ResolveInputs) -> LayoutNode {
        TapGestureNode(child: node, count: count, coordinateSpace: coordinateSpace, action: action)
    }
}

extension View {
    /// Adds an action to perform when this view recognizes a tap gesture. Default count: 1.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(TapGestureModifier(count: max(1, count), coordinateSpace: .local) { _ in action() })
    }

    /// Adds an action to perform when this view recognizes a tap gesture, and provides the action
    /// with the location of the interaction in `coordinateSpace`. Defaults: count 1, `.local`.
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        modifier(TapGestureModifier(count: max(1, count), coordinateSpace: coordinateSpace.coordinateSpace, action: action))
    }
}
