/// SwiftUI's animation presets: the default spring, timing curves, springs and their tuned forms.
import Foundation

extension Animation {
    /// The default animation: a spring with response 0.55 and damping fraction 1 (no bounce), as in iOS 17.
    public static let `default` = Animation(FluidSpringAnimation(response: 0.55, dampingFraction: 1, blendDuration: 0))

    /// An animation with a constant speed over 0.35 seconds.
    public static var linear: Animation { linear(duration: 0.35) }
    /// An animation with a constant speed over `duration` seconds.
    public static func linear(duration: TimeInterval) -> Animation { timingCurve(.linear, duration: duration) }

    /// An animation that starts slowly and speeds up, over 0.35 seconds.
    public static var easeIn: Animation { easeIn(duration: 0.35) }
    /// An animation that starts slowly and speeds up, over `duration` seconds.
    public static func easeIn(duration: TimeInterval) -> Animation { timingCurve(.easeIn, duration: duration) }

    /// An animation that starts quickly and slows down, over 0.35 seconds.
    public static var easeOut: Animation { easeOut(duration: 0.35) }
    /// An animation that starts quickly and slows down, over `duration` seconds.
    public static func easeOut(duration: TimeInterval) -> Animation { timingCurve(.easeOut, duration: duration) }

    /// An animation that starts and ends slowly, over 0.35 seconds.
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }
    /// An animation that starts and ends slowly, over `duration` seconds.
    public static func easeInOut(duration: TimeInterval) -> Animation { timingCurve(.easeInOut, duration: duration) }

    /// An animation along a cubic bezier timing curve with control points (p1x, p1y) and (p2x, p2y). Default
    /// duration: 0.35 seconds.
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
                                   duration: TimeInterval = 0.35) -> Animation {
        timingCurve(.bezier(startControlPoint: UnitPoint(x: p1x, y: p1y), endControlPoint: UnitPoint(x: p2x, y: p2y)),
                    duration: duration)
    }

    /// An animation along `curve` over `duration` seconds.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(TimingCurveAnimation(curve: curve, duration: duration))
    }
}

extension Animation {
    /// A persistent spring with the default parameters: duration 0.5, no bounce.
    public static var spring: Animation { spring() }

    /// A persistent spring with a perceptual `duration` (default 0.5) and `bounce` (default 0); a following spring
    /// on the same property takes over keeping the velocity, blending the duration over `blendDuration`.
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
        spring(response: duration, dampingFraction: Spring.dampingRatio(bounce: bounce), blendDuration: blendDuration)
    }

    /// A persistent spring with a `response` (default 0.5 s) and `dampingFraction` (default 0.825).
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825,
                              blendDuration: TimeInterval = 0) -> Animation {
        Animation(FluidSpringAnimation(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }

    /// A persistent spring with the motion of `spring`. Default blend duration: 0.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Self.spring(response: spring.response, dampingFraction: spring.dampingRatio, blendDuration: blendDuration)
    }

    /// A spring for interactive motion with the default parameters: duration 0.15, bounce 0.15, blend duration 0.25
    /// (`interactiveSpring()` picks the duration form, as in SwiftUI).
    public static var interactiveSpring: Animation { interactiveSpring() }

    /// A spring for interactive motion: `response` (default 0.15), `dampingFraction` (default 0.86),
    /// `blendDuration` (default 0.25).
    @_disfavoredOverload
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: TimeInterval = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A spring for interactive motion: `duration` (default 0.15), bounce `0.15 + extraBounce`, `blendDuration`
    /// (default 0.25).
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0.0,
                                         blendDuration: TimeInterval = 0.25) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
    }

    /// A smooth spring: duration 0.5, no bounce.
    public static var smooth: Animation { smooth() }
    /// A smooth spring: `duration` (default 0.5), bounce `0 + extraBounce`.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }

    /// A snappy spring: duration 0.5, bounce 0.15.
    public static var snappy: Animation { snappy() }
    /// A snappy spring: `duration` (default 0.5), bounce `0.15 + extraBounce`.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A bouncy spring: duration 0.5, bounce 0.3.
    public static var bouncy: Animation { bouncy() }
    /// A bouncy spring: `duration` (default 0.5), bounce `0.3 + extraBounce`.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}

extension Animation {
    /// An interpolating spring with the default parameters (duration 0.5, no bounce): overlapping runs add up.
    public static var interpolatingSpring: Animation { interpolatingSpring() }

    /// An interpolating spring with the given physical parameters; `initialVelocity` (default 0) is in fractions
    /// of the change per second. Overlapping interpolating springs add up instead of merging.
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double,
                                           initialVelocity: Double = 0.0) -> Animation {
        interpolatingSpring(Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true),
                            initialVelocity: initialVelocity)
    }

    /// An interpolating spring with a perceptual `duration` (default 0.5) and `bounce` (default 0).
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0,
                                           initialVelocity: Double = 0.0) -> Animation {
        interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }

    /// An interpolating spring with the motion of `spring`. Default initial velocity: 0.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        Animation(InterpolatingSpringAnimation(spring: spring, initialVelocity: initialVelocity))
    }
}

extension Animation {
    /// Delays the start of the animation by `delay` seconds.
    public func delay(_ delay: TimeInterval) -> Animation { Animation(DelayAnimation(base: self, delay: delay)) }

    /// Changes the speed of the animation: 2 runs twice as fast.
    public func speed(_ speed: Double) -> Animation { Animation(SpeedAnimation(base: self, speed: speed)) }

    /// Repeats the animation `repeatCount` times; with `autoreverses` (default true) every other run goes back.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(base: self, repeatCount: repeatCount, autoreverses: autoreverses))
    }

    /// Repeats the animation for as long as the view exists; with `autoreverses` (default true) every other run
    /// goes back.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(base: self, repeatCount: nil, autoreverses: autoreverses))
    }

    /// Marks the animation logically complete (running `.logicallyComplete` completions) after `duration` seconds.
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        Animation(LogicallyCompleteAnimation(base: self, duration: duration))
    }
}
