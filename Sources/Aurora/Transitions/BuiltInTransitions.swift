/// The built-in transitions: identity, opacity, scale, slide, move, push, offset and blur-replace.
import AuroraGeometry
import Foundation

/// A transition that returns the input view, unmodified, as the output view.
public struct IdentityTransition: Transition {
    /// Creates the identity transition.
    public init() {}
    /// The content, unchanged in every phase.
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    /// No motion.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// A transition from transparent to opaque on insertion, and from opaque to transparent on removal.
public struct OpacityTransition: Transition {
    /// Creates the opacity transition.
    public init() {}
    /// Opacity 0 unless at identity.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }
    /// No motion.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// Returns a transition that scales the view about an anchor.
public struct ScaleTransition: Transition {
    /// The scale of the view when it is not at identity.
    public var scale: Double
    /// The point about which the view scales. Default: `.center`.
    public var anchor: UnitPoint

    /// Creates a transition that scales the view by `scale` about `anchor` when not at identity.
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }

    /// `scale` about `anchor` unless at identity.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : scale, anchor: anchor)
    }
}

/// A transition that inserts by moving in from the leading edge, and removes by moving out towards the trailing edge.
public struct SlideTransition: Transition {
    /// Creates the slide transition.
    public init() {}
    /// One full width toward leading at `.willAppear`, toward trailing at `.didDisappear`.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(RelativeOffsetEffect(unitOffset: SlideTransition.unitOffset(phase)))
    }

    static func unitOffset(_ phase: TransitionPhase) -> CGSize {
        switch phase {
        case .willAppear: Edge.leading.unitOffset
        case .identity: .zero
        case .didDisappear: Edge.trailing.unitOffset
        }
    }
}

/// A transition that moves the view away, towards the specified edge of the view.
public struct MoveTransition: Transition {
    /// The edge to move the view towards.
    public var edge: Edge

    /// Creates a transition that moves the view away, towards the specified edge of the view.
    public init(edge: Edge) { self.edge = edge }

    /// Offset by the view's full size toward `edge` unless at identity.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(RelativeOffsetEffect(unitOffset: phase.isIdentity ? .zero : edge.unitOffset))
    }
}

/// A transition that when added to a view will animate the view's insertion by moving it in from the
/// specified edge while fading it in, and animate its removal by moving it out towards the opposite edge
/// and fading it out.
public struct PushTransition: Transition {
    /// The edge from which the view will be animated in.
    public var edge: Edge

    /// Creates a transition that animates a view by moving and fading it.
    public init(edge: Edge) { self.edge = edge }

    /// From `edge` and transparent at `.willAppear`; toward the opposite edge and transparent at `.didDisappear`.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let offset: CGSize = switch phase {
        case .willAppear: edge.unitOffset
        case .identity: .zero
        case .didDisappear: edge.opposite.unitOffset
        }
        return content.modifier(RelativeOffsetEffect(unitOffset: offset)).opacity(phase.isIdentity ? 1 : 0)
    }
}

/// Returns a transition that offsets the view by the specified amount.
public struct OffsetTransition: Transition {
    /// The amount to offset the view by.
    public var offset: CGSize

    /// Creates a transition that offsets the view by the specified amount.
    public init(_ offset: CGSize) { self.offset = offset }

    /// Translated by `offset` unless at identity.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
}

/// A transition that animates the insertion or removal of a view by combining blurring and scaling effects.
public struct BlurReplaceTransition: Transition {
    /// Configuration properties for a transition that animates the insertion or removal of a view by
    /// combining blurring and scaling effects.
    public struct Configuration: Hashable, Sendable {
        private enum Kind: Hashable, Sendable { case downUp, upUp }
        private let kind: Kind

        /// A configuration that requests a transition that scales the view down while removing it and up
        /// while inserting it.
        public static let downUp = Configuration(kind: .downUp)
        /// A configuration that requests a transition that scales the view up while both inserting and removing it.
        public static let upUp = Configuration(kind: .upUp)

        /// The scale at `.didDisappear`: 0.9 for `.downUp`, 1.1 for `.upUp`.
        var removalScale: Double { kind == .upUp ? 1.1 : 0.9 }
    }

    /// The transition's configuration.
    public var configuration: Configuration

    /// Creates a new transition. Default configuration: `.downUp`.
    public init(configuration: Configuration = .downUp) { self.configuration = configuration }

    /// Unless at identity: scaled (0.9 at `.willAppear`; 0.9 or 1.1 at `.didDisappear`), blurred by 7
    /// points and transparent.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let scale: Double = switch phase {
        case .willAppear: 0.9
        case .identity: 1
        case .didDisappear: configuration.removalScale
        }
        return content
            .scaleEffect(scale)
            .blur(radius: phase.isIdentity ? 0 : 7)
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

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
