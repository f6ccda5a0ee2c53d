/// The post-layout effect modifiers: opacity, offset, scale, rotation, 3D rotation, transforms, filters, blending, groups.
import AuroraGeometry
import AuroraRaster
import AuroraDisplayList
import Foundation

extension View {
    func visualOperations(_ operations: [VisualOperation]) -> some View {
        modifier(EffectModifier { geometry in operations.reversed().compactMap { $0.effect(size: geometry.size) } })
    }

    /// An effect whose parameters animate: `value` is animated at the modifier's position and the
    /// presented value makes the operations.
    func animatableEffect<Value: Animatable>(_ value: Value, _ operations: @escaping (Value) -> [VisualOperation]) -> some View {
        modifier(AnimatableEffectModifier(value: value, operations: operations))
    }

    /// Sets the transparency of this view.
    public func opacity(_ opacity: Double) -> some View { animatableEffect(opacity) { [.opacity($0)] } }

    /// Offset this view by the horizontal and vertical amount specified in the offset parameter (drawing only; layout is unchanged).
    public func offset(_ offset: CGSize) -> some View { animatableEffect(offset) { [.offset($0)] } }

    /// Offset this view by the specified horizontal and vertical distances.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }

    /// Scales this view's rendered output by the given vertical and horizontal size amounts, relative to an anchor point. Default anchor: `.center`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        animatableEffect(AnimatableValues(scale, anchor)) { [.scale($0.first, anchor: $0.second)] }
    }

    /// Scales this view's rendered output by the given amount in both the horizontal and vertical directions.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { scaleEffect(CGSize(width: s, height: s), anchor: anchor) }

    /// Scales this view's rendered output by the given horizontal and vertical amounts. Defaults: 1, 1, `.center`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Rotates a view's rendered output in two dimensions around the specified point. Default anchor: `.center`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        animatableEffect(AnimatableValues(angle, anchor)) { [.rotation($0.first, anchor: $0.second)] }
    }

    /// Renders a view's content as if it's rotated in three dimensions around the specified axis.
    /// Defaults: anchor `.center`, anchorZ 0, perspective 1 (the eye at the view's larger side).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        let axisValues = AnimatableValues(axis.x, AnimatableValues(axis.y, axis.z))
        let value = AnimatableValues(AnimatableValues(angle, axisValues), AnimatableValues(anchor, AnimatableValues(anchorZ, perspective)))
        return animatableEffect(value) { v in
            let axis = SIMD3(Double(v.first.second.first), Double(v.first.second.second.first), Double(v.first.second.second.second))
            return [.rotation3D(v.first.first, axis: axis, anchor: v.second.first, anchorZ: v.second.second.first,
                                perspective: v.second.second.second)]
        }
    }

    /// Applies an affine transformation to this view's rendered output.
    public func transformEffect(_ transform: CGAffineTransform) -> some View { visualOperations([.transform(transform)]) }

    /// Applies a projection transformation to this view's rendered output.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View { visualOperations([.projection(transform)]) }

    /// Applies a Gaussian blur to this view. Default: not opaque.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        animatableEffect(radius) { radius in radius.isFinite && radius > 0 ? [.filter(.blur(radius: radius, opaque: opaque))] : [] }
    }

    /// Adds a shadow to this view. Defaults: black at 33 % (linear), offset 0.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        let value = AnimatableValues(AnimatableColor(color), AnimatableValues(radius, CGSize(width: x, height: y)))
        return animatableEffect(value) { v in
            let radius = v.second.first, shift = v.second.second
            let r = radius.isFinite ? max(0, radius) : 0
            let offset = CGSize(width: shift.width.isFinite ? shift.width : 0, height: shift.height.isFinite ? shift.height : 0)
            return [.filter(.shadow(color: v.first.color.rgba, radius: r, offset: offset))]
        }
    }

    /// Brightens this view by the specified amount.
    public func brightness(_ amount: Double) -> some View { animatableEffect(amount) { [.filter(.brightness($0.isFinite ? $0 : 0))] } }

    /// Sets the contrast and separation between similar colors in this view.
    public func contrast(_ amount: Double) -> some View { animatableEffect(amount) { [.filter(.contrast($0.isFinite ? $0 : 1))] } }

    /// Adjusts the color saturation of this view.
    public func saturation(_ amount: Double) -> some View { animatableEffect(amount) { [.filter(.saturation($0.isFinite ? $0 : 1))] } }

    /// Applies a hue rotation effect to this view.
    public func hueRotation(_ angle: Angle) -> some View {
        animatableEffect(angle) { $0.radians.isFinite ? [.filter(.hueRotation($0))] : [] }
    }

    /// Adds a grayscale effect to this view.
    public func grayscale(_ amount: Double) -> some View { animatableEffect(amount) { [.filter(.grayscale($0.isFinite ? $0 : 0))] } }

    /// Inverts the colors in this view.
    public func colorInvert() -> some View { visualOperations([.filter(.colorInvert)]) }

    /// Adds a color multiplication effect to this view.
    public func colorMultiply(_ color: Color) -> some View {
        animatableEffect(AnimatableColor(color)) { [.filter(.colorMultiply($0.color.rgba))] }
    }

    /// Adds a luminance to alpha effect to this view.
    public func luminanceToAlpha() -> some View { visualOperations([.filter(.luminanceToAlpha)]) }

    /// Sets the blend mode for compositing this view with overlapping views.
    public func blendMode(_ blendMode: BlendMode) -> some View { visualOperations([.blendMode(blendMode.rasterMode)]) }

    /// Wraps this view in a compositing group.
    public func compositingGroup() -> some View { visualOperations([.compositingGroup]) }

    /// Composites this view's contents into an offscreen image before final display.
    ///
    /// Aurora always renders the group in non-linear sRGB; `opaque` and `colorMode` are accepted for
    /// source compatibility and do not change the output.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        visualOperations([.drawingGroup])
    }
}
