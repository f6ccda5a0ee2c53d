/// `MaterialTable`: the one table of material recipes — blur, saturation and tint per thickness and colour scheme.
import AuroraDisplayList
import AuroraRaster
import Foundation

/// Every number Aurora's materials are drawn with, and why.
///
/// Apple does not publish its material recipes. What is documented (Material, WWDC21 "Add rich
/// graphics to your SwiftUI app"): a material is frosted glass — the content behind is
/// blurred, its colour shows through livened up, and a light or dark tint by colour scheme
/// gives the surface its body; thicker materials let less of the background through. The
/// values below are chosen against that description and the look of iOS 15–17 sheets, bars
/// and widgets:
///
/// - **Blur** (σ in points, as `blur(radius:)`): strong enough that text behind is unreadable
///   even through the thinnest material (12 pt ≈ 3× a 17 pt body text's stem spacing), growing
///   with thickness, and wide enough that a full-width bar shows soft colour fields, not shapes.
/// - **Saturation**: iOS's frosted styles boost saturation (≈1.8) so colour behind reads
///   through the tint instead of turning grey; thinner materials, which show more of the
///   backdrop, get the larger boost.
/// - **Tint** (composited over the blurred, saturated backdrop): near-white in light mode,
///   near-black (systemGray6-dark-like rgb(28, 28, 30)) in dark mode. Its alpha is the
///   thickness ordering: ultraThin < thin < regular < thick < ultraThick, so thicker is always
///   more opaque. Dark tints are a little stronger, because a dark tint at the same alpha
///   hides less of a bright backdrop.
/// - **`.bar`** is the toolbar / tab-bar material: regular's blur and saturation with a tint
///   between regular and thick, as iOS bars read more solid than sheets.
///
/// | material   | σ (pt) | saturation | light tint (sRGB, α)      | dark tint (sRGB, α)        |
/// |------------|--------|------------|---------------------------|----------------------------|
/// | ultraThin  | 12     | 1.9        | (1, 1, 1) · 0.30          | (0.11, 0.11, 0.12) · 0.40  |
/// | thin       | 14     | 1.8        | (1, 1, 1) · 0.48          | (0.11, 0.11, 0.12) · 0.56  |
/// | regular    | 16     | 1.8        | (0.98, 0.98, 0.98) · 0.64 | (0.11, 0.11, 0.12) · 0.70  |
/// | thick      | 18     | 1.6        | (0.97, 0.97, 0.97) · 0.78 | (0.11, 0.11, 0.12) · 0.82  |
/// | ultraThick | 20     | 1.5        | (0.96, 0.96, 0.96) · 0.90 | (0.11, 0.11, 0.12) · 0.92  |
/// | bar        | 16     | 1.8        | (0.97, 0.97, 0.97) · 0.72 | (0.11, 0.11, 0.12) · 0.76  |
enum MaterialTable {
    /// One row of the table.
    struct Recipe {
        let blur: CGFloat
        let saturation: Double
        let light: RGBAColor
        let dark: RGBAColor
    }

    private static let darkTint = (red: Float(28) / 255, green: Float(28) / 255, blue: Float(30) / 255)

    private static func recipe(blur: CGFloat, saturation: Double, light white: Float, _ lightAlpha: Float, dark darkAlpha: Float) -> Recipe {
        Recipe(blur: blur, saturation: saturation,
               light: RGBAColor(red: white, green: white, blue: white, alpha: lightAlpha),
               dark: RGBAColor(red: darkTint.red, green: darkTint.green, blue: darkTint.blue, alpha: darkAlpha))
    }

    /// The recipe of each thickness.
    static func recipe(for thickness: Material.Thickness) -> Recipe {
        switch thickness {
        case .ultraThin: recipe(blur: 12, saturation: 1.9, light: 1.00, 0.30, dark: 0.40)
        case .thin: recipe(blur: 14, saturation: 1.8, light: 1.00, 0.48, dark: 0.56)
        case .regular: recipe(blur: 16, saturation: 1.8, light: 0.98, 0.64, dark: 0.70)
        case .thick: recipe(blur: 18, saturation: 1.6, light: 0.97, 0.78, dark: 0.82)
        case .ultraThick: recipe(blur: 20, saturation: 1.5, light: 0.96, 0.90, dark: 0.92)
        case .bar: recipe(blur: 16, saturation: 1.8, light: 0.97, 0.72, dark: 0.76)
        }
    }

    /// The display-list backdrop of `thickness` in `scheme`.
    static func backdrop(for thickness: Material.Thickness, in scheme: ColorScheme) -> DisplayList.Backdrop {
        let row = recipe(for: thickness)
        return DisplayList.Backdrop(blurRadius: row.blur, saturation: row.saturation, tint: scheme == .dark ? row.dark : row.light)
    }
}
