/// `TextDrawOptions`: how glyphs are placed when drawn (SwiftUI's `GraphicsContext.DrawTextOptions`).

/// Options for drawing text, as in SwiftUI's `GraphicsContext.DrawTextOptions`.
public struct TextDrawOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    /// Creates options from their raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Draws every glyph at its exact position from its outline, instead of from the glyph
    /// cache at the nearest quarter pixel (x) and whole pixel (y): glyphs that move by
    /// fractions of a pixel from frame to frame then move smoothly.
    public static let disablesSubpixelQuantization = TextDrawOptions(rawValue: 1 << 0)
}
