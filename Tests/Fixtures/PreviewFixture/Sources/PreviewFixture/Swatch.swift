import Aurora

/// A square of one colour that counts taps in its opacity.
struct Swatch: View {
    @State private var taps = 0

    var body: some View {
        Rectangle()
            .fill(Color.blue)
            .opacity(taps == 0 ? 1 : 0.5)
            .frame(width: 40, height: 40)
            .onTapGesture { taps += 1 }
    }
}

#Preview("Swatch") {
    Swatch()
}

#Preview("Sized swatch") {
    @Previewable @State var side: Double = 20
    Rectangle()
        .fill(Color.red)
        .frame(width: side, height: side)
}
