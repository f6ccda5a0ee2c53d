/// `SoftwareKeyboard`: iOS's English letter keyboard, drawn at the bottom of the screen while a text field has focus.
import AuroraGeometry
import Foundation

/// The letter keyboard's look: three rows of letter keys (shift and delete beside the third), then
/// "123", space and return, on iOS 17's keyboard background, light and dark. Keys are 42 points
/// tall, 6 apart, rows 12 apart; below the keys a 41-point strip (globe and dictation on iOS) and
/// the home indicator's safe area on devices that have one. Keys are drawn, not pressed: type with
/// `ViewHost.type`.
struct SoftwareKeyboard: View {
    let width: CGFloat
    let bottomInset: CGFloat
    @Environment(\.colorScheme) private var colorScheme

    /// The height of the keys' area.
    static let keysHeight: CGFloat = 216
    /// The strip under the keys on devices with a home indicator.
    static let lowerStripHeight: CGFloat = 41
    static let keyHeight: CGFloat = 42
    static let keySpacing: CGFloat = 6
    static let rowSpacing: CGFloat = 12

    /// The keyboard's height on a screen whose bottom safe-area inset is `bottomInset`: 291 points on an iPhone 15 Pro.
    static func height(bottomInset: CGFloat) -> CGFloat {
        keysHeight + (bottomInset > 0 ? lowerStripHeight + bottomInset : 0)
    }

    var body: some View {
        let isDark = colorScheme == .dark
        let letter = isDark ? Color(.sRGB, red: 107 / 255, green: 107 / 255, blue: 107 / 255) : Color.white
        let function = isDark ? Color(.sRGB, red: 70 / 255, green: 70 / 255, blue: 70 / 255)
            : Color(.sRGB, red: 171 / 255, green: 177 / 255, blue: 186 / 255)
        let background = isDark ? Color(.sRGB, red: 43 / 255, green: 43 / 255, blue: 43 / 255)
            : Color(.sRGB, red: 209 / 255, green: 211 / 255, blue: 217 / 255)
        let keyWidth = max(0, (width - 2 * 3 - 9 * Self.keySpacing) / 10)
        VStack(spacing: Self.rowSpacing) {
            row("QWERTYUIOP", keyWidth: keyWidth, fill: letter)
            row("ASDFGHJKL", keyWidth: keyWidth, fill: letter)
            HStack(spacing: Self.keySpacing) {
                key(Image(systemName: "arrow.up"), width: keyWidth * 1.3, fill: function)
                Spacer(minLength: 0)
                row("ZXCVBNM", keyWidth: keyWidth, fill: letter)
                Spacer(minLength: 0)
                key(Image(systemName: "xmark"), width: keyWidth * 1.3, fill: function)
            }
            HStack(spacing: Self.keySpacing) {
                key(Text("123").lineLimit(1), width: keyWidth * 2.5, fill: function)
                key(Text("space"), width: nil, fill: letter)
                key(Text("return").lineLimit(1), width: keyWidth * 2.5, fill: function)
            }
        }
        .font(.system(size: 16))
        .foregroundStyle(isDark ? Color.white : Color.black)
        .padding(.horizontal, 3)
        .padding(.top, 8)
        .frame(width: width, height: Self.height(bottomInset: bottomInset), alignment: .top)
        .background(background)
    }

    private func row(_ letters: String, keyWidth: CGFloat, fill: Color) -> some View {
        HStack(spacing: Self.keySpacing) {
            ForEach(Array(letters), id: \.self) { character in
                key(Text(String(character)).font(.system(size: 22)).lineLimit(1), width: keyWidth, fill: fill)
            }
        }
    }

    private func key(_ label: some View, width: CGFloat?, fill: Color) -> some View {
        label
            .frame(width: width, height: Self.keyHeight)
            .frame(maxWidth: width == nil ? .infinity : nil)
            .background {
                RoundedRectangle(cornerRadius: 5, style: .continuous)
                    .fill(fill)
                    .shadow(color: Color.black.opacity(0.3), radius: 0, y: 1)
            }
    }
}
