/// `TextLayout+Description`: the layout's stable S-expression text form, for debugging and text goldens.

import AuroraGeometry
import Foundation

extension TextLayout: CustomStringConvertible {
    /// The layout as an S-expression: one `(line …)` per line, one `(run …)` per run, one
    /// `(glyph …)` per glyph; numbers in pixels with at most two decimals.
    public var description: String {
        var out = "(text-layout size=(\(size.width.twoDecimalText) \(size.height.twoDecimalText))"
        for line in lines {
            let bounds = line.typographicBounds
            out += "\n  (line origin=(\(line.origin.x.twoDecimalText) \(line.origin.y.twoDecimalText))"
            out += " ascent=\(bounds.ascent.twoDecimalText) descent=\(bounds.descent.twoDecimalText)"
            out += " leading=\(bounds.leading.twoDecimalText) width=\(bounds.width.twoDecimalText)"
            out += " chars=\(Self.range(line.characterRange))"
            for run in line.runs {
                out += "\n    (run font=\"\(run.face.familyName) \(run.face.styleName)\" size=\(run.size.twoDecimalText)"
                out += " chars=\(Self.range(run.characterRange))"
                out += Self.attributes(run.attributes)
                for decoration in run.decorations {
                    out += "\n      (\(decoration.kind.rawValue) y=\(decoration.y.twoDecimalText)"
                    out += " thickness=\(decoration.thickness.twoDecimalText)"
                    out += " x=\(decoration.minX.twoDecimalText)..\(decoration.maxX.twoDecimalText)"
                    out += " pattern=\(decoration.style.pattern.rawValue))"
                }
                for glyph in run.glyphs {
                    out += "\n      (glyph \(glyph.id) at=(\(glyph.position.x.twoDecimalText) \(glyph.position.y.twoDecimalText))"
                    out += " advance=\(glyph.advance.twoDecimalText) chars=\(Self.range(glyph.characterRange))"
                    if glyph.isColorGlyph { out += " color" }
                    out += ")"
                }
                out += ")"
            }
            out += ")"
        }
        return out + ")"
    }

    /// The attributes that differ from the defaults, as ` key=value` pairs.
    private static func attributes(_ attributes: TextAttributes) -> String {
        let defaults = TextAttributes()
        var out = ""
        if attributes.kerning != defaults.kerning { out += " kerning=\(attributes.kerning.twoDecimalText)" }
        if attributes.tracking != defaults.tracking { out += " tracking=\(attributes.tracking.twoDecimalText)" }
        if attributes.baselineOffset != 0 { out += " baseline-offset=\(attributes.baselineOffset.twoDecimalText)" }
        if let foreground = attributes.foreground { out += " foreground=\"\(foreground)\"" }
        for key in attributes.custom.keys.sorted() {
            out += " custom.\(key)=\"\(attributes.custom[key].map { "\($0)" } ?? "")\""
        }
        return out
    }

    /// `a..b` for a range.
    private static func range(_ range: Range<Int>) -> String { "\(range.lowerBound)..\(range.upperBound)" }
}
