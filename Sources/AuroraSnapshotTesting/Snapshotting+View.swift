/// `Snapshotting.image` for views: a view rendered by Aurora on a device, a fixed size or its own size, at a moment after scripted events.
import Aurora
import AuroraImageIO
import AuroraRaster
import AuroraSnapshotEngine
import Foundation
import SnapshotTesting

extension Snapshotting where Value: Aurora.View, Format == SnapshotImage {
    /// A snapshot strategy for comparing SwiftUI Views based on pixel equality.
    public static var image: Snapshotting { .image() }

    /// A snapshot strategy for comparing SwiftUI Views based on pixel equality.
    ///
    /// The view runs on its own `ViewHost`; `script` drives it first (taps, drags, typing,
    /// `advance(by:)`), then the clock moves on to `time` seconds after the view appeared (unless the
    /// script took it further) and that frame is the snapshot, over the screen's background.
    ///
    /// - Parameters:
    ///   - precision: The percentage of pixels that must match. Default: 1.
    ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be considered a
    ///     match (CIE ΔE 1994). 98-99% mimics the precision of the human eye. Default: 1.
    ///   - layout: A view layout override. Default: `.sizeThatFits`.
    ///   - traits: A trait collection override: `userInterfaceStyle` sets the colour scheme,
    ///     `displayScale` the scale (default: the device's, else 1).
    ///   - time: Seconds after the view appeared at which the snapshot is taken. Default: 0.
    ///   - script: Events sent to the view's host before the snapshot is taken. Default: none.
    public static func image(
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        layout: SwiftUISnapshotLayout = .sizeThatFits,
        traits: UITraitCollection = .init(),
        at time: TimeInterval = 0,
        script: (@MainActor (ViewHost) -> Void)? = nil
    ) -> Snapshotting {
        rendering(at: [time], precision: precision, perceptualPrecision: perceptualPrecision, layout: layout, traits: traits, script: script)
    }

    /// A snapshot strategy for an animation: the frames at `times` (seconds after the view appeared,
    /// increasing) side by side in one strip, compared as one image.
    ///
    /// The parameters are those of `image(precision:perceptualPrecision:layout:traits:at:script:)`;
    /// `script` runs before the first frame.
    public static func frames(
        at times: [TimeInterval],
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        layout: SwiftUISnapshotLayout = .sizeThatFits,
        traits: UITraitCollection = .init(),
        script: (@MainActor (ViewHost) -> Void)? = nil
    ) -> Snapshotting {
        rendering(at: times, precision: precision, perceptualPrecision: perceptualPrecision, layout: layout, traits: traits, script: script)
    }

    /// The strategy that renders the frames at `times` (one frame, or a strip of several) on the main actor.
    private static func rendering(
        at times: [TimeInterval], precision: Float, perceptualPrecision: Float, layout: SwiftUISnapshotLayout,
        traits: UITraitCollection, script: (@MainActor (ViewHost) -> Void)?
    ) -> Snapshotting {
        let settings = SnapshotSettings(layout: layout, traits: traits)
        return Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)) { view in
            let box = UncheckedSendable(view)
            return Async(value: SnapshotSettings.onMainActor {
                snapshotImage { () throws(SnapshotRenderError) -> Pixmap in
                    guard !times.isEmpty else { throw SnapshotRenderError.renderFailed("frames(at:) needs at least one time") }
                    let frames = try SnapshotRenderer(canvas: settings.canvas, colorScheme: settings.colorScheme, script: script)
                        .render(box.value, at: times)
                    return frames.count == 1 ? frames[0] : try FrameStrip.join(frames)
                }
            })
        }
    }
}

/// The snapshot of a render, or of its failure with a red placeholder panel that says why.
@MainActor
func snapshotImage(_ render: @MainActor () throws(SnapshotRenderError) -> Pixmap) -> SnapshotImage {
    do {
        return .pixmap(try render())
    } catch {
        return .renderFailed(reason: error.description, placeholder: renderFailurePlaceholder(error.description))
    }
}

/// The PNG recorded for a view that could not be rendered: a red panel that says why, as
/// swift-snapshot-testing writes for a view of zero size (empty data if even that fails).
@MainActor
func renderFailurePlaceholder(_ reason: String) -> Data {
    let panel = Text("Error: No image could be generated for this view: \(reason)")
        .font(.caption)
        .foregroundStyle(Color.white)
        .padding(8)
        .frame(width: 400, height: 80)
        .background(Color.red)
    return (try? SnapshotRenderer(canvas: .sizeThatFits(scale: 1)).render(panel)).flatMap { try? PNGEncoder().encodedData($0) } ?? Data()
}
