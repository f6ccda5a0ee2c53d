/// `ShowcasePalette`: the named colours every plate draws with.
import AuroraRaster

/// The gallery's colours: a calm plate, white cards, and a small set of saturated inks.
enum ShowcasePalette {
    /// The plate background.
    static let plate = RGBAColor(hex: 0xECEEF3)
    /// A card's fill.
    static let card = RGBAColor(hex: 0xFFFFFF)
    /// A card's hairline edge.
    static let cardEdge = RGBAColor(hex: 0xCDD3DD)
    /// The light squares of a checkerboard.
    static let checkerLight = RGBAColor(hex: 0xFFFFFF)
    /// The dark squares of a checkerboard.
    static let checkerDark = RGBAColor(hex: 0xDADFE7)

    /// Near-black text-like ink for lines and outlines.
    static let ink = RGBAColor(hex: 0x1E2633)
    /// A muted grey for guides and tracks.
    static let guide = RGBAColor(hex: 0x9AA5B5)
    /// Deep blue-violet.
    static let indigo = RGBAColor(hex: 0x4B45D9)
    /// Warm red.
    static let coral = RGBAColor(hex: 0xF0525A)
    /// Golden yellow.
    static let amber = RGBAColor(hex: 0xF6A91B)
    /// Blue-green.
    static let teal = RGBAColor(hex: 0x12A89A)
    /// Light blue.
    static let sky = RGBAColor(hex: 0x38B6F5)
    /// Purple.
    static let violet = RGBAColor(hex: 0x8E5BF0)
    /// Pink-magenta.
    static let magenta = RGBAColor(hex: 0xE0409A)
    /// Dark navy, for the shadowed side of things.
    static let navy = RGBAColor(hex: 0x141B4D)
}

extension RGBAColor {
    /// An opaque colour from a `0xRRGGBB` literal, optionally with an alpha.
    init(hex: UInt32, alpha: Float = 1) {
        self.init(red8: UInt8((hex >> 16) & 0xFF), green8: UInt8((hex >> 8) & 0xFF), blue8: UInt8(hex & 0xFF))
        self.alpha = alpha
    }
}
