/// `AnimatablePair`: a pair of animatable values, which is itself animatable: how a type animates two values at once.

/// A pair of animatable values, which is itself animatable: how a type animates two values at once.
@frozen public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// Creates an animated pair with the provided values.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The zero pair.
    public static var zero: Self { Self(.zero, .zero) }
    /// Adds component-wise.
    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.first + rhs.first, lhs.second + rhs.second) }
    /// Adds component-wise in place.
    public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
    /// Subtracts component-wise.
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.first - rhs.first, lhs.second - rhs.second) }
    /// Subtracts component-wise in place.
    public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }

    /// Scales both values.
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    /// The sum of both values' squared magnitudes.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

extension AnimatablePair: Hashable where First: Hashable, Second: Hashable {}
