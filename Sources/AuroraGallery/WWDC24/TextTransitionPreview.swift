/// The session's "Text Transition" preview: a toggle in a group box shows and hides the title with `TextTransition`.
import Aurora

/// The seed's `#Preview("Text Transition")` body, with `@State` where the preview has `@Previewable @State`.
struct TextTransitionPreview: View {
    @State var isVisible: Bool = true

    var body: some View {
        VStack {
            GroupBox {
                Toggle("Visible", isOn: $isVisible.animation())
            }

            Spacer()

            if isVisible {
                let visualEffects = Text("Visual Effects")
                    .customAttribute(EmphasisAttribute())
                    .foregroundStyle(.pink)
                    .bold()

                Text("Build \(visualEffects) with SwiftUI 🧑‍💻")
                    .font(.system(.title, design: .rounded, weight: .semibold))
                    .frame(width: 250)
                    .transition(TextTransition())
            }

            Spacer()
        }
        .multilineTextAlignment(.center)
        .padding()
    }
}
