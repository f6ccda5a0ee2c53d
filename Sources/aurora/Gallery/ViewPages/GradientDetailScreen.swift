/// The WWDC21 "Add rich graphics to your SwiftUI app" gradient detail screen, as the session builds it.
import Aurora
import Foundation

/// A named gradient of the session's app.
struct NamedGradient {
    let name: String
    let colors: [Color]

    static let sunset = NamedGradient(name: "Sunset", colors: [
        Color(red: 0.98, green: 0.36, blue: 0.35), Color(red: 0.99, green: 0.62, blue: 0.27),
        Color(red: 0.99, green: 0.85, blue: 0.42), Color(red: 0.49, green: 0.78, blue: 0.89),
    ])
}

/// The detail screen: a full-bleed gradient under the top safe area, and a bottom bar inset into the
/// safe area whose background extends under the home indicator.
struct GradientDetailScreen: View {
    let gradient: NamedGradient

    var body: some View {
        LinearGradient(colors: gradient.colors, startPoint: .top, endPoint: .bottom)
            .ignoresSafeArea(edges: .top)
            .safeAreaInset(edge: .bottom) {
                VStack(alignment: .leading, spacing: 4) {
                    Text(gradient.name)
                        .font(.title2.bold())
                    Text("\(gradient.colors.count) colors")
                        .foregroundStyle(.secondary)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding()
                .background()
            }
    }
}
