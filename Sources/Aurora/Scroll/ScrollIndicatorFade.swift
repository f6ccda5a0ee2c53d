/// `ScrollIndicatorFade`: how a scroll view's indicators fade out after the content stops, on the frame clock.
import Foundation

/// The opacity of the scroll indicators after the scrolling that showed them ended.
///
/// `UIScrollView`'s indicator "is visible while tracking is underway and fades out after
/// tracking" (`showsVerticalScrollIndicator`'s documentation): it shows while a finger drags
/// the content, while it decelerates, bounces or animates to an offset, and after a wheel
/// scroll; once the content rests it stays for `hold`, then fades to nothing over `duration`
/// with the ease-out curve. UIKit's timings are private; these are Chameleon's (the
/// Iconfactory's UIKit for macOS, `UIScroller`): `quickFlash` holds the indicator 0.5 s after a
/// scroll, `_fadeOut` fades it in 0.33 s with `UIViewAnimationOptionCurveEaseOut`.
enum ScrollIndicatorFade {
    /// How long the indicators stay fully visible once the content rests, in seconds.
    static let hold: TimeInterval = 0.5
    /// How long they take to fade out after the hold, in seconds.
    static let duration: TimeInterval = 0.33

    /// The opacity `elapsed` seconds after the content came to rest: 1 through the hold, then
    /// eased out to 0 (0 for good after `hold + duration`; a negative `elapsed` is still 1).
    static func opacity(after elapsed: TimeInterval) -> Double {
        guard elapsed.isFinite else { return 0 }
        guard elapsed > hold else { return 1 }
        let progress = (elapsed - hold) / duration
        guard progress < 1 else { return 0 }
        return 1 - UnitCurve.easeOut.value(at: progress)
    }

    /// Whether the fade still changes the indicators `elapsed` seconds after the content came to rest.
    static func isFading(after elapsed: TimeInterval) -> Bool {
        elapsed.isFinite && elapsed < hold + duration
    }
}
