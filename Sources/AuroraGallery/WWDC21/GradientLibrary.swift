/// The gradients app's first screen: a navigation stack with a large title over a list of gradients and the visualizers, and an add button.
import Aurora
import Foundation

/// Where the library's navigation stack can go.
enum GradientRoute: Hashable {
    case gradient(GradientModel.ID)
    case shapes
    case particles
}

/// The library: a `List` of gradient rows under a large "Gradients" title that collapses to the
/// inline title as the list scrolls under the bar, the two visualizers, and a toolbar button that
/// adds a gradient and opens it.
public struct GradientLibrary: View {
    @State private var model: GradientLibraryModel
    @State private var path: [GradientRoute] = []

    /// The library of `model`. Default: a library of the sample gradients.
    public init(model: GradientLibraryModel = GradientLibraryModel()) { _model = State(initialValue: model) }

    public var body: some View {
        NavigationStack(path: $path) {
            List {
                Section {
                    ForEach(model.gradients) { gradient in
                        NavigationLink(value: GradientRoute.gradient(gradient.id)) { GradientRow(gradient: gradient) }
                    }
                    .onDelete { model.gradients.remove(atOffsets: $0) }
                    .onMove { model.gradients.move(fromOffsets: $0, toOffset: $1) }
                }
                Section("Visualizers") {
                    NavigationLink("Shapes", value: GradientRoute.shapes)
                    NavigationLink("Particles", value: GradientRoute.particles)
                }
            }
            .navigationTitle("Gradients")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        path.append(.gradient(model.addGradient()))
                    } label: {
                        Image(systemName: "plus")
                    }
                }
            }
            .navigationDestination(for: GradientRoute.self) { route in
                switch route {
                case .gradient(let id):
                    if let gradient = model.binding(for: id) { GradientDetailView(gradient: gradient) }
                case .shapes:
                    ShapeVisualizer(gradients: model.gradients)
                        .navigationTitle("Shapes")
                        .navigationBarTitleDisplayMode(.inline)
                case .particles:
                    ParticleVisualizer(gradients: model.gradients)
                        .navigationTitle("Particles")
                        .navigationBarTitleDisplayMode(.inline)
                }
            }
        }
    }
}

/// A row of the library: the gradient in a small rounded swatch, its name and how many colours it has.
struct GradientRow: View {
    let gradient: GradientModel

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 6)
                .fill(gradient.linearGradient)
                .frame(width: 32, height: 32)
            VStack(alignment: .leading, spacing: 2) {
                Text(gradient.name).lineLimit(1)
                Text("\(gradient.stops.count) colors")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

#Preview("Gradient Library") {
    GradientLibrary()
}
