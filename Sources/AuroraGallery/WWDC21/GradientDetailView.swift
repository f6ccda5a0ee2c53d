/// The gradients app's detail screen: the gradient full-bleed, or its editor in edit mode, above a bar in a thin material.
import Aurora
import Foundation

/// The detail screen, used for editing too, as the session builds it: the gradient takes the whole
/// screen down through the bottom safe area, and a bar inset into the bottom safe area
/// (`safeAreaInset`) shows the name and the count of colours in a `.thinMaterial` — the count in the
/// vibrant `.secondary` style, the word "colors" in red. In edit mode (the toolbar's `EditButton`)
/// the gradient gives way to the list of its colour stops, which scrolls under the bar, and the
/// name becomes a text field; the bar rises above the keyboard while the field has focus.
public struct GradientDetailView: View {
    @Binding var gradient: GradientModel
    @Environment(\.editMode) private var editMode

    /// The detail screen of the gradient `gradient` is bound to.
    public init(gradient: Binding<GradientModel>) { _gradient = gradient }

    private var isEditing: Bool { editMode?.wrappedValue.isEditing ?? false }

    public var body: some View {
        Group {
            if isEditing {
                GradientEditor(gradient: $gradient)
            } else {
                gradient.linearGradient
                    .ignoresSafeArea(edges: .bottom)
            }
        }
        .safeAreaInset(edge: .bottom) {
            VStack(alignment: .leading, spacing: 4) {
                if isEditing {
                    TextField("Name", text: $gradient.name)
                        .font(.title2.bold())
                } else {
                    Text(gradient.name)
                        .font(.title2.bold())
                        .lineLimit(2)
                }
                Text("\(gradient.stops.count) \(Text("colors").foregroundColor(.red)) 🎨")
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding()
            .background(.thinMaterial)
        }
        .navigationBarTitleDisplayMode(.inline)
        .toolbar { EditButton() }
    }
}

/// The detail screen's edit mode: a list of the gradient's colour stops, each a `ColorPicker`
/// labelled with its location and a slider that moves it; stops delete and move as list rows.
struct GradientEditor: View {
    @Binding var gradient: GradientModel

    var body: some View {
        List {
            ForEach($gradient.stops) { $stop in
                VStack(alignment: .leading) {
                    ColorPicker(selection: $stop.color) {
                        Text("Location \(Self.percent(stop.location))")
                    }
                    Slider(value: $stop.location, in: 0...1)
                }
            }
            .onDelete { gradient.stops.remove(atOffsets: $0) }
            .onMove { gradient.stops.move(fromOffsets: $0, toOffset: $1) }
            Button("Add Color") { gradient.addStop() }
        }
    }

    /// A location as a whole percentage, clamped to 0…100 ("—" when it is not a number).
    static func percent(_ location: Double) -> String {
        location.isFinite ? "\(Int((min(max(location, 0), 1) * 100).rounded()))%" : "—"
    }
}

#Preview("Gradient Detail") {
    @Previewable @State var gradient = GradientLibraryModel.samples[0]
    NavigationStack {
        GradientDetailView(gradient: $gradient)
    }
}

#Preview("Gradient Editor") {
    @Previewable @State var gradient = GradientLibraryModel.samples[0]
    @Previewable @State var editMode = EditMode.active
    NavigationStack {
        GradientDetailView(gradient: $gradient)
    }
    .environment(\.editMode, $editMode)
}
