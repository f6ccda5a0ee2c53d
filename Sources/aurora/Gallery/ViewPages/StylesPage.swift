/// Gallery page: named colours, HSB colours, opacity, and the four gradient styles.
import Aurora
import Foundation

struct StylesPage: View {
    let named: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown, .gray]

    var body: some View {
        VStack(spacing: 12) {
            HStack(spacing: 2) {
                ForEach(named.indices, id: \.self) { index in named[index] }
            }
            .frame(height: 30)
            HStack(spacing: 2) {
                ForEach(0..<12) { step in
                    Color(hue: Double(step) / 12, saturation: 0.8, brightness: 0.9)
                }
            }
            .frame(height: 30)
            HStack(spacing: 2) {
                ForEach(0..<10) { step in Color.blue.opacity(Double(step + 1) / 10) }
            }
            .frame(height: 20)
            HStack(spacing: 10) {
                RoundedRectangle(cornerRadius: 10)
                    .fill(LinearGradient(colors: [.pink, .purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing))
                Circle().fill(RadialGradient(colors: [.yellow, .orange, .red], center: .center, startRadius: 2, endRadius: 40))
                Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
                Rectangle().fill(EllipticalGradient(colors: [.white, .teal, .indigo]))
            }
            .frame(height: 80)
            Capsule().fill(.tint).frame(height: 16).tint(.green)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.white)
    }
}
