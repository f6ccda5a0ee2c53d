/// Gallery page: every material over a colourful scene, hierarchical levels with vibrancy, dark mode, and the WWDC21 bar.
import Aurora
import Foundation

/// Colour fields and sharp shapes for the materials to frost.
private struct MaterialsBackdrop: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [.pink, .orange, .yellow, .mint], startPoint: .topLeading, endPoint: .bottomTrailing)
            HStack(spacing: 10) {
                ForEach(0..<14) { index in
                    Rectangle().fill(index.isMultiple(of: 2) ? Color.blue : Color.purple).frame(width: 8)
                }
            }
            .rotationEffect(.degrees(20))
            Circle().fill(.green).frame(width: 120, height: 120).offset(x: 110, y: -150)
            Circle().fill(.indigo).frame(width: 90, height: 90).offset(x: -120, y: 170)
        }
    }
}

/// One material as a card with the four levels, the seed's red word opting out of vibrancy.
private struct MaterialCard: View {
    let name: String
    let material: Material

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(name).font(.headline)
            Text("Secondary \(Text("red").foregroundColor(.red))").foregroundStyle(.secondary)
            Text("Tertiary").foregroundStyle(.tertiary)
            Text("Quaternary").foregroundStyle(.quaternary)
        }
        .font(.caption)
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(8)
        .background(material, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
    }
}

struct MaterialsPage: View {
    let materials: [(String, Material)] = [
        ("Ultra thin", .ultraThin), ("Thin", .thin), ("Regular", .regular),
        ("Thick", .thick), ("Ultra thick", .ultraThick), ("Bar", .bar),
    ]

    var body: some View {
        VStack(spacing: 10) {
            HStack(spacing: 10) {
                VStack(spacing: 10) {
                    ForEach(materials.indices, id: \.self) { index in
                        MaterialCard(name: materials[index].0, material: materials[index].1)
                    }
                }
                VStack(spacing: 10) {
                    ForEach(materials.indices, id: \.self) { index in
                        MaterialCard(name: materials[index].0, material: materials[index].1)
                    }
                }
                .environment(\.colorScheme, .dark)
            }
            // The WWDC21 gradient detail bar: a thin material with a secondary, vibrant line.
            VStack(alignment: .leading, spacing: 4) {
                Text("Sunset").font(.title2.bold())
                Text("4 \(Text("colors").foregroundColor(.red))").foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding()
            .background(.thinMaterial)
        }
        .padding(12)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background { MaterialsBackdrop() }
    }
}
