/// `Color.Resolved` animates its linear sRGB components and opacity, as SwiftUI interpolates colours.
import Foundation

extension Color.Resolved: Animatable {
    /// The components interpolated: (linear red, linear green, linear blue, opacity), each scaled by 128 so that a
    /// colour change settles (springs stop within a tolerance of their distance) like a move of about 128 points.
    public var animatableData: AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>> {
        get {
            let scale = Self.animationScale
            return AnimatablePair(linearRed * scale, AnimatablePair(linearGreen * scale,
                                                                      AnimatablePair(linearBlue * scale, opacity * scale)))
        }
        set {
            let scale = 1 / Self.animationScale
            linearRed = newValue.first * scale
            linearGreen = newValue.second.first * scale
            linearBlue = newValue.second.second.first * scale
            // A spring may overshoot: opacity stays within 0…1; components may leave the gamut (extended sRGB).
            opacity = min(max(newValue.second.second.second * scale, 0), 1)
        }
    }

    /// The factor between the components and their animatable data.
    static let animationScale: Float = 128
}
