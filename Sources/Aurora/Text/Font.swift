/// `Font`: text styles with iOS point sizes, system fonts with weight and design, custom fonts.
import AuroraDisplayList
import AuroraGeometry
import AuroraText
import Foundation

/// An environment-dependent font.
public struct Font: Hashable, Sendable {
    /// The point size at the default Dynamic Type size (`.large`).
    var size: CGFloat
    var weight: Weight
    var design: Design
    var isItalic: Bool
    var family: String?
    /// The text style whose Dynamic Type sizes the size follows (nil: a fixed size).
    var scalingStyle: TextStyle?

    init(size: CGFloat, weight: Weight = .regular, design: Design = .default, italic: Bool = false, family: String? = nil,
         scalingStyle: TextStyle? = nil) {
        self.size = size.isFinite && size > 0 ? min(size, 4096) : 17
        self.weight = weight
        self.design = design
        self.isItalic = italic
        self.family = family
        self.scalingStyle = scalingStyle
    }

    /// The point size at Dynamic Type size `dynamicTypeSize`: a text style's own size there, a
    /// size relative to a style scaled as that style is, a fixed size unchanged.
    func pointSize(at dynamicTypeSize: DynamicTypeSize) -> CGFloat {
        guard let style = scalingStyle, dynamicTypeSize != .large else { return size }
        return min(size * style.pointSize(at: dynamicTypeSize) / style.pointSize(at: .large), 4096)
    }

    /// A weight to use for fonts.
    public struct Weight: Hashable, Sendable {
        let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    /// A design to use for fonts.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced

        var textDesign: FontDesign {
            switch self {
            case .default: .default
            case .serif: .serif
            case .rounded: .rounded
            case .monospaced: .monospaced
            }
        }
    }

    /// Returns a font with the given text style, design and weight (nil: the style's own).
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(size: style.pointSize(at: .large), weight: weight ?? style.weight, design: design ?? .default,
             scalingStyle: style)
    }

    /// Specifies a system font to use, along with the style, weight, and any design parameters you want applied to the text.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: size, weight: weight ?? .regular, design: design ?? .default)
    }

    /// Create a custom font with the given name and size that scales with the body text style.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(size: size, family: name, scalingStyle: .body)
    }

    /// Create a custom font with the given name and size that scales relative to the given text style.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(size: size, family: name, scalingStyle: textStyle)
    }

    /// Create a custom font with the given name and a fixed size that does not scale with Dynamic Type.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font(size: fixedSize, family: name) }

    /// A font with the large title text style (34 pt).
    public static let largeTitle = Font.system(.largeTitle)
    /// A font with the title text style (28 pt).
    public static let title = Font.system(.title)
    /// A font for second-level hierarchical headings (22 pt).
    public static let title2 = Font.system(.title2)
    /// A font for third-level hierarchical headings (20 pt).
    public static let title3 = Font.system(.title3)
    /// A font with the headline text style (17 pt semibold).
    public static let headline = Font.system(.headline)
    /// A font with the subheadline text style (15 pt).
    public static let subheadline = Font.system(.subheadline)
    /// A font with the body text style (17 pt).
    public static let body = Font.system(.body)
    /// A font with the callout text style (16 pt).
    public static let callout = Font.system(.callout)
    /// A font with the footnote text style (13 pt).
    public static let footnote = Font.system(.footnote)
    /// A font with the caption text style (12 pt).
    public static let caption = Font.system(.caption)
    /// Create a font with the alternate caption text style (11 pt).
    public static let caption2 = Font.system(.caption2)

    /// Adds bold styling to the font.
    public func bold() -> Font { weight(.bold) }
    /// Adds italics to the font.
    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }
    /// Sets the weight of the font.
    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }
    /// Returns a fixed-width font from the same family as the base font.
    public func monospaced() -> Font {
        var copy = self
        copy.design = .monospaced
        return copy
    }
}
