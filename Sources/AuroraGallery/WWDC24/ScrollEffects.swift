/// The WWDC24 "Create custom visual effects with SwiftUI" scroll effects, as the session writes them:
/// the circular carousel, the parallax cards and the hue-rotating list.
import Aurora

/// The colours the session's scroll effects show.
public let sessionColors: [Color] = [.pink, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple]

/// The circular carousel: cards that tilt and drop as they leave the middle of a paging scroll view.
public struct CircularCarousel: View {
    let colors: [Color]

    /// A carousel of `colors`. Default: the session's colours.
    public init(colors: [Color] = sessionColors) { self.colors = colors }

    public var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 22) {
                ForEach(colors, id: \.self) { color in
                    RoundedRectangle(cornerRadius: 10)
                        .fill(color)
                        .frame(width: 200, height: 100)
                        .scrollTransition { content, phase in
                            content
                                .rotationEffect(.degrees(phase.value * 2))
                                .offset(y: phase.isIdentity ? 0 : 8)
                        }
                }
            }
            .scrollTargetLayout()
        }
        .contentMargins(.horizontal, 44)
        .scrollTargetBehavior(.paging)
    }
}

/// The parallax cards: circles that slide inside their clipped cards as the cards scroll.
public struct ParallaxCards: View {
    let colors: [Color]

    /// Parallax cards of `colors`. Default: the session's colours.
    public init(colors: [Color] = sessionColors) { self.colors = colors }

    public var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 22) {
                ForEach(colors, id: \.self) { color in
                    ZStack {
                        Circle()
                            .fill(color)
                            .scrollTransition(axis: .horizontal) { content, phase in
                                content
                                    .offset(x: phase.value * -250)
                            }
                    }
                    .containerRelativeFrame(.horizontal)
                    .clipShape(RoundedRectangle(cornerRadius: 32))
                }
            }
            .scrollTargetLayout()
        }
        .contentMargins(.horizontal, 32)
        .scrollTargetBehavior(.paging)
    }
}

/// The hue-rotating list: purple rows whose hue turns with their position on screen.
public struct HueRotationList: View {
    /// Creates the list.
    public init() {}

    public var body: some View {
        ScrollView(.vertical) {
            ForEach(0..<100) { _ in
                RoundedRectangle(cornerRadius: 24)
                    .fill(.purple)
                    .containerRelativeFrame(.horizontal)
                    .frame(height: 100)
                    .visualEffect({ content, proxy in
                        content
                            .hueRotation(Angle(degrees: proxy.frame(in: .global).origin.y / 10))
                    })
            }
        }
    }
}

/// The shrinking list: the hue list's rows, which move up more slowly, shrink, brighten and blur
/// as they pass the top of the scroll view (the same y position drives every effect).
public struct ShrinkingList: View {
    /// Creates the list.
    public init() {}

    public var body: some View {
        ScrollView(.vertical) {
            ForEach(0..<100) { _ in
                RoundedRectangle(cornerRadius: 24)
                    .fill(.purple)
                    .containerRelativeFrame(.horizontal)
                    .frame(height: 100)
                    .visualEffect({ content, proxy in
                        let frame = proxy.frame(in: .scrollView(axis: .vertical))
                        let distance = min(0, frame.minY)
                        return content
                            .hueRotation(Angle(degrees: frame.origin.y / 10))
                            .scaleEffect(1 + distance / 700)
                            .offset(y: -distance / 1.25)
                            .brightness(-distance / 400)
                            .blur(radius: -distance / 50)
                    })
            }
        }
    }
}

#Preview("Circular Carousel") {
    CircularCarousel()
}

#Preview("Parallax Cards") {
    ParallaxCards()
}

#Preview("Hue Rotation List") {
    HueRotationList()
}

#Preview("Shrinking List") {
    ShrinkingList()
}
