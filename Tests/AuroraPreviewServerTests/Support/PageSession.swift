import AuroraPreviewServer
import Foundation

/// A `PreviewHTTPServer` over a `FakePreviewBackend` with a headless Chromium tab on its page,
/// torn down whatever the test does.
struct PageSession {
    let server: PreviewHTTPServer
    let backend: FakePreviewBackend
    let port: UInt16
    let browser: Chromium
    let page: ChromiumPage

    var url: String { "http://127.0.0.1:\(port)/" }

    /// Starts the server and browser (its tab at `deviceScaleFactor` device pixels per CSS pixel), loads the page, waits until it has drawn the first
    /// preview's first frame, then runs `body`; stops both afterwards.
    static func run(deviceScaleFactor: Double = 1, _ body: (PageSession) async throws -> Void) async throws {
        let backend = FakePreviewBackend()
        let server = PreviewHTTPServer(port: 0, backend: backend)
        let port = try await server.start()
        let browser: Chromium
        do { browser = try Chromium.launch() } catch {
            await server.stop()
            throw error
        }
        do {
            let page = try await browser.newPage(deviceScaleFactor: deviceScaleFactor)
            try await page.navigate(to: "http://127.0.0.1:\(port)/")
            try await page.waitUntil("window.auroraPreview && auroraPreview.framesDrawn >= 1")
            try await body(PageSession(server: server, backend: backend, port: port, browser: browser, page: page))
        } catch {
            browser.close()
            await server.stop()
            throw error
        }
        browser.close()
        await server.stop()
    }

    /// The point (in CSS pixels of the viewport) of canvas point (`x`, `y`) of variant 0.
    func viewportPoint(x: Double, y: Double, pointsWide: Double = 40) async throws -> (x: Double, y: Double) {
        let box = try await page.boundingBox(of: "#canvas-0")
        let cssPerPoint = box.width / pointsWide
        return (box.x + x * cssPerPoint, box.y + y * cssPerPoint)
    }
}
