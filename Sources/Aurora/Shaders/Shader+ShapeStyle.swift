/// `Shader` as a `ShapeStyle`: shapes filled by a `.metal` fill function.
import AuroraDisplayList
import Foundation

extension Shader: ShapeStyle, PaintableStyle {
    /// The paint running the fill function `half4 f(float2 position, args…)` at each point of
    /// the shape's local space (points); `.boundingRect` is the shape's bounds.
    func paint(in bounds: CGRect, environment: EnvironmentValues) -> DisplayList.Paint? {
        resolved(as: .fill, maxSampleOffset: .zero).map { .shader($0, boundingRect: bounds, opacity: 1) }
    }
}
