/// The `Text` modifiers that return `Text`: fonts, weight, italic, design, foreground, kerning, decorations.
import AuroraDisplayList
import AuroraGeometry
import Foundation

extension Text {
    /// Sets the default font for text in the view.
    public func font(_ font: Font?) -> Text { restyled { $0.font = font } }
    /// Sets the font weight of the text.
    public func fontWeight(_ weight: Font.Weight?) -> Text { restyled { $0.weight = weight } }
    /// Applies a bold font weight to the text.
    public func bold() -> Text { fontWeight(.bold) }
    /// Applies a bold font weight to the text when `isActive`.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// Applies italics to the text.
    public func italic() -> Text { restyled { $0.italic = true } }
    /// Applies italics to the text when `isActive`.
    public func italic(_ isActive: Bool) -> Text { restyled { $0.italic = isActive } }
    /// Sets the font design of the text.
    public func fontDesign(_ design: Font.Design?) -> Text { restyled { $0.design = design } }
    /// Modifies the text view's font to use fixed-width digits… and letters (the monospaced design).
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? fontDesign(.monospaced) : self }
    /// Sets the style of the text displayed by this view; inner texts with a style of their own
    /// keep it (an interpolated `Text("red").foregroundColor(.red)` stays red and opts out of vibrancy).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        let box = AnyShapeStyleBox(style)
        return restyled { if $0.foreground == nil { $0.foreground = box } }
    }
    /// Sets the color of the text displayed by this view; inner texts with a style of their own keep it.
    public func foregroundColor(_ color: Color?) -> Text {
        guard let color else { return self }
        let box = AnyShapeStyleBox(color)
        return restyled { if $0.foreground == nil { $0.foreground = box } }
    }
    /// Sets the spacing, or kerning, between characters.
    public func kerning(_ kerning: CGFloat) -> Text { restyled { $0.kerning = kerning.finiteOrZero } }
    /// Sets the tracking for the text.
    public func tracking(_ tracking: CGFloat) -> Text { restyled { $0.tracking = tracking.finiteOrZero } }
    /// Sets the vertical offset for the text relative to its baseline.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { restyled { $0.baselineOffset = baselineOffset.finiteOrZero } }
    /// Applies an underline to the text. Default colour: the text's.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { restyled { $0.underline = isActive ? .some(color) : nil } }
    /// Applies a strikethrough to the text. Default colour: the text's.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { restyled { $0.strikethrough = isActive ? .some(color) : nil } }

    /// The type of truncation to apply to a line of text when it's too long to fit in the available space.
    public enum TruncationMode: Hashable, Sendable {
        /// Truncate at the beginning of the line.
        case head
        /// Truncate at the end of the line.
        case tail
        /// Truncate in the middle of the line.
        case middle
    }
}
