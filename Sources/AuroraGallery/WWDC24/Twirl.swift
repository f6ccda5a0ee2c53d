/// The WWDC24 session's custom transition, as the session writes it.
import Aurora

/// The session's custom transition: the view spins in from a full turn, small, blurred, bright and transparent.
public struct Twirl: Transition {
    /// The transition, as the session's avatar uses it.
    public init() {}

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .scaleEffect(phase.isIdentity ? 1 : 0.5)
            .opacity(phase.isIdentity ? 1 : 0)
            .blur(radius: phase.isIdentity ? 0 : 10)
            .rotationEffect(
                .degrees(
                    phase == .willAppear ? 360 :
                        phase == .didDisappear ? -360 : .zero
                )
            )
            .brightness(phase == .willAppear ? 1 : 0)
    }
}
