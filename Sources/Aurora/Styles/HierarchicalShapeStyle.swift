/// `HierarchicalShapeStyle`: the levels of the foreground style — `.primary` … `.quinary` — and their vibrancy on materials.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import Foundation

/// A shape style that maps to one of the numbered content styles: the levels of the current
/// foreground style.
///
/// With no foreground style set, the levels are the system label colours of the colour scheme.
/// With a colour or gradient set as the foreground style, level n is that style at level n's
/// opacity. On a material (`background(.thinMaterial)`), the label levels `.secondary` …
/// `.quaternary` are vibrant: blended with what lies behind instead of painted over it.
public struct HierarchicalShapeStyle: ShapeStyle, FillableStyle {
    let level: Int

    /// The label colours by level (iOS's `label`, `secondaryLabel`, `tertiaryLabel`,
    /// `quaternaryLabel` and SwiftUI's quinary fill), light appearance: black; rgb(60, 60, 67) at
    /// 0.6, 0.3, 0.18; black at 0.05.
    static let lightLevels: [RGBAColor] = [
        RGBAColor(red8: 0, green8: 0, blue8: 0),
        RGBAColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6),
        RGBAColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3),
        RGBAColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.18),
        RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.05),
    ]

    /// The label colours by level, dark appearance: white; rgb(235, 235, 245) at 0.6, 0.3, 0.16;
    /// white at 0.05.
    static let darkLevels: [RGBAColor] = [
        RGBAColor(red8: 255, green8: 255, blue8: 255),
        RGBAColor(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.6),
        RGBAColor(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.3),
        RGBAColor(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.16),
        RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.05),
    ]

    /// The opacity of level n of a custom foreground style (a colour, a gradient): 1, 0.5, 0.25,
    /// then 0.18 (the levels OpenSwiftUI's system colour definitions give; SwiftUI documents
    /// only that each level is a less prominent version of the style).
    static let customLevelOpacities: [Double] = [1, 0.5, 0.25, 0.18, 0.18]

    /// How much a vibrant level darkens (light) or lightens (dark) what lies behind it, for
    /// `.secondary`, `.tertiary`, `.quaternary`.
    ///
    /// Vibrancy is drawn as Core Animation's vibrant label styles do: light materials compose
    /// the text with *plus-darker* (result = behind − amount), dark ones with *plus-lighter*
    /// (result = behind + amount), so the text keeps the hue of what is behind and only its
    /// lightness moves. Each amount is the one that gives the level's plain label colour over
    /// pure white (light) or black (dark): rgb(60, 60, 67) at 0.6 over white is grey 138, 117
    /// below white, so 117/255 ≈ 0.46; likewise 0.23 and 0.14; dark 0.55, 0.28, 0.15. On an
    /// untinted neutral background a vibrant label therefore matches the plain one.
    static let vibrantAmounts: (light: [Float], dark: [Float]) = ([0.46, 0.23, 0.14], [0.55, 0.28, 0.15])

    /// The label colour of `level` in `scheme`.
    static func labelColor(level: Int, in scheme: ColorScheme) -> RGBAColor {
        let index = min(max(level, 0), 4)
        return scheme == .dark ? darkLevels[index] : lightLevels[index]
    }

    /// The vibrant fill of label level 1…3 in `scheme`: plus-darker with black at the level's
    /// amount in light mode, plus-lighter with white in dark mode.
    static func vibrantFill(level: Int, in scheme: ColorScheme) -> StyleFill? {
        guard (1...3).contains(level) else { return nil }
        if scheme == .dark {
            return .vibrant(.color(RGBAColor(red: 1, green: 1, blue: 1, alpha: vibrantAmounts.dark[level - 1])), .plusLighter)
        }
        return .vibrant(.color(RGBAColor(red: 0, green: 0, blue: 0, alpha: vibrantAmounts.light[level - 1])), .plusDarker)
    }

    func fill(in bounds: CGRect, environment: EnvironmentValues) -> StyleFill? {
        let styles = environment.foregroundStyles
        let index = min(max(level, 0), 4)
        if index < styles.count, let style = styles[index] {
            return StylePainter.fill(style, in: bounds, environment: environment)
        }
        if let primary = styles.first ?? nil {
            return StylePainter.fill(primary, in: bounds, environment: environment)
                .map { $0.applyingOpacity(Self.customLevelOpacities[index]) }
        }
        if environment.backgroundMaterial != nil, let vibrant = Self.vibrantFill(level: index, in: environment.colorScheme) {
            return vibrant
        }
        return .paint(.color(Self.labelColor(level: index, in: environment.colorScheme)))
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// A shape style that maps to the first level of the current content style.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    /// A shape style that maps to the second level of the current content style.
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    /// A shape style that maps to the third level of the current content style.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    /// A shape style that maps to the fourth level of the current content style.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
    /// A shape style that maps to the fifth level of the current content style.
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
}

/// A style drawn at one of the hierarchical levels of another style (`Color.purple.secondary`).
struct LeveledShapeStyle: ShapeStyle, FillableStyle {
    let base: any ShapeStyle
    let level: Int

    func fill(in bounds: CGRect, environment: EnvironmentValues) -> StyleFill? {
        StylePainter.fill(base, in: bounds, environment: environment)
            .map { $0.applyingOpacity(HierarchicalShapeStyle.customLevelOpacities[min(max(level, 0), 4)]) }
    }
}

extension ShapeStyle {
    /// Returns the second level of this shape style.
    public var secondary: some ShapeStyle { LeveledShapeStyle(base: self, level: 1) }
    /// Returns the third level of this shape style.
    public var tertiary: some ShapeStyle { LeveledShapeStyle(base: self, level: 2) }
    /// Returns the fourth level of this shape style.
    public var quaternary: some ShapeStyle { LeveledShapeStyle(base: self, level: 3) }
    /// Returns the fifth level of this shape style.
    public var quinary: some ShapeStyle { LeveledShapeStyle(base: self, level: 4) }
}

/// A foreground style set by `foregroundStyle(_:)`, kept with the foreground levels that were
/// in force where it was set: a hierarchical level in it (`.foregroundStyle(.secondary)`)
/// means the level of the enclosing foreground, not of itself.
struct ScopedForegroundStyle: ShapeStyle, FillableStyle {
    let style: any ShapeStyle
    let enclosing: [(any ShapeStyle)?]

    func fill(in bounds: CGRect, environment: EnvironmentValues) -> StyleFill? {
        var outer = environment
        outer.foregroundStyles = enclosing
        return StylePainter.fill(style, in: bounds, environment: outer)
    }
}
