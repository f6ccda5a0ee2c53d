/// `GreetingCard`: a small card — a badge, a title and a subtitle — written as a SwiftUI developer writes it.
import Aurora

/// A rounded card that greets someone by name.
public struct GreetingCard: View {
    let name: String

    /// A card greeting `name`.
    public init(name: String) { self.name = name }

    public var body: some View {
        HStack(spacing: 8) {
            Circle()
                .fill(Color.orange)
                .frame(width: 20, height: 20)
            VStack(alignment: .leading, spacing: 2) {
                Text("Hello, \(name)")
                    .font(.headline)
                Text("Snapshot tested on Linux")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .padding(10)
        .background(RoundedRectangle(cornerRadius: 10).fill(Color.blue.opacity(0.15)))
    }
}
