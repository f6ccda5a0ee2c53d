/// `Snapshotting.animatedImage` for views: an animation's frames at given times, recorded as an APNG and compared frame by frame.
import Aurora
import AuroraImageIO
import AuroraRaster
import AuroraSnapshotEngine
import Foundation
import SnapshotTesting

extension Snapshotting where Value: Aurora.View, Format == SnapshotAnimation {
    /// A snapshot strategy for an animation: the frames at `times` (seconds after the view
    /// appeared, increasing), recorded as an animated PNG (`.png`, which browsers and image
    /// viewers play) and compared frame by frame.
    ///
    /// Each frame is shown until the next one's time, so the reference plays the animation at its
    /// own pace. The view runs on its own `ViewHost`; `script` drives it before the first frame.
    ///
    /// - Parameters:
    ///   - times: The moments to take, in seconds after the view appeared; at least one.
    ///   - precision: The percentage of pixels of each frame that must match. Default: 1.
    ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be considered a
    ///     match (CIE ΔE 1994). Default: 1.
    ///   - layout: A view layout override. Default: `.sizeThatFits`.
    ///   - traits: A trait collection override, as for `image`. Default: none.
    ///   - script: Events sent to the view's host before the first frame. Default: none.
    public static func animatedImage(
        at times: [TimeInterval],
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        layout: SwiftUISnapshotLayout = .sizeThatFits,
        traits: UITraitCollection = .init(),
        script: (@MainActor (ViewHost) -> Void)? = nil
    ) -> Snapshotting {
        let settings = SnapshotSettings(layout: layout, traits: traits)
        return Snapshotting(pathExtension: "png", diffing: .animatedImage(precision: precision, perceptualPrecision: perceptualPrecision)) { view in
            let box = UncheckedSendable(view)
            return Async(value: SnapshotSettings.onMainActor {
                do throws(SnapshotRenderError) {
                    guard !times.isEmpty else { throw SnapshotRenderError.renderFailed("animatedImage(at:) needs at least one time") }
                    let frames = try SnapshotRenderer(canvas: settings.canvas, colorScheme: settings.colorScheme, script: script)
                        .render(box.value, at: times)
                    return SnapshotAnimation(frames: frames, at: times)
                } catch {
                    return .renderFailed(reason: error.description, placeholder: renderFailurePlaceholder(error.description))
                }
            })
        }
    }
}
