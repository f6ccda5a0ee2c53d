/// `ScrollTransitionConfiguration`: how a scroll transition follows a view through the visible region.
import Foundation

/// The configuration of a scroll transition that controls how a transition is applied as a view
/// is scrolled through the visible region of a containing scroll view or other container.
public struct ScrollTransitionConfiguration: Sendable {
    enum Mode: Sendable {
        case identity
        case animated(Animation)
        case interactive(UnitCurve)
    }

    var mode: Mode
    /// For an interactive configuration, an animation towards the interpolated value (it lags the scroll).
    var smoothing: Animation?
    var threshold: Threshold = .visible

    /// Creates a new configuration that does not change the appearance of the view.
    public static let identity = ScrollTransitionConfiguration(mode: .identity)
    /// Creates a new configuration that discretely animates the transition when the view becomes visible.
    public static let animated = ScrollTransitionConfiguration.animated()
    /// Creates a new configuration that interactively interpolates the transition's effect as the
    /// view is scrolled into the visible region of the container.
    public static let interactive = ScrollTransitionConfiguration.interactive()

    /// Creates a new configuration that discretely animates the transition when the view becomes
    /// visible. Default: `.default`.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: .animated(animation))
    }

    /// Creates a new configuration that interactively interpolates the transition's effect as the
    /// view is scrolled into the visible region of the container. Default curve: `.easeInOut`.
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: .interactive(timingCurve))
    }

    /// Sets the animation with which the transition will be applied: for an animated
    /// configuration the animation of each change of phase, for an interactive one an animation
    /// towards the interpolated value.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
        var copy = self
        if case .animated = mode { copy.mode = .animated(animation) } else { copy.smoothing = animation }
        return copy
    }

    /// Sets the threshold at which the view will be considered fully visible. Default: `.visible`.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var copy = self
        copy.threshold = threshold
        return copy
    }

    /// Describes a specific point in the progression of a target view within a container from
    /// hidden (fully outside the container) to visible.
    ///
    /// Aurora measures it as the distance between the view's centre and the container's centre
    /// along the transition's axis at which the threshold is met, for a container `C` and a view
    /// `L` long: `visible(a)` at (C − L·(2a − 1))/2, `centered` at 0.
    public struct Threshold: Sendable {
        let distance: @Sendable (_ container: Double, _ view: Double) -> Double

        /// The target view is fully visible.
        public static let visible = Threshold.visible(1)
        /// The target view is fully hidden.
        public static let hidden = Threshold.visible(0)
        /// The target view is centered within the container.
        public static var centered: Threshold { Threshold { _, _ in 0 } }

        /// The target view is visible by the given amount, where zero is fully hidden, and one is
        /// fully visible. Values less than zero or greater than one are clamped.
        public static func visible(_ amount: Double) -> Threshold {
            let a = amount.isNaN ? 1 : min(max(amount, 0), 1)
            return Threshold { container, view in (container - view * (2 * a - 1)) / 2 }
        }

        /// Returns a threshold that is met when the target view is closer to the center of the
        /// container by `distance`. Use negative values to move the threshold away from the center.
        public func inset(by distance: Double) -> Threshold {
            let base = self.distance
            return Threshold { container, view in max(base(container, view) - (distance.isFinite ? distance : 0), 0) }
        }

        /// Creates a new threshold that combines this threshold value with another threshold,
        /// interpolated by the given amount.
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            let a = self.distance, b = other.distance
            let t = amount.isFinite ? amount : 0
            return Threshold { container, view in a(container, view) + (b(container, view) - a(container, view)) * t }
        }
    }

    /// How far the view has come from hidden to the threshold, 0…1, for a view `length` long whose
    /// centre is `distance` from the centre of a container `container` long.
    func progress(distance: Double, length: Double, container: Double) -> Double {
        let hidden = (container + length) / 2
        let met = threshold.distance(container, length)
        guard hidden > met else { return distance <= met ? 1 : 0 }
        let raw = (hidden - distance) / (hidden - met)
        return raw.isFinite ? min(max(raw, 0), 1) : 1
    }
}
