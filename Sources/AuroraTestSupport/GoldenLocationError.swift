/// `GoldenLocationError`: why a golden's location could not be worked out.

/// Why a golden's location could not be worked out.
public struct GoldenLocationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var message: String
    /// The message.
    public var description: String { message }
}
