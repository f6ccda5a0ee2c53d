/// `SnapshotRenderer`: runs a view on a `ViewHost` — colour scheme, scripted events, the clock — and renders the snapshot image.
import Aurora
import AuroraRaster
import Foundation

/// Renders one snapshot of a view.
///
/// The view runs on its own `ViewHost` in the colour scheme asked for; `script` then drives it
/// through the host's public API (taps, drags, `advance(by:)`), and the clock is moved on to
/// `time` seconds after the view appeared unless the script already took it further. The image is
/// the host's frame, drawn over the screen's background (white in light mode, black in dark mode)
/// as a hosting controller draws it.
@MainActor
package struct SnapshotRenderer {
    /// The canvas the view is laid out in.
    package var canvas: SnapshotCanvas
    /// The colour scheme the view sees. Default: `.light`.
    package var colorScheme: ColorScheme
    /// Events sent before the image is taken, through the host's public API. Default: none.
    package var script: (@MainActor (ViewHost) -> Void)?

    /// A renderer for `canvas`.
    package init(canvas: SnapshotCanvas, colorScheme: ColorScheme = .light, script: (@MainActor (ViewHost) -> Void)? = nil) {
        self.canvas = canvas
        self.colorScheme = colorScheme
        self.script = script
    }

    /// The frame at `time` seconds after the view appeared.
    package func render(_ view: some View, at time: TimeInterval = 0) throws(SnapshotRenderError) -> Pixmap {
        try render(view, at: [time])[0]
    }

    /// The frames at each of `times` (seconds after the view appeared, in increasing order), from one run of the view.
    package func render(_ view: some View, at times: [TimeInterval]) throws(SnapshotRenderError) -> [Pixmap] {
        let scale = canvas.scale
        guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
        let host = makeHost(view)
        script?(host)
        var frames: [Pixmap] = []
        for time in times {
            if time.isFinite, time > host.time { host.advance(by: time - host.time) }
            frames.append(try frame(of: host, scale: scale))
        }
        return frames
    }

    private func makeHost(_ view: some View) -> ViewHost {
        switch canvas {
        case .device(let device):
            let host = ViewHost(view, device: device)
            host.colorScheme = colorScheme
            return host
        case .fixed(let width, let height, let scale):
            let host = ViewHost(view, device: .canvas(width: width, height: height, scale: scale))
            host.colorScheme = colorScheme
            return host
        case .sizeThatFits(let scale):
            let host = ViewHost(rootView: view)
            host.colorScheme = colorScheme
            host.layout(proposal: .unspecified, scale: scale)
            return host
        }
    }

    /// The host's current frame, after checking its size can be an image.
    private func frame(of host: ViewHost, scale: CGFloat) throws(SnapshotRenderError) -> Pixmap {
        // Laying out brings `canvasSize` up to date for the size checks below.
        _ = host.displayList
        let size = host.canvasSize
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw .empty(width: size.width, height: size.height)
        }
        let pixelWidth = (size.width * scale).rounded(.up), pixelHeight = (size.height * scale).rounded(.up)
        guard pixelWidth <= CGFloat(Pixmap.maximumSide), pixelHeight <= CGFloat(Pixmap.maximumSide),
              pixelWidth * pixelHeight <= CGFloat(Pixmap.maximumArea) else {
            throw .tooLarge(width: size.width, height: size.height, scale: scale)
        }
        do {
            return try host.render()
        } catch {
            throw .renderFailed(String(describing: error))
        }
    }
}
