@testable import AuroraPreviewServer
import Foundation
import Testing

/// The server shell over loopback, without a browser.
struct PreviewHTTPServerTests {
    @Test func servesThePageWithNoNetworkAssets() async throws {
        let server = PreviewHTTPServer(port: 0, backend: FakePreviewBackend())
        let port = try await server.start()
        let response = try await LoopbackHTTP.get("/", port: port)
        #expect(response.status == 200)
        #expect(response.headers["content-type"] == "text/html; charset=utf-8")
        let html = String(decoding: response.body, as: UTF8.self)
        #expect(html.contains("<title>Aurora Preview</title>"))
        for external in ["http://", "https://", "<link", "src=\"", "@import", "url("] {
            #expect(!html.contains(external), "the page must load nothing from elsewhere: found \(external)")
        }
        #expect(try await LoopbackHTTP.get("/nothing", port: port).status == 404)
        await server.stop()
    }

    @Test func capturesAreServedByValidatedName() async throws {
        let backend = FakePreviewBackend()
        backend.store(capture: [0x89, 0x50, 0x4E, 0x47], named: "ripple-1.png")
        backend.store(capture: [1], named: "..")
        let server = PreviewHTTPServer(port: 0, backend: backend)
        let port = try await server.start()
        let found = try await LoopbackHTTP.get("/captures/ripple-1.png", port: port)
        #expect(found.status == 200)
        #expect(found.body == [0x89, 0x50, 0x4E, 0x47])
        #expect(found.headers["content-type"] == "image/png")
        // A literal `..` segment is resolved by the HTTP layer (`/captures/..` is `/`, the page).
        #expect(try await LoopbackHTTP.get("/captures/..", port: port).body != [1])
        for path in ["/captures/missing.gif", "/captures/%2E%2E", "/captures/a%2Fb", "/captures/", "/captures/a/ripple-1.png"] {
            #expect(try await LoopbackHTTP.get(path, port: port).status == 404, "\(path)")
        }
        await server.stop()
    }

    @Test func captureNamesNameOneFile() {
        for good in ["ripple-1.png", "a.b.gif", ".hidden", "x"] { #expect(PreviewHTTPServer.isCaptureName(good), "\(good)") }
        for bad in ["", ".", "..", "...", "a/b", "a\\b", "a\u{0}b", "a\nb", String(repeating: "a", count: 256)] {
            #expect(!PreviewHTTPServer.isCaptureName(bad), "\(bad.debugDescription)")
        }
    }

    @Test func startTwiceAndATakenPortAreTypedErrors() async throws {
        let server = PreviewHTTPServer(port: 0, backend: FakePreviewBackend())
        let port = try await server.start()
        await #expect(throws: PreviewServerError.alreadyStarted) { _ = try await server.start() }
        let rival = PreviewHTTPServer(port: port, backend: FakePreviewBackend())
        do {
            _ = try await rival.start()
            Issue.record("a second server listened on the taken port \(port)")
            await rival.stop()
        } catch let error as PreviewServerError {
            guard case .cannotListen(let failedPort, _) = error else { throw error }
            #expect(failedPort == port)
        }
        await server.stop()
        // Stopped, it starts again.
        let again = try await server.start()
        #expect(try await LoopbackHTTP.get("/", port: again).status == 200)
        await server.stop()
    }
}
