/// `ForegroundStyle`: the foreground style in the current context.
import Foundation

/// The foreground style in the current context.
public struct ForegroundStyle: ShapeStyle, FillableStyle {
    /// Creates a foreground style instance.
    public init() {}
    func fill(in bounds: CGRect, environment: EnvironmentValues) -> StyleFill? {
        HierarchicalShapeStyle(level: 0).fill(in: bounds, environment: environment)
    }
}
