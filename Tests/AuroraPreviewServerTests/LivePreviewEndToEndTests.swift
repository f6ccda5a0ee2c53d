/// The live preview as a developer uses it: `aurora preview` started from the command line, its
/// page in a real headless Chromium — a click on the canvas changes the frame, the debug panel
/// drives the preview, a saved edit shows up, and a compile error shows the overlay.
import AuroraTestSupport
import Foundation
import Testing

@Suite(.serialized, .enabled(if: Chromium.isAvailable, Chromium.unavailableReason))
struct LivePreviewEndToEndTests {
    /// A checksum of the canvas's pixels.
    private func canvasChecksum(_ page: ChromiumPage) async throws -> Int {
        try await page.evaluate("""
            (() => { const c = document.querySelector('#canvas-0'); const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
              let h = 0; for (let i = 0; i < d.length; i += 4) h = (h * 31 + d[i] + 7 * d[i + 1] + 13 * d[i + 2]) % 1000000007; return h; })()
            """, as: Int.self)
    }

    private func open(_ page: ChromiumPage, preview id: String) async throws {
        let item = ".preview-item[data-id=\(ChromiumPage.quoted(id))]"
        try await page.waitUntil("document.querySelector(\(ChromiumPage.quoted(item)))", timeout: .seconds(30))
        try await page.run("document.querySelector(\(ChromiumPage.quoted(item))).click()")
        try await page.run("const s = document.getElementById('scale'); s.value = '1'; s.dispatchEvent(new Event('change'))")
        try await page.waitUntil("window.auroraPreview && auroraPreview.framesDrawn >= 1", timeout: .seconds(600))
    }

    @Test(.timeLimit(.minutes(15)))
    func theGallerysTextTransitionAnswersATapAndItsPanel() async throws {
        let server = try AuroraPreviewProcess([], timeout: 60)
        defer { server.stop() }
        let browser = try Chromium.launch()
        defer { browser.close() }
        let page = try await browser.newPage()
        try await page.navigate(to: server.url)
        try await open(page, preview: "AuroraGallery/TextTransitionPreview.swift:4")
        let toggle = "[data-control='isVisible'] input[type=checkbox]"
        try await page.waitUntil("document.querySelector(\(ChromiumPage.quoted(toggle)))?.checked === true", timeout: .seconds(60))
        let shown = try await settledChecksum(page)

        // The switch in the group box: 16 (padding) + 16 (box inset) + 25 in from the right, below the 59-point inset.
        let canvas = try await page.boundingBox(of: "#canvas-0")
        let perPoint = canvas.width / 393
        try await page.click(x: canvas.x + (393 - 57) * perPoint, y: canvas.y + (59 + 16 + 16 + 15.5) * perPoint)
        try await page.waitUntil("document.querySelector(\(ChromiumPage.quoted(toggle))).checked === false", timeout: .seconds(60))
        let hidden = try await settledChecksum(page, changedFrom: shown)
        #expect(hidden != shown, "the title went away")

        // The debug panel's toggle brings it back.
        try await page.run("document.querySelector(\(ChromiumPage.quoted(toggle))).click()")
        try await page.waitUntil("document.querySelector(\(ChromiumPage.quoted(toggle))).checked === true", timeout: .seconds(60))
        #expect(try await settledChecksum(page, changedFrom: hidden) != hidden, "the title is back")
    }

    /// The canvas's checksum once it has stopped changing (the same for a second); with
    /// `previous`, once it has first moved away from that checksum (a loaded machine may show the
    /// control's new state before the first new frame arrives). Gives up after 60 seconds.
    private func settledChecksum(_ page: ChromiumPage, changedFrom previous: Int? = nil) async throws -> Int {
        var last = try await canvasChecksum(page)
        var stableSince = Date()
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            try await Task.sleep(for: .milliseconds(250))
            let now = try await canvasChecksum(page)
            if now != last {
                last = now
                stableSince = Date()
            } else if now != previous && Date().timeIntervalSince(stableSince) >= 1 {
                return now
            }
        }
        return last
    }

    @Test(.timeLimit(.minutes(30)))
    func aPackagesSliderEditAndCompileErrorShowInTheBrowser() async throws {
        try await PreviewFixturePackage.withCopy { root in
            let server = try AuroraPreviewProcess(["--package", root.path, "--configuration", "debug"], timeout: 1500)
            defer { server.stop() }
            let browser = try Chromium.launch()
            defer { browser.close() }
            let page = try await browser.newPage()
            try await page.navigate(to: server.url)
            try await open(page, preview: "PreviewFixture/Swatch.swift:20")
            // A 20-point red square in the middle of the iPhone 15 Pro safe area (393 × 852 at 1×, insets 59 and 34).
            let centre = (x: 196, y: 438), outside = (x: 196 + 15, y: 438)
            try await page.waitUntil("true", timeout: .seconds(1))
            #expect(try await waitForPixel(page, centre) { $0[0] > 200 && $0[1] < 100 }, "red in the middle")
            #expect(try await page.pixel(ofCanvas: "#canvas-0", x: outside.x, y: outside.y) == [255, 255, 255, 255], "white 15 points right")

            // The debug panel's slider (0…40: twice the first value) makes the square larger.
            let slider = "[data-control='side'] input[type=range]"
            try await page.waitUntil("document.querySelector(\(ChromiumPage.quoted(slider)))")
            try await page.run("const s = document.querySelector(\(ChromiumPage.quoted(slider))); s.value = '40'; s.dispatchEvent(new Event('input'))")
            #expect(try await waitForPixel(page, outside) { $0[0] > 200 && $0[1] < 100 }, "red 15 points right: the square is 40 wide")

            // A saved edit: blue instead of red, within the reload budget; the slider's value is kept.
            let file = root.appendingPathComponent(PreviewFixturePackage.swatchPath)
            let original = try String(contentsOf: file, encoding: .utf8)
            let edited = original.replacingOccurrences(of: ".fill(Color.red)", with: ".fill(Color.blue)")
            let saved = Date()
            try PreviewFixturePackage.write(edited, to: file)
            #expect(try await waitForPixel(page, outside, seconds: 300) { $0[2] > 200 && $0[0] < 100 }, "blue, still 40 wide")
            print("edit to pixels in the browser: \(Date().timeIntervalSince(saved)) s")

            // A compile error: the overlay names the file and line; the last frame stays.
            try PreviewFixturePackage.write(edited.replacingOccurrences(of: "width: side", with: "width: sied"), to: file)
            try await page.waitUntil("!document.getElementById('overlay').hidden", timeout: .seconds(300))
            let diagnostics = try await page.evaluate("document.getElementById('diagnostics').textContent", as: String.self)
            #expect(diagnostics.contains("Swatch.swift") && diagnostics.contains("cannot find 'sied' in scope"), "\(diagnostics)")
            #expect(try await page.pixel(ofCanvas: "#canvas-0", x: outside.x, y: outside.y)[2] > 200, "the last good frame stays")
            try PreviewFixturePackage.write(original, to: file)
        }
    }

    /// Polls the canvas pixel at `point` until `condition` holds.
    private func waitForPixel(_ page: ChromiumPage, _ point: (x: Int, y: Int), seconds: Double = 30,
                              _ condition: ([UInt8]) -> Bool) async throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition(try await page.pixel(ofCanvas: "#canvas-0", x: point.x, y: point.y)) { return true }
            try await Task.sleep(for: .milliseconds(100))
        }
        return false
    }
}
