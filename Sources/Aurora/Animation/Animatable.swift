/// `Animatable`: a type whose changes SwiftUI interpolates through its `animatableData`.
import Foundation

/// A type that describes how to animate a property of a view: the animation engine interpolates its
/// `animatableData` between the old and new values.
public protocol Animatable {
    /// The type defining the data to animate.
    associatedtype AnimatableData: VectorArithmetic
    /// The data to animate.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// The data to animate: empty, so the type does not animate.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    /// The data to animate: the value itself.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}
extension AnimatablePair: Animatable {}
