/// `TextLayout+Description`: the layout's stable S-expression text form, for debugging and text goldens.

import Foundation

extension TextLayout: CustomStringConvertible {
    /// The layout as an S-expression: one `(line …)` per line, one `(run …)` per run, one
    /// `(glyph …)` per glyph; numbers in pixels with at most two decimals.
    public var description: String {
        var out = "(text-layout size=(\(Self.number(size.width)) \(Self.number(size.height)))"
        for line in lines {
            let bounds = line.typographicBounds
            out += "\n  (line origin=(\(Self.number(line.origin.x)) \(Self.number(line.origin.y)))"
            out += " ascent=\(Self.number(bounds.ascent)) descent=\(Self.number(bounds.descent))"
            out += " leading=\(Self.number(bounds.leading)) width=\(Self.number(bounds.width))"
            out += " chars=\(Self.range(line.characterRange))"
            for run in line.runs {
                out += "\n    (run font=\"\(run.face.familyName) \(run.face.styleName)\" size=\(Self.number(run.size))"
                out += " chars=\(Self.range(run.characterRange))"
                out += Self.attributes(run.attributes)
                for decoration in run.decorations {
                    out += "\n      (\(decoration.kind.rawValue) y=\(Self.number(decoration.y))"
                    out += " thickness=\(Self.number(decoration.thickness))"
                    out += " x=\(Self.number(decoration.minX))..\(Self.number(decoration.maxX))"
                    out += " pattern=\(decoration.style.pattern.rawValue))"
                }
                for glyph in run.glyphs {
                    out += "\n      (glyph \(glyph.id) at=(\(Self.number(glyph.position.x)) \(Self.number(glyph.position.y)))"
                    out += " advance=\(Self.number(glyph.advance)) chars=\(Self.range(glyph.characterRange))"
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
        if attributes.kerning != defaults.kerning { out += " kerning=\(number(attributes.kerning))" }
        if attributes.tracking != defaults.tracking { out += " tracking=\(number(attributes.tracking))" }
        if attributes.baselineOffset != 0 { out += " baseline-offset=\(number(attributes.baselineOffset))" }
        if let foreground = attributes.foreground { out += " foreground=\"\(foreground)\"" }
        for key in attributes.custom.keys.sorted() {
            out += " custom.\(key)=\"\(attributes.custom[key].map { "\($0)" } ?? "")\""
        }
        return out
    }

    /// `a..b` for a range.
    private static func range(_ range: Range<Int>) -> String { "\(range.lowerBound)..\(range.upperBound)" }

    /// A number with at most two decimals and no trailing zeros ("12", "12.5", "-0.25").
    static func number(_ value: CGFloat) -> String {
        let hundredths = (Double(value) * 100).rounded()
        if hundredths == 0 { return "0" }
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = Int(abs(hundredths))
        let whole = magnitude / 100
        let fraction = magnitude % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
        return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
