/// The WWDC24 avatar that shows and hides with its person's online status, with a transition.
import Aurora

/// A round avatar: a gradient disc with a person symbol.
public struct Avatar: View {
    /// The avatar, 120 points across.
    public init() {}

    public var body: some View {
        Circle()
            .fill(LinearGradient(colors: [.orange, .pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
            .overlay {
                Image(systemName: "person.crop.circle").font(.system(size: 96, weight: .light)).foregroundStyle(.white)
            }
            .frame(width: 120, height: 120)
    }
}

/// A screen whose avatar comes online (appears) or goes offline (leaves) with `transition` on each tap.
public struct AvatarTransitionScreen<T: Transition>: View {
    let transition: T
    @State private var isOnline = false

    /// The screen, avatar offline until the first tap.
    public init(transition: T) { self.transition = transition }

    public var body: some View {
        ZStack {
            Color.white
            if isOnline {
                Avatar().transition(transition)
            }
        }
        .onTapGesture { withAnimation { isOnline.toggle() } }
    }
}

#Preview("Avatar Scale and Opacity") {
    AvatarTransitionScreen(transition: .scale.combined(with: .opacity))
}

#Preview("Avatar Twirl") {
    AvatarTransitionScreen(transition: Twirl())
}
