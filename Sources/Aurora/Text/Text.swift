/// `Text`: a view that displays one or more lines of read-only, styled text.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// A view that displays one or more lines of read-only text.
public struct Text: Equatable, Sendable {
    /// One piece of text with the styling applied to it with `Text` modifiers.
    struct Segment: Equatable, Sendable {
        var string: String
        var style = SegmentStyle()
    }

    /// Styling a `Text` value carries; nil fields come from the environment.
    struct SegmentStyle: Equatable, Sendable {
        var font: Font?
        var weight: Font.Weight?
        var italic = false
        var design: Font.Design?
        var foreground: AnyShapeStyleBox?
        var kerning: CGFloat = 0
        var tracking: CGFloat = 0
        var baselineOffset: CGFloat = 0
        var underline: Color??
        var strikethrough: Color??
        /// Custom attributes for a `TextRenderer`, by `TextAttributeBox.key(for:)`.
        var customAttributes: [String: TextAttributeBox] = [:]
    }

    var segments: [Segment]

    /// Creates a text view that displays a string literal without localization.
    public init(verbatim content: String) { segments = [Segment(string: content)] }

    /// Creates a text view that displays a stored string without localization. Disfavoured, as
    /// in SwiftUI, so a literal with interpolations (`"\(count) \(Text("colors").bold())"`) is a
    /// `LocalizedStringKey` whose inner texts keep their styles.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { segments = [Segment(string: String(content))] }

    /// Creates a text view that displays a localized string key (Aurora displays the key's text; its interpolations are formatted in place).
    public init(_ key: LocalizedStringKey) { segments = key.segments }

    /// Concatenates the text in two text views in a new text view.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var result = lhs
        result.segments.append(contentsOf: rhs.segments)
        return result
    }

    /// The characters of the text.
    var string: String { segments.map(\.string).joined() }

    func restyled(_ change: (inout SegmentStyle) -> Void) -> Text {
        var copy = self
        for index in copy.segments.indices { change(&copy.segments[index].style) }
        return copy
    }
}

/// A shape style stored in a text value, compared by the identity of its boxing.
struct AnyShapeStyleBox: Equatable, @unchecked Sendable {
    let style: any ShapeStyle
    let id: ObjectIdentifier
    private final class Token {}
    private let token = Token()

    init(_ style: any ShapeStyle) {
        self.style = style
        id = ObjectIdentifier(token)
    }

    static func == (lhs: AnyShapeStyleBox, rhs: AnyShapeStyleBox) -> Bool {
        if let a = lhs.style as? Color, let b = rhs.style as? Color { return a == b }
        return lhs.token === rhs.token
    }
}
