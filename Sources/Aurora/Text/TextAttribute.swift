/// `TextAttribute` and `Text.customAttribute(_:)`: values a `Text` carries for its `TextRenderer` to read.
import AuroraText
import Foundation

/// A value you can attach to text views to pass data to a `TextRenderer`, which reads it from the
/// layout's runs with `run[MyAttribute.self]`.
public protocol TextAttribute: Hashable {}

extension Text {
    /// Adds a custom attribute to the text view, which a `TextRenderer` reads from the runs of the
    /// laid-out text: `run[T.self]` returns `value` for the runs of this text, nil for others.
    ///
    /// One value per attribute type: applying a second value of the same type replaces the first.
    public func customAttribute<T: TextAttribute>(_ value: T) -> Text {
        let box = TextAttributeBox(value)
        return restyled { $0.customAttributes[TextAttributeBox.key(for: T.self)] = box }
    }
}

/// A custom attribute value, type-erased so it can ride in the text layout's attributes.
///
/// `@unchecked Sendable`: a text attribute is an immutable value the text holds and hands back
/// unchanged; SwiftUI does not require `TextAttribute` to be `Sendable`, so neither does Aurora.
struct TextAttributeBox: Hashable, @unchecked Sendable {
    let value: AnyHashable

    init<T: TextAttribute>(_ value: T) { self.value = AnyHashable(value) }

    /// The key a run's attributes store values of `type` under.
    static func key<T: TextAttribute>(for type: T.Type) -> String { "TextAttribute:" + String(reflecting: type) }

    /// The value of type `T` stored in `attributes`, or nil.
    static func value<T: TextAttribute>(_ type: T.Type, in attributes: [String: AnyHashableSendable]) -> T? {
        guard let box = attributes[key(for: type)]?.base as? TextAttributeBox else { return nil }
        return box.value.base as? T
    }
}
