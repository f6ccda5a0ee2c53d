@testable import AuroraPreviewServer
import Foundation
import Testing

/// The page in a real headless Chromium against `FakePreviewBackend`.
@Suite(.serialized, .enabled(if: Chromium.isAvailable, Chromium.unavailableReason))
struct PreviewPageTests {
    @Test func pageListsPreviewsGroupedByFileAndOpensTheFirst() async throws {
        try await PageSession.run { session in
            let files = try await session.page.evaluate("[...document.querySelectorAll('.file-name')].map(e => e.textContent)", as: [String].self)
            #expect(files == ["Demo/Ripple.swift", "Demo/Counter.swift"])
            let names = try await session.page.evaluate("[...document.querySelectorAll('.preview-item')].map(e => e.textContent)", as: [String].self)
            #expect(names == ["Ripple", "Ripple Editor", "Counter"])
            let open = try await session.backend.waitForMessage(of: 0, type: "open")
            #expect(open["preview"] as? String == "Demo/Ripple.swift:10")
            #expect(open["device"] as? String == "tiny")
            #expect(open["width"] as? Int == 40 && open["height"] as? Int == 30 && open["scale"] as? Int == 2)
            #expect(open["orientation"] as? String == "portrait" && open["scheme"] as? String == "light")

            // A second `hello` (the list changed after a hot reload) keeps the open session.
            await session.backend.send(.text(FakePreviewBackend.hello), to: 0)
            try await session.page.run("document.getElementById('step').click()")
            _ = try await session.backend.waitForMessage(of: 0, type: "step")
            #expect(session.backend.messages(of: 0, type: "open").count == 1)
            // Choosing another preview opens it.
            let item = try await session.page.boundingBox(of: ".preview-item[data-id='Demo/Counter.swift:5']")
            try await session.page.click(x: item.x + 10, y: item.y + item.height / 2)
            _ = try await session.backend.waitForMessage(of: 0, type: "open") { $0["preview"] as? String == "Demo/Counter.swift:5" }
        }
    }

    @Test(arguments: [1.0, 2.0])
    func clickOnTheCanvasSendsPointerDownAndUpInPointsAtEveryZoom(devicePixelRatio: Double) async throws {
        try await PageSession.run(deviceScaleFactor: devicePixelRatio) { session in
            #expect(try await session.page.evaluate("devicePixelRatio", as: Double.self) == devicePixelRatio)
            for (zoom, point) in [("1", (x: 12.0, y: 15.0)), ("2", (x: 30.0, y: 7.5))] {
                try await session.page.run("const z = document.getElementById('zoom'); z.value = '\(zoom)'; z.dispatchEvent(new Event('change'))")
                let box = try await session.page.boundingBox(of: "#canvas-0")
                #expect(box.width == 40 * Double(zoom)!, "canvas CSS width = pixels / scale × zoom")
                let target = try await session.viewportPoint(x: point.x, y: point.y)
                let before = session.backend.messages(of: 0, type: "pointer").count
                try await session.page.click(x: target.x, y: target.y)
                _ = try await session.backend.waitForMessage(of: 0, type: "pointer") { $0["phase"] as? String == "up" && ($0["x"] as? Double) == point.x }
                let pointers = Array(session.backend.messages(of: 0, type: "pointer").dropFirst(before))
                #expect(pointers.map { $0["phase"] as? String } == ["down", "up"])
                for message in pointers {
                    #expect(message["x"] as? Double == point.x)
                    #expect(message["y"] as? Double == point.y)
                    #expect(message["pointer"] as? Int == 0)
                }
            }
        }
    }

    @Test func touchesArriveAsPointerEventsWithTheirTouchID() async throws {
        try await PageSession.run { session in
            let target = try await session.viewportPoint(x: 20, y: 10)
            try await session.page.touch("touchStart", points: [(target.x, target.y, 4)])
            try await session.page.touch("touchEnd", points: [])
            let up = try await session.backend.waitForMessage(of: 0, type: "pointer") { $0["phase"] as? String == "up" }
            let down = try #require(session.backend.messages(of: 0, type: "pointer").first)
            #expect(down["phase"] as? String == "down")
            #expect(down["x"] as? Double == 20 && down["y"] as? Double == 10)
            #expect(up["pointer"] as? Int == down["pointer"] as? Int)
            #expect((down["pointer"] as? Int ?? 0) >= 1, "touch ids are 1 + the touch identifier; 0 is the mouse")
        }
    }

