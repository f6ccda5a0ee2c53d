/// `PreviewRequestValue`: a value the page sets a `@Previewable` to, as JSON gives it.
import Aurora
import Foundation

/// A value the page sets a `@Previewable` to, as JSON gives it.
public enum PreviewRequestValue: Equatable, Sendable {
    case number(Double)
    case bool(Bool)
    case text(String)
    /// Two or four numbers: a point or size, or a colour's red, green, blue and opacity.
    case numbers([Double])

    init(_ value: JSONValue?) throws(PreviewRequestError) {
        switch value {
        case .number(let number): self = .number(number)
        case .bool(let bool): self = .bool(bool)
        case .string(let text): self = .text(text)
        case .array(let list):
            let numbers = list.compactMap { if case .number(let n) = $0 { n } else { nil } }
            guard numbers.count == list.count, numbers.count == 2 || numbers.count == 4 else {
                throw .malformed("'value' as a list must hold 2 or 4 numbers")
            }
            self = .numbers(numbers)
        default: throw .malformed("'value' is missing or not a number, bool, string or list")
        }
    }
}
