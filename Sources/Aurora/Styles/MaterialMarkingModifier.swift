/// `MaterialMarkingModifier`: tells the content in front of a material background that it sits on one.
import Foundation

/// Sets `backgroundMaterial` for the content when the background style is a material (also
/// through `AnyShapeStyle`), so its `.secondary` … `.quaternary` levels draw with vibrancy;
/// any other style leaves the environment as it is.
struct MaterialMarkingModifier<Style: ShapeStyle>: ViewModifier, PrimitiveModifier {
    let style: Style
    typealias Body = Never

    func apply(inputs: ResolveInputs, content: @escaping (ResolveInputs) -> [LayoutNode]) -> [LayoutNode] {
        guard let material = Self.material(in: style) else { return content(inputs) }
        var inner = inputs
        inner.environment.backgroundMaterial = material
        return content(inner)
    }

    private static func material(in style: any ShapeStyle) -> Material? {
        if let material = style as? Material { return material }
        if let erased = style as? AnyShapeStyle { return material(in: erased.style) }
        return nil
    }
}