    @Test func wheelAndKeysReachTheServer() async throws {
        try await PageSession.run { session in
            let target = try await session.viewportPoint(x: 10, y: 10)
            try await session.page.click(x: target.x, y: target.y)
            try await session.page.mouse("mouseWheel", x: target.x, y: target.y, buttons: 0, deltaX: 0, deltaY: 40)
            let wheel = try await session.backend.waitForMessage(of: 0, type: "wheel")
            #expect(wheel["dy"] as? Double == 40 && wheel["dx"] as? Double == 0)
            // A WheelEvent's clientX is whole CSS pixels (a PointerEvent's is not): within one point.
            #expect(abs((wheel["x"] as? Double ?? 0) - 10) < 1)
            try await session.page.press(key: "Shift", code: "ShiftLeft")
            try await session.page.press(key: "ArrowLeft", code: "ArrowLeft")
            _ = try await session.backend.waitForMessage(of: 0, type: "key") { $0["key"] as? String == "ArrowLeft" }
            try await session.page.press(key: "a", code: "KeyA", text: "a")
            let key = try await session.backend.waitForMessage(of: 0, type: "key") { $0["key"] as? String == "a" }
            #expect(key["modifiers"] as? [String] == [])
            #expect(session.backend.messages(of: 0, type: "key").map { $0["key"] as? String } == ["ArrowLeft", "a"], "Shift alone is no key press")
            try await session.page.send("Input.insertText", ["text": "héllo"])
            _ = try await session.backend.waitForMessage(of: 0, type: "text") { $0["text"] as? String == "héllo" }
        }
    }

    @Test func frameRectanglesLandAtTheirPixels() async throws {
        try await PageSession.run { session in
            #expect(try await session.page.pixel(ofCanvas: "#canvas-0", x: 79, y: 59) == FakePreviewBackend.sessionColor)
            let green: [UInt8] = [10, 220, 30, 255], blue: [UInt8] = [0, 0, 255, 255]
            let frame = TestFrame.bytes(variant: 0, sequence: 1, time: 0.5, canvasWidth: 80, canvasHeight: 60, rects: [
                .init(x: 10, y: 5, width: 6, height: 4, pixels: Array([[UInt8]](repeating: green, count: 24).joined())),
                .init(x: 79, y: 0, width: 1, height: 2, pixels: blue + blue),
            ])
            await session.backend.send(.binary(frame), to: 0)
            try await session.page.waitUntil("auroraPreview.framesDrawn >= 2")
            let expectations: [(Int, Int, [UInt8])] = [
                (10, 5, green), (15, 8, green), (16, 8, FakePreviewBackend.sessionColor), (9, 5, FakePreviewBackend.sessionColor),
                (10, 9, FakePreviewBackend.sessionColor), (79, 0, blue), (79, 1, blue), (79, 2, FakePreviewBackend.sessionColor),
            ]
            for (x, y, color) in expectations {
                #expect(try await session.page.pixel(ofCanvas: "#canvas-0", x: x, y: y) == color, "pixel (\(x), \(y))")
            }
            // A frame of another size resets the canvas.
            await session.backend.send(.binary(TestFrame.solid(variant: 0, sequence: 2, width: 8, height: 4, color: blue)), to: 0)
            try await session.page.waitUntil("document.getElementById('canvas-0').width === 8")
            #expect(try await session.page.evaluate("document.getElementById('canvas-0').height", as: Int.self) == 4)
            #expect(try await session.page.pixel(ofCanvas: "#canvas-0", x: 7, y: 3) == blue)
        }
    }

