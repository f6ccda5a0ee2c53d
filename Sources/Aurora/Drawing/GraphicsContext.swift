/// `GraphicsContext`: the immediate-mode drawing destination of `Canvas`, a value whose copies keep their own state.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// An immediate mode drawing destination, and its current state.
///
/// A context is a value: copies draw into the same destination but have their own state
/// (transform, opacity, blend mode, clip, filters, environment), so changes made to a copy
/// affect only the drawing done through that copy. Everything drawn becomes display-list
/// items, so a canvas renders and records like every other view.
public struct GraphicsContext {
    /// The destination every copy of this context records into.
    let recorder: GraphicsContextRecorder
    /// The drawing state of this copy.
    var state: GraphicsContextState

    /// Creates a context drawing into `recorder` with its initial state: identity transform,
    /// opacity 1, normal blending, clipped to the recorder's bounds, no filters.
    init(recorder: GraphicsContextRecorder, environment: EnvironmentValues) {
        self.recorder = recorder
        state = GraphicsContextState(environment: environment, clipBounds: recorder.bounds)
    }

    /// The opacity of drawing operations in the context, 0…1. Default: 1.
    public var opacity: Double {
        get { state.opacity }
        set { state.opacity = newValue.isNaN ? 0 : min(max(newValue, 0), 1) }
    }

    /// The blend mode used by drawing operations in the context. Default: `.normal`.
    public var blendMode: BlendMode {
        get { state.blendMode }
        set { state.blendMode = newValue }
    }

    /// The environment associated with the graphics context (the canvas's environment).
    public var environment: EnvironmentValues { state.environment }

    /// The current transform matrix, defining user space coordinates (user space → the canvas's space).
    public var transform: CGAffineTransform {
        get { state.transform }
        set { state.transform = newValue }
    }

    /// Scales subsequent drawing operations by an amount in each dimension.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(scaleX: x, y: y))
    }

    /// Moves subsequent drawing operations by an amount in each dimension.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(translationX: x, y: y))
    }

    /// Rotates subsequent drawing operations by an angle (positive angles turn clockwise on screen).
    public mutating func rotate(by angle: Angle) {
        concatenate(CGAffineTransform(rotationAngle: angle.radians))
    }

    /// Appends the given transform to the context's existing transform: `matrix` acts first, in user space.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        state.transform = matrix.concatenating(state.transform)
    }

    /// Records display-list `items` whose frames are in the context's current user space,
    /// drawn through this context's transform, filters, opacity, blend mode and clip.
    ///
    /// This is how every drawing operation lands in the destination; `TextRenderer` drawing
    /// (`draw(_ line:options:)` and friends) uses it too.
    func append(_ items: [DisplayList.Item]) {
        guard !items.isEmpty, state.opacity > 0 else { return }
        state.record(userSpaceItems: items, canvas: recorder.bounds, into: &recorder.items)
    }

    /// Appends one drawing (user space) as `append(_:)` does, without a list for it.
    func append(_ item: DisplayList.Item?) {
        guard let item, state.opacity > 0 else { return }
        state.record(userSpaceItem: item, canvas: recorder.bounds, into: &recorder.items)
    }
}
