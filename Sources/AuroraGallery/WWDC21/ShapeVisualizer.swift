/// The gradients app's shapes visualizer: random symbols filled with the library's gradients, drawn in one layer, zoomed by a tap and shuffled by a tap on the background.
import Aurora
import Foundation

/// As the session shows it: a `GeometryReader` reads the size, a `ZStack` positions the symbols,
/// and `drawingGroup()` draws them all in one layer. Tapping a symbol zooms it to the middle (tap
/// it again to put it back); tapping the background moves every symbol to a new place. Both
/// changes animate with a spring and can interrupt each other; each symbol has an accessibility
/// action that selects it.
public struct ShapeVisualizer: View {
    let gradients: [GradientModel]
    let count: Int
    @State private var arrangement = 0
    @State private var selection: Int?

    static let symbols = ["star.fill", "heart.fill", "circle.fill", "square.fill", "bookmark.fill", "sparkle", "play.fill"]
    static let animation = Animation.spring(response: 0.55, dampingFraction: 0.7)

    /// `count` symbols filled with `gradients` (grey when there are none). Default count: 36.
    public init(gradients: [GradientModel], count: Int = 36) {
        self.gradients = gradients
        self.count = max(0, count)
    }

    public var body: some View {
        GeometryReader { proxy in
            ZStack {
                Color.clear
                    .contentShape(Rectangle())
                    .onTapGesture {
                        withAnimation(Self.animation) {
                            selection = nil
                            arrangement += 1
                        }
                    }
                ForEach(0..<count, id: \.self) { index in
                    symbol(index, in: proxy.size)
                }
            }
        }
        .drawingGroup()
    }

    private func symbol(_ index: Int, in size: CGSize) -> some View {
        let isSelected = selection == index
        let pointSize = 18 + 30 * SeededRandom.unit(index, 1)
        let zoom = isSelected ? max(1, 0.6 * min(size.width, size.height) / pointSize) : 1
        let fill = gradients.isEmpty ? LinearGradient(colors: [.gray], startPoint: .top, endPoint: .bottom)
            : gradients[index % gradients.count].linearGradient
        let place = SeededRandom.unit(index, 2 + 2 * UInt64(arrangement))
        let height = SeededRandom.unit(index, 3 + 2 * UInt64(arrangement))
        return Image(systemName: Self.symbols[index % Self.symbols.count])
            .font(.system(size: pointSize))
            .foregroundStyle(fill)
            .scaleEffect(zoom)
            .position(x: isSelected ? size.width / 2 : size.width * (0.08 + 0.84 * place),
                      y: isSelected ? size.height / 2 : size.height * (0.08 + 0.84 * height))
            // The zoomed symbol is drawn over the others, and a tap on it reaches it.
            .zIndex(isSelected ? 1 : 0)
            .onTapGesture { toggle(index) }
            .accessibilityAction(named: "Select") { toggle(index) }
    }

    private func toggle(_ index: Int) {
        withAnimation(Self.animation) { selection = selection == index ? nil : index }
    }
}

#Preview("Shapes Visualizer") {
    NavigationStack {
        ShapeVisualizer(gradients: GradientLibraryModel.samples)
            .navigationTitle("Shapes")
            .navigationBarTitleDisplayMode(.inline)
    }
}
