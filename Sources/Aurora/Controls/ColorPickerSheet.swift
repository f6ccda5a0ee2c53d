/// `ColorPickerSheet`: the sheet a `ColorPicker` presents — a title bar, the swatch grid and the component sliders, writing the binding live.
import AuroraRaster
import Foundation

/// The picker's sheet, as iOS 17's colour picker lays it out: "Colors" with a close button, the
/// 12 × 10 grid of swatches, then a slider for red, green and blue (0…255) and, when the picker
/// supports opacity, one for opacity (percent). A swatch keeps the current opacity.
struct ColorPickerSheet: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let dismiss: () -> Void
    @Environment(\.self) private var environment

    var body: some View {
        let components = ColorPickerComponents(selection.wrappedValue, in: environment)
        VStack(spacing: 16) {
            ZStack {
                Text("Colors").font(.headline)
                Button(action: dismiss) {
                    Image(systemName: "xmark.circle.fill").font(.title2).foregroundStyle(.secondary)
                }
                .buttonStyle(.plain)
                .frame(maxWidth: .infinity, alignment: .trailing)
            }
            ColorPickerGrid(selected: components) { swatch in
                write(swatch.with(opacity: components.opacity))
            }
            VStack(spacing: 8) {
                slider("Red", components, \.red, scale: 255, unit: "")
                slider("Green", components, \.green, scale: 255, unit: "")
                slider("Blue", components, \.blue, scale: 255, unit: "")
                if supportsOpacity {
                    slider("Opacity", components, \.opacity, scale: 100, unit: "%")
                }
            }
            Spacer(minLength: 0)
        }
        .padding(16)
    }

    /// A labelled slider for one component, with its value as iOS shows it (a byte, or a percentage).
    private func slider(_ name: String, _ components: ColorPickerComponents, _ component: WritableKeyPath<ColorPickerComponents, Double>,
                        scale: Double, unit: String) -> some View {
        let value = Binding<Double>(
            get: { components[keyPath: component] },
            set: { newValue in
                var changed = components
                changed[keyPath: component] = newValue
                write(changed)
            })
        return HStack(spacing: 8) {
            Text(name).font(.subheadline).frame(width: 56, alignment: .leading)
            Slider(value: value, in: 0...1)
            Text("\(Int((components[keyPath: component] * scale).rounded()))\(unit)")
                .font(.subheadline).frame(width: 40, alignment: .trailing)
        }
    }

    /// Writes `components` to the binding; opaque when the picker does not support opacity.
    private func write(_ components: ColorPickerComponents) {
        selection.wrappedValue = (supportsOpacity ? components : components.with(opacity: 1)).color
    }
}

/// A colour's straight sRGB components as the picker edits them, each in 0…1 (not finite: 0).
struct ColorPickerComponents: Equatable {
    var red: Double
    var green: Double
    var blue: Double
    var opacity: Double

    init(red: Double, green: Double, blue: Double, opacity: Double) {
        func clamped(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 0 }
        (self.red, self.green, self.blue, self.opacity) = (clamped(red), clamped(green), clamped(blue), clamped(opacity))
    }

    /// The components of `color` as drawn in `environment` (its dark variant in dark mode).
    init(_ color: Color, in environment: EnvironmentValues) {
        let rgba = color.clampedRGBA(in: environment)
        self.init(red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue), opacity: Double(rgba.alpha))
    }

    /// These components with another opacity.
    func with(opacity: Double) -> ColorPickerComponents {
        ColorPickerComponents(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// The constant sRGB colour.
    var color: Color { Color(.sRGB, red: red, green: green, blue: blue, opacity: opacity) }

    /// Whether `other` shows as the same 8-bit colour, ignoring opacity (how the grid marks its selected swatch).
    func sameSwatch(as other: ColorPickerComponents) -> Bool {
        func byte(_ value: Double) -> Int { Int((value * 255).rounded()) }
        return byte(red) == byte(other.red) && byte(green) == byte(other.green) && byte(blue) == byte(other.blue)
    }
}
