/// `GeometryProxy`: a proxy for access to the size and coordinate space (for anchor resolution) of the container view.
import AuroraGeometry
import Foundation

/// A proxy for access to the size and coordinate space (for anchor resolution) of the container view.
public struct GeometryProxy {
    let globalFrame: CGRect
    let context: PlacementContext

    /// The size of the container view.
    public var size: CGSize { globalFrame.size }

    /// The safe area inset of the container view.
    public var safeAreaInsets: EdgeInsets { context.safeAreaInsets(of: globalFrame) }

    /// Returns the container view's bounds rectangle, converted to a defined coordinate space.
    ///
    /// Ancestors' geometry effects (`offset`, `scaleEffect`, `rotationEffect`,
    /// `transformEffect`) count, as in SwiftUI: the result is the bounding box of the
    /// transformed frame.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .global: return globalFrame.applying(context.geometryEffects)
        case .local: return CGRect(origin: .zero, size: globalFrame.size)
        case .named(let name):
            // An unknown name falls back to the global space, as in SwiftUI.
            guard let space = context.namedSpaces[name] else { return frame(in: .global) }
            let toSpace = context.geometryEffects.concatenating(space.geometryEffects.invertedIfPossible)
            return globalFrame.applying(toSpace).offsetBy(dx: -space.frame.minX, dy: -space.frame.minY)
        }
    }

    /// Returns the given coordinate space's bounds rectangle, converted to the local coordinate space.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect { frame(in: coordinateSpace.coordinateSpace) }

    /// Returns the given coordinate space's bounds rectangle, converted to the local coordinate space, or nil if no such ancestor exists.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let space = context.namedSpaces[coordinateSpace.name] else { return nil }
        let toLocal = space.geometryEffects.concatenating(context.geometryEffects.invertedIfPossible)
        return space.frame.applying(toLocal).offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
    }
}
