/// Underline and strikethrough geometry from the font's metrics.
import AuroraGeometry
import AuroraText
import Foundation

/// A line drawn along text: SwiftUI's `underline()` and `strikethrough()`.
public enum TextDecorationLine: Hashable, Sendable {
    /// Below the baseline, where the font's `post` table puts it.
    case underline
    /// Through the lowercase letters, where the font's `OS/2` table puts it.
    case strikethrough

    /// The line's rectangle for text of `face` at `size` px whose baseline is at `baselineY`,
    /// from `minX` to `maxX` (user space, y down). Fonts that give no position or thickness get
    /// the usual ones: an underline 1/14 em thick at 1/10 em below the baseline, a
    /// strikethrough as thick at 0.28 em above it. Thickness is at least `minimumThickness`.
    public func rect(face: FontFace, size: CGFloat, baselineY: CGFloat, from minX: CGFloat, to maxX: CGFloat,
                     minimumThickness: CGFloat = 0) -> CGRect {
        let metrics = face.metrics
        let em = CGFloat(max(1, face.unitsPerEm))
        let scale = size / em
        let fallbackThickness = em / 14
        let top: CGFloat, thickness: CGFloat
        switch self {
        case .underline:
            thickness = metrics.underlineThickness > 0 ? CGFloat(metrics.underlineThickness) : fallbackThickness
            top = metrics.underlinePosition != 0 ? CGFloat(metrics.underlinePosition) : -em / 10
        case .strikethrough:
            thickness = metrics.strikeoutThickness > 0 ? CGFloat(metrics.strikeoutThickness) : fallbackThickness
            top = metrics.strikeoutPosition > 0 ? CGFloat(metrics.strikeoutPosition) : em * 0.28 + fallbackThickness / 2
        }
        // Font units have y up: the line's top edge is `top` above the baseline.
        let height = max(thickness * scale, minimumThickness)
        return CGRect(x: min(minX, maxX), y: baselineY - top * scale, width: abs(maxX - minX), height: height)
    }
}
