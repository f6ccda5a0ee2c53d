/// `VectorArithmetic`, `EmptyAnimatableData` and `AnimatablePair`: the values animations interpolate.
import Foundation

/// A type that can serve as the animatable data of an animatable type: a vector space with scaling and a magnitude.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component of this value by the given value.
    mutating func scale(by rhs: Double)
    /// Returns the dot-product of this vector arithmetic instance with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// Returns a value with each component of this value multiplied by the given value.
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }

    /// Interpolates this value with `other` by the specified `amount`: `self + (other − self) × amount`.
    public mutating func interpolate(towards other: Self, amount: Double) {
        self += (other - self).scaled(by: amount)
    }

    /// Returns this value interpolated with `other` by the specified `amount`.
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var copy = self
        copy.interpolate(towards: other, amount: amount)
        return copy
    }
}

extension Double: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The square of the value.
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The square of the value.
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The square of the value.
    public var magnitudeSquared: Double { Double(self * self) }
}

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
