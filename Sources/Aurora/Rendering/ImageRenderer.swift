/// `ImageRenderer`: renders a view to a pixmap or PNG data — the end of the data flow.
import AuroraDisplayList
import AuroraGeometry
import AuroraImageIO
import AuroraRaster
import AuroraRender
import Foundation

/// An object that creates images from SwiftUI views.
///
/// Aurora's forms of SwiftUI's `cgImage`/`uiImage` are `pixmap` (premultiplied RGBA8) and
/// `pngData()`. A renderer keeps its view graph, so `@State` survives between renders.
@MainActor
public final class ImageRenderer<Content: View> {
    /// The root view rendered by this image renderer.
    public var content: Content { didSet { host.setRootView(content) } }
    /// The size proposed to the root view. Default: `.unspecified` (the view's ideal size).
    public var proposedSize: ProposedViewSize = .unspecified
    /// The scale at which to render the image. Default: 1.
    public var scale: CGFloat = 1
    /// A Boolean value that indicates whether the alpha channel of the image is fully opaque
    /// (transparent areas render black). Default: false.
    public var isOpaque = false
    /// The device to render for (Aurora): when set, the canvas is the device's screen, the content
    /// is laid out in its safe area and `scale` and `proposedSize` are ignored. Default: nil.
    public var device: RenderDevice?
    /// The memory and time one render may take (Aurora); past it, `makePixmap()` throws and
    /// `pixmap` is nil. Default: `RenderBudget.default`.
    public var budget = RenderBudget.default

    package let host: ViewHost

    /// Creates a renderer object with a source content view.
    public init(content view: Content) {
        content = view
        host = ViewHost(rootView: view)
    }

    /// The display list of the current content: the value the renderer draws (Aurora).
    public var displayList: DisplayList {
        layout()
        return host.buildDisplayList()
    }

    /// The size of the rendered image in points for the current content and settings.
    public var renderedSize: CGSize {
        layout()
        return host.canvasSize
    }

    /// The current contents of the view, rasterized as a pixmap, or nil for an empty or unrenderable view.
    public var pixmap: Pixmap? {
        (try? makePixmap()) ?? nil
    }

    /// The current contents of the view, rasterized as a pixmap, or nil for an empty view (Aurora);
    /// throws the renderer's `DisplayListRenderError` (a canvas too large, the `budget` passed).
    public func makePixmap() throws -> Pixmap? {
        layout()
        let size = host.canvasSize
        let renderScale = device?.scale ?? scale
        guard size.width > 0, size.height > 0, renderScale.isFinite, renderScale > 0 else { return nil }
        let list = host.buildDisplayList()
        return try DisplayListRenderer(budget: budget).render(list, size: size, scale: renderScale, background: isOpaque ? .black : nil)
    }

    /// The current contents of the view as PNG data, or nil for an empty or unrenderable view.
    public func pngData() -> Data? {
        guard let pixmap else { return nil }
        return try? PNGEncoder().encodedData(pixmap)
    }

    private func layout() {
        if let device {
            host.layout(device: device)
        } else {
            host.layout(proposal: proposedSize, scale: scale)
        }
    }
}
