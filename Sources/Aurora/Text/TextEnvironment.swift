/// The text environment (font, weight, italic, design, alignment, line limit, truncation) and its view modifiers.
import AuroraDisplayList
import AuroraGeometry
import Foundation

private enum FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private enum TextAlignmentKey: EnvironmentKey { static let defaultValue: TextAlignment = .leading }
private enum LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private enum TruncationModeKey: EnvironmentKey { static let defaultValue: Text.TruncationMode = .tail }
private enum FontWeightKey: EnvironmentKey { static let defaultValue: Font.Weight? = nil }
private enum ItalicKey: EnvironmentKey { static let defaultValue = false }
private enum FontDesignKey: EnvironmentKey { static let defaultValue: Font.Design? = nil }

extension EnvironmentValues {
    /// The default font of this environment (nil: body).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
    /// An environment value that indicates how a text view aligns its lines. Default: `.leading`.
    public var multilineTextAlignment: TextAlignment {
        get { self[TextAlignmentKey.self] }
        set { self[TextAlignmentKey.self] = newValue }
    }
    /// The maximum number of lines that text can occupy in a view (nil: no limit).
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
    /// A value that indicates how the layout truncates the last line of text to fit into the available space. Default: `.tail`.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
    var fontWeight: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }
    var isItalic: Bool {
        get { self[ItalicKey.self] }
        set { self[ItalicKey.self] = newValue }
    }
    var fontDesign: Font.Design? {
        get { self[FontDesignKey.self] }
        set { self[FontDesignKey.self] = newValue }
    }
}

extension View {
    /// Sets the default font for text in this view.
    public func font(_ font: Font?) -> some View { environment(\.font, font) }
    /// Sets the alignment of a text view that contains multiple lines of text.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { environment(\.multilineTextAlignment, alignment) }
    /// Sets the maximum number of lines that text can occupy in this view (nil: no limit).
    public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number.map { max(1, $0) }) }
    /// Sets the truncation mode for lines of text that are too long to fit in the available space.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { environment(\.truncationMode, mode) }
    /// Sets the font weight of the text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View { modifier(EnvironmentWritingModifier { $0.fontWeight = weight }) }
    /// Applies a bold font weight to the text in this view.
    public func bold(_ isActive: Bool = true) -> some View { modifier(EnvironmentWritingModifier { $0.fontWeight = isActive ? .bold : nil }) }
    /// Applies italics to the text in this view.
    public func italic(_ isActive: Bool = true) -> some View { modifier(EnvironmentWritingModifier { $0.isItalic = isActive }) }
    /// Sets the font design of the text in this view.
    public func fontDesign(_ design: Font.Design?) -> some View { modifier(EnvironmentWritingModifier { $0.fontDesign = design }) }
}
