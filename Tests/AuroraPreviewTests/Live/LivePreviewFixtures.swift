/// Previews the live-preview tests run: a tap counter whose colour tells the count, and an animation.
import Aurora

#Preview("Tap counter", traits: .fixedLayout(width: 100, height: 100)) {
    @Previewable @State var taps = 0
    @Previewable @State var tint: Color = .blue
    Rectangle()
        .fill(taps == 0 ? tint : taps == 1 ? Color.red : Color.green)
        .frame(width: 60, height: 60)
        .onTapGesture { taps += 1 }
}

#Preview("Slide") {
    @Previewable @State var on = false
    Rectangle()
        .fill(Color.orange)
        .frame(width: 20, height: 20)
        .offset(x: on ? 40 : -40)
        .animation(.linear(duration: 1), value: on)
        .onTapGesture { on.toggle() }
}
