/// `AnyGradient` and `Color.gradient`: the standard gradient SwiftUI derives from a colour, drawn top to bottom.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import Foundation

/// A color gradient; as a shape style it is drawn as a linear gradient from the top to the bottom of the shape.
public struct AnyGradient: Hashable, ShapeStyle, PaintableStyle {
    enum Source: Hashable {
        case gradient(Gradient)
        /// The standard gradient of a colour, resolved in the environment when drawn (so it follows dark mode).
        case color(Color)
    }

    let source: Source

    /// Creates a type-erased gradient.
    public init(_ gradient: Gradient) { source = .gradient(gradient) }

    init(color: Color) { source = .color(color) }

    /// How much white the standard gradient of a colour mixes into its top: the colour itself is at the bottom.
    static let standardLightening: Float = 0.2

    func paint(in bounds: CGRect, environment: EnvironmentValues) -> DisplayList.Paint? {
        let stops: [GradientStop]
        switch source {
        case .gradient(let gradient):
            stops = gradient.rasterStops
        case .color(let color):
            let base = color.clampedRGBA(in: environment)
            let k = Self.standardLightening
            let top = RGBAColor(red: base.red + (1 - base.red) * k, green: base.green + (1 - base.green) * k,
                                blue: base.blue + (1 - base.blue) * k, alpha: base.alpha)
            stops = [GradientStop(color: top, location: 0), GradientStop(color: base, location: 1)]
        }
        return .linearGradient(stops: stops, start: bounds.point(at: .top), end: bounds.point(at: .bottom))
    }
}

extension Color {
    /// A standard gradient for the color: the color lightened by 20 % towards white at the top, the
    /// color itself at the bottom, drawn from the top to the bottom of the shape it fills.
    public var gradient: AnyGradient { AnyGradient(color: self) }
}
