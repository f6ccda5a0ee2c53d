/// `visualEffect` and `VisualEffect`: effects computed from the view's geometry after layout.
import AuroraGeometry
import AuroraDisplayList
import Foundation

/// Visual effects change the visual appearance of a view without changing its ancestors or descendants.
public protocol VisualEffect: Sendable {}

/// A visual effect made of operations, innermost first.
protocol VisualOperationChain {
    var operations: [VisualOperation] { get }
}

extension VisualEffect {
    func adding(_ operation: VisualOperation) -> _VisualEffectChain {
        _VisualEffectChain(operations: ((self as? any VisualOperationChain)?.operations ?? []) + [operation])
    }

    /// Offsets the view by the specified amount.
    public func offset(_ offset: CGSize) -> some VisualEffect { adding(.offset(offset)) }
    /// Offsets the view by the specified horizontal and vertical distances.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { adding(.offset(CGSize(width: x, height: y))) }
    /// Rotates the view's rendered output around the specified point. Default anchor: `.center`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { adding(.rotation(angle, anchor: anchor)) }
    /// Renders the view as if it's rotated in three dimensions around the specified axis.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some VisualEffect {
        adding(.rotation3D(angle, axis: SIMD3(Double(axis.x), Double(axis.y), Double(axis.z)), anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }
    /// Scales the view's rendered output by the given amounts. Default anchor: `.center`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { adding(.scale(scale, anchor: anchor)) }
    /// Scales the view's rendered output by the given amount in both directions.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect { adding(.scale(CGSize(width: s, height: s), anchor: anchor)) }
    /// Scales the view's rendered output by the given horizontal and vertical amounts.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: x, height: y), anchor: anchor))
    }
    /// Applies an affine transformation to the view's rendered output.
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect { adding(.transform(transform)) }
    /// Applies a projection transformation to the view's rendered output.
    public func transformEffect(_ transform: ProjectionTransform) -> some VisualEffect { adding(.projection(transform)) }
    /// Applies a Gaussian blur to the view. Default: not opaque.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
        radius.isFinite && radius > 0 ? adding(.filter(.blur(radius: radius, opaque: opaque))) : adding(.opacity(1))
    }
    /// Sets the transparency of the view.
    public func opacity(_ opacity: Double) -> some VisualEffect { adding(.opacity(opacity)) }
    /// Brightens the view by the specified amount.
    public func brightness(_ amount: Double) -> some VisualEffect { adding(.filter(.brightness(amount.isFinite ? amount : 0))) }
    /// Sets the contrast and separation between similar colors in the view.
    public func contrast(_ amount: Double) -> some VisualEffect { adding(.filter(.contrast(amount.isFinite ? amount : 1))) }
    /// Adjusts the color saturation of the view.
    public func saturation(_ amount: Double) -> some VisualEffect { adding(.filter(.saturation(amount.isFinite ? amount : 1))) }
    /// Adds a grayscale effect to the view.
    public func grayscale(_ amount: Double) -> some VisualEffect { adding(.filter(.grayscale(amount.isFinite ? amount : 0))) }
    /// Applies a hue rotation effect to the view.
    public func hueRotation(_ angle: Angle) -> some VisualEffect {
        angle.radians.isFinite ? adding(.filter(.hueRotation(angle))) : adding(.opacity(1))
    }
    /// Sets the blend mode for compositing the view with overlapping views.
    public func blendMode(_ blendMode: BlendMode) -> some VisualEffect { adding(.blendMode(blendMode.rasterMode)) }
}

/// Computes effects from the view's geometry when the display list is built.
final class VisualEffectNode: WrapperLayoutNode {
    let effect: (GeometryProxy) -> [VisualOperation]

    init(child: LayoutNode, effect: @escaping (GeometryProxy) -> [VisualOperation]) {
        self.effect = effect
        super.init(child: child)
    }

    override func appendDisplayItems(to items: inout [DisplayList.Item], origin: CGPoint) {
        let operations = effect(GeometryProxy(globalFrame: layoutFrame, context: placement))
        let effects = operations.reversed().compactMap { $0.effect(size: frame.size) }
        let wrapper = EffectNode(child: child, effects: { _ in effects })
        wrapper.frame = frame
        wrapper.appendDisplayItems(to: &items, origin: origin)
    }
}

struct VisualEffectModifier<Effect: VisualEffect>: NodeWrappingModifier {
    let effect: @Sendable (EmptyVisualEffect, GeometryProxy) -> Effect
    func wrap(_ node: LayoutNode, inputs: ResolveInputs) -> LayoutNode {
        let effect = effect
        return VisualEffectNode(child: node) { proxy in
            (effect(EmptyVisualEffect(), proxy) as? any VisualOperationChain)?.operations ?? []
        }
    }
}

extension View {
    /// Applies effects to this view, while providing access to layout information through a geometry proxy.
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        modifier(VisualEffectModifier(effect: effect))
    }
}
