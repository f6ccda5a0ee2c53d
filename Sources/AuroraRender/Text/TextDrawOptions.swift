/// `TextDrawOptions`: how glyphs are placed when drawn (what SwiftUI calls `Text.Layout.DrawingOptions`).

/// Options for drawing text: the graphics-level form of SwiftUI's `Text.Layout.DrawingOptions`.
public struct TextDrawOptions: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: UInt32

    /// Creates options from their raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Draws every glyph at its exact position from its outline, instead of from the glyph
    /// cache at the nearest quarter pixel (x) and whole pixel (y): glyphs that move by
    /// fractions of a pixel from frame to frame then move smoothly.
    public static let disablesSubpixelQuantization = TextDrawOptions(rawValue: 1 << 0)
}
