/// `AnyHashableSendable`: a type-erased value that is both `Hashable` and `Sendable`.

/// Wraps any `Hashable & Sendable` value so that attribute maps can hold values of different
/// types (colours, styles, custom attributes the view layer defines).
public struct AnyHashableSendable: Hashable, Sendable, CustomStringConvertible {
    /// The wrapped value.
    public let base: any Hashable & Sendable

    /// Wraps `base`.
    public init(_ base: some Hashable & Sendable) {
        self.base = base
    }

    public static func == (a: AnyHashableSendable, b: AnyHashableSendable) -> Bool {
        AnyHashable(a.base) == AnyHashable(b.base)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(base))
    }

    public var description: String { String(describing: base) }
}
