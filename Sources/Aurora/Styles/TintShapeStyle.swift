/// `TintShapeStyle`: a style that reflects the current tint color.
import AuroraRaster
import AuroraDisplayList
import Foundation

/// A style that reflects the current tint color.
public struct TintShapeStyle: ShapeStyle, PaintableStyle {
    /// Creates a tint shape style.
    public init() {}
    func paint(in bounds: CGRect, environment: EnvironmentValues) -> DisplayList.Paint? {
        if let tint = environment.tint { return StylePainter.paint(tint, in: bounds, environment: environment) }
        return .color(Color.accentColor.rgba(in: environment))
    }
}
