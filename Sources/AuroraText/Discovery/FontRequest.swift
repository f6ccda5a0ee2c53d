/// `FontRequest`: what text asks of the font system — family or design, weight, width, italic.

/// The font text asks for; `FontDatabase` resolves it to the closest installed face.
public struct FontRequest: Hashable, Sendable {
    /// A family name such as "DejaVu Serif"; `nil` means the system default for `design`. Default: `nil`.
    public var family: String?
    /// The design used when `family` is `nil` or not installed. Default: `.default`.
    public var design: FontDesign
    /// The weight class, 100 (thin) ... 900 (black). Default: 400 (regular).
    public var weight: Int
    /// The width class, 1 (ultra-condensed) ... 9 (ultra-expanded). Default: 5 (normal).
    public var width: Int
    /// Whether an italic (or oblique) face is wanted. Default: `false`.
    public var italic: Bool

    /// Creates a request.
    public init(family: String? = nil, design: FontDesign = .default, weight: Int = 400, width: Int = 5, italic: Bool = false) {
        self.family = family
        self.design = design
        self.weight = weight
        self.width = width
        self.italic = italic
    }
}
