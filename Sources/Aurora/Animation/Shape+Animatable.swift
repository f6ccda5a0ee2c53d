/// The animatable data of SwiftUI's built-in shapes and shape modifiers.
import AuroraGeometry
import Foundation

// Rectangle, Circle, Ellipse, Capsule, Path and AnyShape do not animate: `Shape` defaults to `EmptyAnimatableData`.

extension RoundedRectangle {
    /// The corner size.
    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }
}

extension UnevenRoundedRectangle {
    /// The four corner radii.
    public var animatableData: RectangleCornerRadii.AnimatableData {
        get { cornerRadii.animatableData }
        set { cornerRadii.animatableData = newValue }
    }
}

extension OffsetShape {
    /// The shape's data and the offset.
    public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, offset.animatableData) }
        set {
            shape.animatableData = newValue.first
            offset.animatableData = newValue.second
        }
    }
}

extension ScaledShape {
    /// The shape's data, the scale and the anchor.
    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(scale.animatableData, anchor.animatableData)) }
        set {
            shape.animatableData = newValue.first
            scale.animatableData = newValue.second.first
            anchor.animatableData = newValue.second.second
        }
    }
}

extension RotatedShape {
    /// The shape's data, the angle and the anchor.
    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(angle.animatableData, anchor.animatableData)) }
        set {
            shape.animatableData = newValue.first
            angle.animatableData = newValue.second.first
            anchor.animatableData = newValue.second.second
        }
    }
}

extension TransformedShape {
    /// The shape's data (the transform does not animate).
    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}

extension TrimmedShape {
    /// The shape's data and the trim fractions.
    var animatableData: AnimatablePair<Base.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(from, to)) }
        set {
            shape.animatableData = newValue.first
            (from, to) = (newValue.second.first, newValue.second.second)
        }
    }
}

extension StrokedShape {
    /// The shape's data (the stroke style does not animate).
    var animatableData: Base.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}
