/// `BackgroundStyle`: the background style in the current context: white in the light appearance, black in the dark one.
import Foundation

/// The background style in the current context: white in the light appearance, black in the dark one.
public struct BackgroundStyle: ShapeStyle, FillableStyle {
    /// Creates a background style instance.
    public init() {}
    func fill(in bounds: CGRect, environment: EnvironmentValues) -> StyleFill? {
        if let style = environment.backgroundStyle { return StylePainter.fill(style, in: bounds, environment: environment) }
        return .paint(.color(environment.colorScheme == .dark ? Color.black.rgba : Color.white.rgba))
    }
}
