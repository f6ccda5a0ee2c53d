/// `ViewPage`: one gallery page written as a SwiftUI view against `import Aurora`, rendered on a device.
import Aurora
import AuroraGallery
import AuroraImageIO
import AuroraRender
import Foundation

/// A gallery page drawn by the view layer: a title, the device it is shown on and its view.
struct ViewPage {
    /// The file name stem (`view-layout`).
    let slug: String
    /// The page's title on the index.
    let title: String
    /// The device the page is rendered for.
    let device: RenderDevice
    /// The source file and line that declare the page (where `aurora snapshot` keeps its references).
    let file: String
    let line: Int
    /// Makes the page's view.
    let content: @MainActor @Sendable () -> AnyView

    init<Content: View>(slug: String, title: String, device: RenderDevice, file: String = #filePath, line: Int = #line,
                        @ViewBuilder content: @escaping @MainActor @Sendable () -> Content) {
        self.slug = slug
        self.title = title
        self.device = device
        self.file = file
        self.line = line
        self.content = { AnyView(content()) }
    }

    /// Renders the page on `device` to PNG data within `budget`; nil when the view is empty.
    @MainActor
    func render(_ device: RenderDevice, _ budget: RenderBudget) throws -> Data? {
        let renderer = ImageRenderer(content: content())
        renderer.device = device
        renderer.budget = budget
        return try renderer.makePixmap().map { try PNGEncoder().encodedData($0) }
    }

    /// The pages, in index order.
    @MainActor static let all: [ViewPage] = [
        ViewPage(slug: "view-wwdc21-gradient-detail", title: "WWDC21: gradient detail screen", device: .iPhone15Pro) {
            NavigationStack { GradientDetailView(gradient: .constant(GradientLibraryModel.samples[0])) }
        },
        ViewPage(slug: "view-layout", title: "Views: stacks, frames, alignment, grid, safe areas", device: .canvas(width: 360, height: 420, scale: 2)) {
            LayoutPage()
        },
        ViewPage(slug: "view-shapes", title: "Views: shapes, fill, stroke, trim, inset", device: .canvas(width: 360, height: 260, scale: 2)) {
            ShapesPage()
        },
        ViewPage(slug: "view-styles", title: "Views: colours and gradients", device: .canvas(width: 360, height: 300, scale: 2)) {
            StylesPage()
        },
        ViewPage(slug: "view-effects", title: "Views: effects as display-list nodes", device: .canvas(width: 360, height: 340, scale: 2)) {
            EffectsPage()
        },
        ViewPage(slug: "view-text", title: "Views: text styles and styling", device: .canvas(width: 360, height: 360, scale: 2)) {
            TextPage()
        },
        ViewPage(slug: "view-canvas", title: "Canvas and GraphicsContext: WWDC21 sparkles, shadings, filters, clips, layers",
                 device: .canvas(width: 340, height: 400, scale: 2)) {
            CanvasPage()
        },
        ViewPage(slug: "view-symbols", title: "Views: symbol images, weights, scales, rendering modes", device: .canvas(width: 380, height: 470, scale: 2)) {
            SymbolsPage()
        },
        ViewPage(slug: "view-mesh-gradients", title: "Styles: mesh gradients", device: .canvas(width: 360, height: 400, scale: 2)) {
            MeshGradientsPage()
        },
        ViewPage(slug: "view-materials", title: "Views: materials, hierarchical styles, vibrancy, dark mode", device: .canvas(width: 360, height: 720, scale: 2)) {
            MaterialsPage()
        },
        ViewPage(slug: "view-text-renderer", title: "TextRenderer: a wave, rotated glyphs, highlighted attributes, staggered appearance",
                 device: .canvas(width: 340, height: 300, scale: 2)) {
            TextRendererPage()
        },
    ]

    /// Renders every page into `directory` as `<slug>.png`, calling `progress` after each, and returns the files written with their titles.
    @MainActor
    static func writeAll(in directory: URL, progress: () -> Void) throws(GalleryError) -> [(file: String, title: String)] {
        var written: [(file: String, title: String)] = []
        for page in all {
            let rendered: Data?
            do { rendered = try page.render(page.device, .default) } catch { throw .renderFailed(topic: page.slug, reason: "\(error)") }
            guard let png = rendered else { throw .renderFailed(topic: page.slug, reason: "the view rendered nothing") }
            let file = directory.appendingPathComponent(page.slug + ".png")
            do throws(ImageIOError) {
                try OutputFile.write(png, toPath: file.path)
            } catch {
                throw .outputFailed(error)
            }
            written.append((page.slug + ".png", page.title))
            progress()
        }
        return written
    }
}
