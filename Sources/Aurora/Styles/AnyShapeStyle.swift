/// `AnyShapeStyle`: a type-erased ShapeStyle value.
import Foundation

/// A type-erased ShapeStyle value.
public struct AnyShapeStyle: ShapeStyle, FillableStyle {
    let style: any ShapeStyle
    /// Create an instance from `style`.
    public init<S: ShapeStyle>(_ style: S) { self.style = style }
    func fill(in bounds: CGRect, environment: EnvironmentValues) -> StyleFill? {
        StylePainter.fill(style, in: bounds, environment: environment)
    }
}
