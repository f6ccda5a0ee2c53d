/// `EmptyAnimatableData`: an empty type for animatable data: the value of a type that does not animate.

/// An empty type for animatable data: the value of a type that does not animate.
@frozen public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// Creates an empty animatable data value.
    public init() {}
    /// The zero value.
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    /// Adding empty values gives an empty value.
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// Adds in place (nothing changes).
    public static func += (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
    /// Subtracting empty values gives an empty value.
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// Subtracts in place (nothing changes).
    public static func -= (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
    /// Scaling does nothing.
    public mutating func scale(by rhs: Double) {}
    /// Always zero.
    public var magnitudeSquared: Double { 0 }
}
