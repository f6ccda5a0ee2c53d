/// The built-in transitions: identity, opacity, scale, slide, move, push, offset and blur-replace.
import AuroraGeometry
import Foundation

extension Transition where Self == IdentityTransition {
    /// A transition that returns the input view, unmodified, as the output view.
    public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == OpacityTransition {
    /// A transition from transparent to opaque on insertion, and from opaque to transparent on removal.
    public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == ScaleTransition {
    /// Returns a transition that scales the view (to nearly zero, about its centre, unless at identity).
    public static var scale: ScaleTransition { ScaleTransition(1e-5) }

    /// Returns a transition that scales the view by `scale` about `anchor`. Default anchor: `.center`.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
        ScaleTransition(scale, anchor: anchor)
    }
}

extension Transition where Self == SlideTransition {
    /// A transition that inserts by moving in from the leading edge, and removes by moving out towards the trailing edge.
    public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == MoveTransition {
    /// Returns a transition that moves the view away, towards the specified edge of the view.
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == PushTransition {
    /// Creates a transition that animates a view by moving and fading it.
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension Transition where Self == OffsetTransition {
    /// Returns a transition that offset the view by the specified amount.
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }

    /// Returns a transition that offset the view by the specified x and y values. Defaults: 0, 0.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
        OffsetTransition(CGSize(width: x, height: y))
    }
}

extension Transition where Self == BlurReplaceTransition {
    /// A transition that animates the insertion or removal of a view by combining blurring and scaling effects.
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition() }

    /// A transition that animates the insertion or removal of a view by combining blurring and scaling
    /// effects. Default configuration: `.downUp`.
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: config)
    }
}

extension Edge {
    /// The offset, in units of the view's size, that moves a view fully past this edge.
    var unitOffset: CGSize {
        switch self {
        case .top: CGSize(width: 0, height: -1)
        case .leading: CGSize(width: -1, height: 0)
        case .bottom: CGSize(width: 0, height: 1)
        case .trailing: CGSize(width: 1, height: 0)
        }
    }

    /// The edge across from this one.
    var opposite: Edge {
        switch self {
        case .top: .bottom
        case .leading: .trailing
        case .bottom: .top
        case .trailing: .leading
        }
    }
}
