/// `GalleryPreviewScene`: a `#Preview` of AuroraGallery as a scene of `aurora record`, so a seed demo's
/// code lives once (in AuroraGallery) and the recording plays it with scripted input.
import Aurora
import AuroraGallery
import AuroraPreview

/// The views of AuroraGallery's previews, by display name.
enum GalleryPreviewScene {
    /// The body of the preview named `name`. The gallery is compiled into this program, so a name
    /// missing here is a mistake in the scene list, stopped at once.
    @MainActor static func view(named name: String) -> AnyView {
        guard let preview = PreviewCatalog.preview(named: name, inModule: "AuroraGallery") else {
            preconditionFailure("AuroraGallery has no #Preview named '\(name)'")
        }
        return preview.makeView()
    }

    /// The "Ripple" preview pressed at three points of the palm tree, spread over the recording:
    /// each press restarts the ripple from where it landed.
    @MainActor static func ripple(_ timing: RecordScene.Timing) -> (AnyView, [ScriptedInput]) {
        let points = [CGPoint(x: 100, y: 135), CGPoint(x: 85, y: 112), CGPoint(x: 115, y: 160)]
        let presses = points.enumerated().map { index, point in
            ScriptedInput.press(at: point, time: 0.1 + timing.seconds * Double(index) / Double(points.count), duration: 0.15)
        }
        return (view(named: "Ripple"), presses)
    }

    /// The avatar preview named `name` tapped at 0.2 s, bringing the avatar online with its
    /// transition, and again just after half the recording, taking it offline. Its whole screen
    /// toggles the avatar, so the taps land near the top left corner, on any device.
    @MainActor static func avatar(named name: String, _ timing: RecordScene.Timing) -> (AnyView, [ScriptedInput]) {
        let point = CGPoint(x: 20, y: 20)
        return (view(named: name), [.tap(at: point, time: 0.2), .tap(at: point, time: timing.seconds / 2 + 0.05)])
    }
}
