/// The WWDC24 avatar transitions: an avatar shown with `.scale` + `.opacity` or the session's `Twirl` when the screen is tapped.
import Aurora
import Foundation

/// The session's custom transition: the view spins in from a full turn, small, blurred, bright and transparent.
struct Twirl: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .scaleEffect(phase.isIdentity ? 1 : 0.5)
            .opacity(phase.isIdentity ? 1 : 0)
            .blur(radius: phase.isIdentity ? 0 : 10)
            .rotationEffect(.degrees(phase == .willAppear ? 360 : phase == .didDisappear ? -360 : .zero))
            .brightness(phase == .willAppear ? 1 : 0)
    }
}

/// A screen that shows or hides a round avatar, with `transition`, on each tap.
struct AvatarTransitionScreen<T: Transition>: View {
    let transition: T
    @State private var isOnline = false

    var body: some View {
        ZStack {
            Color.white
            if isOnline {
                Circle()
                    .fill(LinearGradient(colors: [.orange, .pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
                    .overlay {
                        Image(systemName: "person.crop.circle").font(.system(size: 96, weight: .light)).foregroundStyle(.white)
                    }
                    .frame(width: 120, height: 120)
                    .transition(transition)
            }
        }
        .onTapGesture { withAnimation { isOnline.toggle() } }
    }
}
