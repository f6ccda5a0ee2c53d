/// `GradientLibraryModel`: the library of gradients the app shows, shared by its screens.
import Aurora
import Observation

/// The library of gradients the app shows, shared by its screens.
@MainActor @Observable
public final class GradientLibraryModel {
    /// The gradients, in the library's order.
    public var gradients: [GradientModel]

    /// A library of `gradients`. Default: the sample gradients.
    public init(gradients: [GradientModel] = GradientLibraryModel.samples) { self.gradients = gradients }

    /// Adds a new two-stop gradient at the end and returns its id.
    @discardableResult
    func addGradient() -> GradientModel.ID {
        let id = (gradients.map(\.id).max() ?? -1) + 1
        gradients.append(GradientModel(id: id, name: "New Gradient", colors: [.white, .blue]))
        return id
    }

    /// The gradient with `id`, or nil when it was deleted.
    func gradient(_ id: GradientModel.ID) -> GradientModel? { gradients.first { $0.id == id } }

    /// A binding to the gradient with `id` that keeps its last value once the gradient is deleted.
    func binding(for id: GradientModel.ID) -> Binding<GradientModel>? {
        guard let initial = gradient(id) else { return nil }
        var last = initial
        return Binding(
            get: {
                if let current = self.gradient(id) { last = current }
                return last
            },
            set: { newValue in
                guard let index = self.gradients.firstIndex(where: { $0.id == id }) else { return }
                self.gradients[index] = newValue
            })
    }

    /// The library the app starts with.
    public static let samples: [GradientModel] = [
        GradientModel(id: 0, name: "Sunset", colors: [
            Color(red: 0.98, green: 0.36, blue: 0.35), Color(red: 0.99, green: 0.62, blue: 0.27),
            Color(red: 0.99, green: 0.85, blue: 0.42), Color(red: 0.49, green: 0.78, blue: 0.89),
        ]),
        GradientModel(id: 1, name: "Ocean", colors: [.teal, .blue, .indigo]),
        GradientModel(id: 2, name: "Forest", colors: [.mint, .green, Color(red: 0.1, green: 0.35, blue: 0.2)]),
        GradientModel(id: 3, name: "Berry", colors: [.pink, .purple]),
        GradientModel(id: 4, name: "Citrus", colors: [.yellow, .orange, .red]),
        GradientModel(id: 5, name: "Dusk", colors: [.orange, .pink, .purple, .indigo]),
        GradientModel(id: 6, name: "Glacier", colors: [.white, .cyan, .blue]),
        GradientModel(id: 7, name: "Ember", colors: [.red, .brown, .black]),
        GradientModel(id: 8, name: "Meadow", colors: [.yellow, .mint, .teal]),
        GradientModel(id: 9, name: "Twilight", colors: [.indigo, .purple, .pink, .orange]),
    ]
}
