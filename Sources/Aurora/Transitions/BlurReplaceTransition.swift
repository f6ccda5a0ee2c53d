/// `BlurReplaceTransition`: a transition that animates the insertion or removal of a view by combining blurring and scaling effects.

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
