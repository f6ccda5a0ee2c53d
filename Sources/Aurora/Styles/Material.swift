/// `Material`: a background material type — frosted glass that blurs, livens and tints what lies behind.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// A background material type: a translucent layer between the view and what is behind it,
/// blurring it like frosted glass. How much shows through depends on the thickness and on the
/// colour scheme (`MaterialTable` holds the numbers). Content placed on a material with the
/// hierarchical styles `.secondary` … `.quaternary` is drawn with vibrancy.
public struct Material: Sendable, ShapeStyle {
    /// The thicknesses, thinnest first, and the bar material.
    enum Thickness: Hashable, Sendable, CaseIterable {
        case ultraThin, thin, regular, thick, ultraThick, bar
    }

    let thickness: Thickness

    /// A material that's somewhat translucent.
    public static let regular = Material(thickness: .regular)
    /// A material that's more opaque than translucent.
    public static let thick = Material(thickness: .thick)
    /// A material that's more translucent than opaque.
    public static let thin = Material(thickness: .thin)
    /// A mostly translucent material.
    public static let ultraThin = Material(thickness: .ultraThin)
    /// A mostly opaque material.
    public static let ultraThick = Material(thickness: .ultraThick)
    /// A material matching the style of system toolbars.
    public static let bar = Material(thickness: .bar)
}

extension Material: Equatable {}

extension Material: FillableStyle {
    func fill(in bounds: CGRect, environment: EnvironmentValues) -> StyleFill? {
        .backdrop(MaterialTable.backdrop(for: thickness, in: environment.colorScheme))
    }
}

extension ShapeStyle where Self == Material {
    /// A material that's somewhat translucent.
    public static var regularMaterial: Material { .regular }
    /// A material that's more opaque than translucent.
    public static var thickMaterial: Material { .thick }
    /// A material that's more translucent than opaque.
    public static var thinMaterial: Material { .thin }
    /// A mostly translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A mostly opaque material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// A material matching the style of system toolbars.
    public static var bar: Material { .bar }
}
