/// `ColorWell`: iOS's colour well — a ring of hues around a disc of the selected colour.
import Foundation

/// The swatch a `ColorPicker` draws: UIColorWell's 28-point circle, a 3-point ring sweeping through
/// the hues, a 2-point gap, and the colour inside (over a checkerboard when it is translucent).
struct ColorWell: View {
    let color: Color

    static let diameter: CGFloat = 28
    static let ringWidth: CGFloat = 3
    static let gap: CGFloat = 2
    /// The ring's hues, red at the top going clockwise, as UIColorWell draws it.
    static let hues: [Color] = stride(from: 0.0, through: 1.0, by: 1.0 / 6).map { Color(hue: $0, saturation: 0.9, brightness: 1) }

    var body: some View {
        ZStack {
            Circle().strokeBorder(AngularGradient(colors: Self.hues, center: .center, angle: .degrees(-90)), lineWidth: Self.ringWidth)
            ZStack {
                CheckerboardPattern()
                color
            }
            .clipShape(Circle())
            .padding(Self.ringWidth + Self.gap)
        }
        .frame(width: Self.diameter, height: Self.diameter)
    }
}

/// A grey and white checkerboard of 4-point squares: what shows through a translucent colour.
struct CheckerboardPattern: View {
    static let square: CGFloat = 4

    var body: some View {
        Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.white))
            let columns = Int((size.width / Self.square).rounded(.up)), rows = Int((size.height / Self.square).rounded(.up))
            var dark = Path()
            for row in 0..<rows {
                for column in 0..<columns where (row + column) % 2 == 1 {
                    dark.addRect(CGRect(x: CGFloat(column) * Self.square, y: CGFloat(row) * Self.square, width: Self.square, height: Self.square))
                }
            }
            context.fill(dark, with: .color(Color(white: 0.8)))
        }
    }
}
