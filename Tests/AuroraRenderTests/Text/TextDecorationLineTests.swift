import AuroraGeometry
import AuroraRender
import AuroraText
import Foundation
import Testing

/// Underline and strikethrough rectangles from DejaVu Sans's `post` and `OS/2` metrics.
struct TextDecorationLineTests {
    @Test(.enabled(if: RenderTestFonts.dejaVuSans != nil, "DejaVu Sans is not installed (Debian: fonts-dejavu-core)"))
    func underlineSitsBelowAndStrikethroughAboveTheBaseline() throws {
        let face = try #require(RenderTestFonts.dejaVuSans)
        let underline = TextDecorationLine.underline.rect(face: face, size: 20, baselineY: 100, from: 10, to: 90)
        let strike = TextDecorationLine.strikethrough.rect(face: face, size: 20, baselineY: 100, from: 90, to: 10)
        #expect(underline.minX == 10 && underline.width == 80)
        #expect(strike.minX == 10 && strike.width == 80)
        #expect(underline.minY > 100 && underline.minY < 104)
        #expect(strike.maxY < 100 && strike.minY > 100 - 20 * 0.5)
        #expect(underline.height > 0.5 && underline.height < 2.5)
        // The scaled font values: post.underlinePosition and OS/2 yStrikeoutPosition of the face.
        let scale = 20 / CGFloat(face.unitsPerEm)
        #expect(abs(underline.minY - (100 - CGFloat(face.metrics.underlinePosition) * scale)) < 1e-9)
        #expect(abs(strike.minY - (100 - CGFloat(face.metrics.strikeoutPosition) * scale)) < 1e-9)
    }

    @Test(.enabled(if: RenderTestFonts.dejaVuSans != nil, "DejaVu Sans is not installed (Debian: fonts-dejavu-core)"))
    func minimumThicknessApplies() throws {
        let face = try #require(RenderTestFonts.dejaVuSans)
        let rect = TextDecorationLine.underline.rect(face: face, size: 4, baselineY: 0, from: 0, to: 10, minimumThickness: 1)
        #expect(rect.height == 1)
    }
}
