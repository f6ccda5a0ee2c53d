/// Gallery page: Aurora's symbol images — the whole set, sizes and weights, image scales, baselines and rendering modes.
import Aurora
import Foundation

struct SymbolsPage: View {
    let names = ["sparkle", "star", "star.fill", "heart", "heart.fill", "circle", "circle.fill", "checkmark",
                 "xmark", "plus", "minus", "chevron.left", "chevron.right", "chevron.up", "chevron.down",
                 "play.fill", "pause.fill", "sun.max", "moon", "cloud", "bolt", "person.crop.circle", "photo",
                 "square", "square.fill", "arrow.left", "arrow.right", "arrow.up", "arrow.down", "magnifyingglass", "house", "bell",
                 "trash", "ellipsis", "envelope", "paperplane", "bookmark", "bookmark.fill", "exclamationmark.triangle", "info.circle",
                 "plus.circle", "xmark.circle", "checkmark.circle", "plus.circle.fill", "xmark.circle.fill", "checkmark.circle.fill",
                 "info.circle.fill"]
    let layered = ["sun.max", "person.crop.circle", "photo", "heart.fill", "checkmark.circle.fill", "bell"]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach([0, 12, 24, 36], id: \.self) { start in
                HStack(spacing: 6) {
                    ForEach(names[start..<min(start + 12, names.count)], id: \.self) { name in
                        Image(systemName: name).frame(width: 22, height: 22)
                    }
                }
            }
            HStack(alignment: .firstTextBaseline, spacing: 10) {
                ForEach([Font.Weight.ultraLight, .regular, .bold, .black], id: \.self) { weight in
                    HStack(alignment: .firstTextBaseline, spacing: 4) {
                        Image(systemName: "star")
                        Text("Star")
                    }
                    .fontWeight(weight)
                }
            }
            .font(.title2)
            HStack(alignment: .firstTextBaseline, spacing: 12) {
                Image(systemName: "cloud").imageScale(.small)
                Image(systemName: "cloud")
                Image(systemName: "cloud").imageScale(.large)
                Text("small · medium · large")
            }
            .font(.title3)
            HStack(alignment: .firstTextBaseline, spacing: 4) {
                Image(systemName: "heart.fill").foregroundStyle(.pink)
                Text("Caption").font(.caption)
                Image(systemName: "checkmark").font(.caption)
                Text("Large title").font(.largeTitle)
                Image(systemName: "checkmark").font(.largeTitle)
            }
            modeRow("monochrome", .monochrome)
            modeRow("hierarchical", .hierarchical)
            modeRow("palette", .palette)
            modeRow("multicolor", .multicolor)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color.white)
    }

    func modeRow(_ title: String, _ mode: SymbolRenderingMode) -> some View {
        HStack(alignment: .firstTextBaseline, spacing: 10) {
            ForEach(layered, id: \.self) { name in Image(systemName: name) }
            Text(title).font(.callout).fixedSize()
        }
        .font(.title)
        .symbolRenderingMode(mode)
        .foregroundStyle(.indigo, .orange)
    }
}
