/// `TextAttributes`: how a run of text looks — font, size, spacing, baseline, decorations, colour.

import Foundation

/// The attributes of a run of `AttributedText`, in pixels (= points at scale 1).
///
/// `kerning` and `tracking` both add space after every character (grapheme); `tracking` also
/// turns off optional ligatures, as SwiftUI's `tracking(_:)` does. `foreground` and `custom` are
/// opaque to layout: they are carried to the runs of the result for the view layer.
public struct TextAttributes: Hashable, Sendable {
    /// The face wanted: family, design, weight, width, italic. Default: the system default font.
    public var font: FontRequest
    /// The font size in pixels. Default: 17 (SwiftUI's `body`).
    public var size: CGFloat
    /// Extra space after each character, in pixels. Default: 0.
    public var kerning: CGFloat
    /// Extra space after each character, in pixels; also disables optional ligatures. Default: 0.
    public var tracking: CGFloat
    /// How far the text sits above its baseline, in pixels (negative: below). Default: 0.
    public var baselineOffset: CGFloat
    /// An underline, when set. Default: none.
    public var underline: TextDecoration?
    /// A strikethrough, when set. Default: none.
    public var strikethrough: TextDecoration?
    /// The text colour or style, opaque here (the view layer sets and reads it). Default: none.
    public var foreground: AnyHashableSendable?
    /// Further attributes the view layer attaches, carried unchanged to the layout's runs. Default: empty.
    public var custom: [String: AnyHashableSendable]

    /// Attributes with the given values.
    public init(
        font: FontRequest = FontRequest(), size: CGFloat = 17, kerning: CGFloat = 0, tracking: CGFloat = 0,
        baselineOffset: CGFloat = 0, underline: TextDecoration? = nil, strikethrough: TextDecoration? = nil,
        foreground: AnyHashableSendable? = nil, custom: [String: AnyHashableSendable] = [:]
    ) {
        self.font = font
        self.size = size
        self.kerning = kerning
        self.tracking = tracking
        self.baselineOffset = baselineOffset
        self.underline = underline
        self.strikethrough = strikethrough
        self.foreground = foreground
        self.custom = custom
    }

    /// Whether the font is bold (weight 700 or more); setting it picks weight 700 or 400.
    public var isBold: Bool {
        get { font.weight >= 700 }
        set { font.weight = newValue ? 700 : 400 }
    }

    /// Whether the font is italic.
    public var isItalic: Bool {
        get { font.italic }
        set { font.italic = newValue }
    }
}