    @Test func movingADebugPanelSliderSendsSetAndStateMovesIt() async throws {
        try await PageSession.run { session in
            let slider = "[data-control='amplitude'] input[type=range]"
            try await session.page.waitUntil("document.querySelector(\(ChromiumPage.quoted(slider)))")
            #expect(try await session.page.evaluate("document.querySelector(\(ChromiumPage.quoted(slider))).value", as: String.self) == "12")
            let box = try await session.page.boundingBox(of: slider)
            try await session.page.drag(from: (box.x + box.width / 2, box.y + box.height / 2), to: (box.x + box.width - 1, box.y + box.height / 2))
            let set = try await session.backend.waitForMessage(of: 0, type: "set") { ($0["value"] as? Double ?? 0) > 20 }
            #expect(set["name"] as? String == "amplitude")
            #expect((set["value"] as? Double ?? 0) <= 24)
            // The server's state moves the widgets.
            await session.backend.send(.text(#"{"type":"state","controls":{"amplitude":3.5,"enabled":false,"mode":"c","origin":[50,75]}}"#), to: 0)
            try await session.page.waitUntil("document.querySelector(\(ChromiumPage.quoted(slider))).value === '3.5'")
            #expect(try await session.page.evaluate("document.querySelector('[data-control=enabled] input').checked", as: Bool.self) == false)
            #expect(try await session.page.evaluate("document.querySelector('[data-control=mode] select').value", as: String.self) == "c")
            #expect(try await session.page.evaluate("[...document.querySelectorAll('[data-control=origin] input')].map(e => Number(e.value))", as: [Double].self) == [50, 75])
            // Other widgets send `set` in the control's JSON form.
            try await session.page.run("const t = document.querySelector('[data-control=enabled] input'); t.click()")
            _ = try await session.backend.waitForMessage(of: 0, type: "set") { $0["name"] as? String == "enabled" && $0["value"] as? Bool == true }
            try await session.page.run("const c = document.querySelector('[data-control=tint] input[type=color]'); c.value = '#00ff00'; c.dispatchEvent(new Event('input'))")
            _ = try await session.backend.waitForMessage(of: 0, type: "set") { $0["name"] as? String == "tint" && $0["value"] as? String == "#00FF00FF" }
            let pad = try await session.page.boundingBox(of: "[data-control=origin] .pad")
            try await session.page.click(x: pad.x + pad.width / 4, y: pad.y + pad.height / 2)
            _ = try await session.backend.waitForMessage(of: 0, type: "set") { message in
                guard message["name"] as? String == "origin", let value = message["value"] as? [Double] else { return false }
                return abs(value[0] - 25) < 2 && abs(value[1] - 50) < 2
            }
        }
    }

    @Test func buildErrorShowsTheOverlayAndKeepsTheLastFrame() async throws {
        try await PageSession.run { session in
            await session.backend.send(.text(#"{"type":"build","state":"building"}"#), to: 0)
            try await session.page.waitUntil("document.getElementById('build').dataset.state === 'building'")
            await session.backend.send(.text("""
                {"type":"build","state":"error","seconds":1.9,"diagnostics":[{"file":"/abs/F.swift","line":3,"column":5,"message":"cannot find 'x' in scope"}]}
                """), to: 0)
            try await session.page.waitUntil("!document.getElementById('overlay').hidden")
            let text = try await session.page.evaluate("document.getElementById('overlay').innerText", as: String.self)
            #expect(text.contains("/abs/F.swift:3:5"))
            #expect(text.contains("cannot find 'x' in scope"))
            #expect(try await session.page.evaluate("document.getElementById('build').dataset.state", as: String.self) == "error")
            #expect(try await session.page.pixel(ofCanvas: "#canvas-0", x: 40, y: 30) == FakePreviewBackend.sessionColor)
            await session.backend.send(.text(#"{"type":"build","state":"ok","seconds":0.8}"#), to: 0)
            try await session.page.waitUntil("document.getElementById('overlay').hidden")
        }
    }

    @Test func errorsShowAsToastsAndCapturesAsLinks() async throws {
        try await PageSession.run { session in
            await session.backend.send(.text(#"{"type":"error","message":"preview 'Spin' did not finish a frame within 5 s; restarted"}"#), to: 0)
            try await session.page.waitUntil("[...document.querySelectorAll('.toast')].some(t => t.textContent.includes(\"preview 'Spin' did not finish\"))")
            try await session.page.run("document.getElementById('capture-png').click()")
            let capture = try await session.backend.waitForMessage(of: 0, type: "capture")
            #expect(capture["format"] as? String == "png")
            try await session.page.run("document.getElementById('record-format').value = 'gif'; document.getElementById('record').click()")
            _ = try await session.backend.waitForMessage(of: 0, type: "capture") { $0["format"] as? String == "gif" && $0["seconds"] as? Int == 3 }
            await session.backend.send(.text(#"{"type":"capture","format":"png","url":"/captures/ripple-1.png"}"#), to: 0)
            try await session.page.waitUntil("document.querySelector('#capture-list a[href=\"/captures/ripple-1.png\"]')")
        }
    }

    @Test func timeControlsAndInspectorSpeakTheProtocol() async throws {
        try await PageSession.run { session in
            await session.backend.send(.text(#"{"type":"state","time":1.25,"playing":false,"rate":1,"historyEnd":3.5,"timings":{"graph":0.4,"layout":0.3,"displayList":0.2,"render":3.1}}"#), to: 0)
            try await session.page.waitUntil("document.getElementById('time-label').textContent === '1.25 s / 3.50 s'")
            try await session.page.run("document.getElementById('play').click()")
            _ = try await session.backend.waitForMessage(of: 0, type: "play")
            try await session.page.run("document.getElementById('step').click()")
            _ = try await session.backend.waitForMessage(of: 0, type: "step")
            try await session.page.run("const r = document.getElementById('rate'); r.value = '0.25'; r.dispatchEvent(new Event('input'))")
            _ = try await session.backend.waitForMessage(of: 0, type: "rate") { $0["rate"] as? Double == 0.25 }
            let scrubber = try await session.page.boundingBox(of: "#scrubber")
            try await session.page.click(x: scrubber.x + scrubber.width - 2, y: scrubber.y + scrubber.height / 2)
            let seek = try await session.backend.waitForMessage(of: 0, type: "seek")
            #expect(abs((seek["time"] as? Double ?? 0) - 3.5) < 0.2)
            let timings = try await session.page.evaluate("document.getElementById('timings').innerText", as: String.self)
            #expect(timings.contains("Render") && timings.contains("3.1 ms") && timings.contains("4.0 ms"))
            try await session.page.run("document.getElementById('tab-inspector').click()")
            _ = try await session.backend.waitForMessage(of: 0, type: "inspect")
            try await session.page.waitUntil("document.getElementById('view-tree').textContent === '(VStack (Text \"Hi\"))'")
            try await session.page.run("document.getElementById('plot').click()")
            _ = try await session.backend.waitForMessage(of: 0, type: "curves") { $0["samples"] as? Int == 200 }
            await session.backend.send(.text(#"{"type":"curves","times":[0,0.5,1],"omitted":3,"series":[{"label":"0 shape x","values":[10,50,90]},{"label":"0 shape opacity","values":[1,null,0]}]}"#), to: 0)
            try await session.page.waitUntil("document.querySelectorAll('#curves path.curve').length === 2")
            let rising = try await session.page.evaluate("document.querySelector('#curves path.curve').getAttribute('d')", as: String.self)
            #expect(rising == "M0.00,136.00 L150.00,72.00 L300.00,8.00 ", "x rises from the bottom left to the top right")
            let fading = try await session.page.evaluate("document.querySelectorAll('#curves path.curve')[1].getAttribute('d')", as: String.self)
            #expect(fading == "M0.00,8.00 M300.00,136.00 ", "a gap where the item was absent")
            let legend = try await session.page.evaluate("document.getElementById('curve-legend').innerText", as: String.self)
            #expect(legend.contains("0 shape x: 10 → 90") && legend.contains("and 3 more"))
        }
    }

    @Test func gridOpensEveryDeviceInBothSchemesAndDrawsEachVariant() async throws {
        try await PageSession.run { session in
            try await session.page.run("document.getElementById('grid').click()")
            let variants = try await session.backend.waitForMessage(of: 0, type: "variants")
            let list = try #require(variants["variants"] as? [[String: Any]])
            #expect(list.map { "\($0["device"]!)-\($0["scheme"]!)" } == ["tiny-light", "tiny-dark", "small-light", "small-dark"])
            try await session.page.waitUntil("document.querySelectorAll('.variant canvas').length === 4 && auroraPreview.framesDrawn >= 5")
            #expect(try await session.page.pixel(ofCanvas: "#canvas-3", x: 19, y: 19) == FakePreviewBackend.sessionColor)
            let labels = try await session.page.evaluate("[...document.querySelectorAll('.variant-label')].map(e => e.textContent)", as: [String].self)
            #expect(labels.last == "Small · 20×20 pt · Dark · @2x")
        }
    }

    @Test func malformedAndOversizedMessagesGetAnErrorAndTheServerStaysUp() async throws {
        try await PageSession.run { session in
            let replies = try await session.page.evaluate("""
                new Promise((resolve, reject) => {
                  const socket = new WebSocket(`ws://${location.host}/ws`), errors = [];
                  socket.onmessage = (e) => { const m = JSON.parse(e.data); if (m.type === 'error') errors.push(m.message); if (errors.length === 5) { socket.close(); resolve(errors); } };
                  socket.onopen = () => {
                    socket.send('not json'); socket.send('{"no":"type"}'); socket.send('[1,2]');
                    socket.send('x'.repeat(\(PreviewHTTPServer.incomingMessageLimit + 1))); socket.send(new Uint8Array([1, 2, 3]));
                  };
                  setTimeout(() => reject(new Error('replies: ' + JSON.stringify(errors))), 8000);
                })
                """, as: [String].self)
            #expect(replies.count == 5)
            #expect(replies[0].hasPrefix("malformed message") && replies[0].contains("not json"))
            #expect(replies[1].hasPrefix("malformed message") && replies[2].hasPrefix("malformed message"))
            #expect(replies[3].contains("larger than the 1048576-byte limit"))
            #expect(replies[4].contains("only text"))
            // The back end saw none of it (connection 1 is that socket), and the page still works.
            #expect(session.backend.received(by: 1).isEmpty)
            try await session.page.run("document.getElementById('step').click()")
            _ = try await session.backend.waitForMessage(of: 0, type: "step")
            #expect(try await LoopbackHTTP.get("/", port: session.port).status == 200)
        }
    }

    @Test func twoBrowsersAtOnceEachGetTheirOwnSession() async throws {
        try await PageSession.run { session in
            let second = try Chromium.launch()
            defer { second.close() }
            let page = try await second.newPage()
            try await page.navigate(to: session.url)
            try await page.waitUntil("window.auroraPreview && auroraPreview.framesDrawn >= 1")
            #expect(try await page.pixel(ofCanvas: "#canvas-0", x: 0, y: 0) == FakePreviewBackend.sessionColor)
            let box = try await page.boundingBox(of: "#canvas-0")
            try await page.click(x: box.x + 5, y: box.y + 5)
            let first = try await session.viewportPoint(x: 30, y: 20)
            try await session.page.click(x: first.x, y: first.y)
            _ = try await session.backend.waitForMessage(of: 1, type: "pointer") { $0["phase"] as? String == "up" }
            _ = try await session.backend.waitForMessage(of: 0, type: "pointer") { $0["phase"] as? String == "up" }
            #expect(session.backend.messages(of: 1, type: "pointer").allSatisfy { $0["x"] as? Double == 5 })
            #expect(session.backend.messages(of: 0, type: "pointer").allSatisfy { $0["x"] as? Double == 30 })
            // A frame to one browser does not reach the other.
            let blue: [UInt8] = [0, 0, 255, 255]
            await session.backend.send(.binary(TestFrame.solid(variant: 0, sequence: 1, width: 80, height: 60, color: blue)), to: 1)
            try await page.waitUntil("auroraPreview.framesDrawn >= 2")
            #expect(try await page.pixel(ofCanvas: "#canvas-0", x: 0, y: 0) == blue)
            #expect(try await session.page.pixel(ofCanvas: "#canvas-0", x: 0, y: 0) == FakePreviewBackend.sessionColor)
        }
    }

    @Test func aThousandInputEventsASecondNeitherStallThePageNorTheServer() async throws {
        try await PageSession.run { session in
            // 2,000 hover events over 2 s from the page while the server streams 60 frames a second.
            let streaming = Task {
                for sequence in 1...150 {
                    guard !Task.isCancelled else { return }
                    let color: [UInt8] = [UInt8(sequence % 256), 100, 100, 255]
                    await session.backend.send(.binary(TestFrame.solid(variant: 0, sequence: sequence, width: 80, height: 60, color: color)), to: 0)
                    try await Task.sleep(for: .milliseconds(16))
                }
            }
            defer { streaming.cancel() }
            let framesBefore = try await session.page.evaluate("auroraPreview.framesDrawn", as: Int.self)
            _ = try await session.page.evaluate("""
                new Promise((resolve) => {
                  const canvas = document.getElementById('canvas-0'), r = canvas.getBoundingClientRect();
                  let sent = 0;
                  const timer = setInterval(() => {
                    for (let i = 0; i < 10 && sent < 2000; i++, sent++)
                      canvas.dispatchEvent(new PointerEvent('pointermove', { clientX: r.left + (sent % 40), clientY: r.top + 1, pointerType: 'mouse', bubbles: true }));
                    if (sent >= 2000) { clearInterval(timer); resolve(sent); }
                  }, 10);
                })
                """, as: Int.self)
            let last = try await session.backend.waitForMessage(of: 0, type: "hover", timeout: .seconds(60)) { _ in
                session.backend.messages(of: 0, type: "hover").count >= 2000
            }
            let hovers = session.backend.messages(of: 0, type: "hover")
            #expect(hovers.count == 2000)
            #expect(hovers.enumerated().allSatisfy { index, message in message["x"] as? Double == Double(index % 40) }, "in order, none lost")
            _ = last
            try await session.page.waitUntil("auroraPreview.framesDrawn > \(framesBefore + 10)")
            try await session.page.run("document.getElementById('step').click()")
            _ = try await session.backend.waitForMessage(of: 0, type: "step", timeout: .seconds(10))
        }
    }

    @Test func stoppingTheServerClosesEveryConnection() async throws {
        try await PageSession.run { session in
            #expect(!session.backend.isClosed(0))
            await session.server.stop()
            let deadline = ContinuousClock.now + .seconds(5)
            while !session.backend.isClosed(0), ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
            #expect(session.backend.isClosed(0))
            try await session.page.waitUntil("document.getElementById('build').dataset.state === 'offline'")
        }
    }
}
