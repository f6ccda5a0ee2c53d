/// `onTapGesture(count:perform:)` and `onTapGesture(count:coordinateSpace:perform:)`: actions run when a view is tapped.
import AuroraGeometry
import Foundation

extension View {
    /// Adds an action to perform when this view recognizes a tap gesture. Default count: 1.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(GestureModifier(gesture: TapGesture(count: count).onEnded { action() }, priority: .normal, mask: .all,
                                 activation: count == 1 ? TapActivation(coordinateSpace: .local) { _ in action() } : nil))
    }

    /// Adds an action to perform when this view recognizes a tap gesture, and provides the action
    /// with the location of the interaction in `coordinateSpace`. Defaults: count 1, `.local`.
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        let space = coordinateSpace.coordinateSpace
        return modifier(GestureModifier(gesture: SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) },
                                        priority: .normal, mask: .all,
                                        activation: count == 1 ? TapActivation(coordinateSpace: space, action: action) : nil))
    }
}
