/// `SubmitTriggers`: a type that defines various triggers that result in the firing of a submission action.

/// A type that defines various triggers that result in the firing of a submission action.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Creates a set of submit triggers.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Defines triggers originating from text input controls like `TextField`.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Defines triggers originating from search fields.
    public static let search = SubmitTriggers(rawValue: 2)
}
