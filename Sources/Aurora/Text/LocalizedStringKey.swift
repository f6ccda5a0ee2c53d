/// `LocalizedStringKey`: the key for a localized string resource; Aurora shows the text with interpolations formatted in place.
import Foundation

/// The key for a localized string resource; Aurora shows the text with interpolations formatted in place.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    var segments: [Text.Segment]

    /// Creates a localized string key from the given string value.
    public init(_ value: String) { segments = [Text.Segment(string: value)] }

    /// Creates an instance from a string literal.
    public init(stringLiteral value: String) { self.init(value) }

    /// Creates an instance from a string interpolation.
    public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }

    /// Represents the contents of a string literal with interpolations while it's being built.
    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [Text.Segment] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        mutating func appendPlain(_ string: String) {
            if let last = segments.indices.last, segments[last].style == Text.SegmentStyle() {
                segments[last].string += string
            } else {
                segments.append(Text.Segment(string: string))
            }
        }

        /// Appends a literal string.
        public mutating func appendLiteral(_ literal: String) { appendPlain(literal) }
        /// Appends a string.
        public mutating func appendInterpolation(_ string: String) { appendPlain(string) }
        /// Appends a value's description. Constrained to describable values so an inner `Text`
        /// with its own modifiers (`"\(Text("red").foregroundColor(.red))"`) picks the `Text` overload.
        public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) { appendPlain(value.description) }
        /// Appends a text value with its own styling.
        public mutating func appendInterpolation(_ text: Text) { segments.append(contentsOf: text.segments) }
    }
}
