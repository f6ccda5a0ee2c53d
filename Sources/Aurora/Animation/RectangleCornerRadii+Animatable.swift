/// `RectangleCornerRadii` and `UnevenRoundedRectangle` animate their four corner radii.
import AuroraGeometry
import Foundation

extension RectangleCornerRadii: Animatable {
    /// The radii as ((topLeading, bottomLeading), (bottomTrailing, topTrailing)).
    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(AnimatablePair(topLeading, bottomLeading), AnimatablePair(bottomTrailing, topTrailing)) }
        set {
            (topLeading, bottomLeading) = (newValue.first.first, newValue.first.second)
            (bottomTrailing, topTrailing) = (newValue.second.first, newValue.second.second)
        }
    }
}

extension UnevenRoundedRectangle {
    /// The four corner radii.
    public var animatableData: RectangleCornerRadii.AnimatableData {
        get { cornerRadii.animatableData }
        set { cornerRadii.animatableData = newValue }
    }
}
