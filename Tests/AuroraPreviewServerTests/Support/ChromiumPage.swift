import Foundation

/// One tab of a `Chromium`: navigation, JavaScript, and input dispatched as a person gives it
/// (`Input.dispatchMouseEvent`, `…TouchEvent`, `…KeyEvent`), in CSS pixels of the viewport.
struct ChromiumPage: Sendable {
    let browser: Chromium
    let session: String

    /// A rectangle in CSS pixels of the viewport.
    struct Box: Decodable, Sendable {
        var x: Double
        var y: Double
        var width: Double
        var height: Double
    }

    /// Sends a DevTools command to this tab and returns its `result`.
    @discardableResult
    func send(_ method: String, _ parameters: [String: Any] = [:], timeout: Duration = .seconds(30)) async throws -> [String: Any] {
        try await browser.send(method, parameters, session: session, timeout: timeout)
    }

    /// Loads `url` and waits until the document has loaded.
    func navigate(to url: String) async throws {
        let answer = try await send("Page.navigate", ["url": url])
        if let error = answer["errorText"] as? String { throw ChromiumError.protocolError(method: "Page.navigate", message: error) }
        try await waitUntil("document.readyState === 'complete' && location.href !== 'about:blank'")
    }

    /// Evaluates a JavaScript expression (awaiting a promise) and decodes its JSON value as `T`.
    func evaluate<T: Decodable>(_ expression: String, as type: T.Type) async throws -> T {
        let result = try await evaluateJSON(expression)
        return try JSONDecoder().decode(T.self, from: result)
    }

    /// Evaluates a JavaScript expression (awaiting a promise) for its effect.
    func run(_ expression: String) async throws {
        _ = try await evaluateJSON("(() => { \(expression); return null; })()")
    }

    private func evaluateJSON(_ expression: String) async throws -> Data {
        let answer = try await send("Runtime.evaluate", ["expression": expression, "awaitPromise": true, "returnByValue": true])
        if let exception = answer["exceptionDetails"] as? [String: Any] {
            let description = ((exception["exception"] as? [String: Any])?["description"] as? String) ?? (exception["text"] as? String) ?? "\(exception)"
            throw ChromiumError.javaScript(description)
        }
        let value = (answer["result"] as? [String: Any])?["value"] ?? NSNull()
        return try JSONSerialization.data(withJSONObject: value, options: .fragmentsAllowed)
    }

    /// Polls a JavaScript condition every 20 ms until it is true; throws after `timeout`.
    func waitUntil(_ condition: String, timeout: Duration = .seconds(30)) async throws {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if (try? await evaluate("!!(\(condition))", as: Bool.self)) == true { return }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw ChromiumError.timedOut("waiting for \(condition)")
    }

    /// The bounding box of the first element matching a CSS selector.
    func boundingBox(of selector: String) async throws -> Box {
        try await evaluate("""
            (() => { const e = document.querySelector(\(Self.quoted(selector)));
                     if (!e) throw new Error('no element matches ' + \(Self.quoted(selector)));
                     const r = e.getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height }; })()
            """, as: Box.self)
    }

    /// Presses and releases the left mouse button at (`x`, `y`).
    func click(x: Double, y: Double) async throws {
        try await mouse("mouseMoved", x: x, y: y, buttons: 0)
        try await mouse("mousePressed", x: x, y: y, buttons: 1)
        try await mouse("mouseReleased", x: x, y: y, buttons: 0)
    }

    /// Drags with the left button held from one point to another in `steps` moves.
    func drag(from start: (x: Double, y: Double), to end: (x: Double, y: Double), steps: Int = 8) async throws {
        try await mouse("mouseMoved", x: start.x, y: start.y, buttons: 0)
        try await mouse("mousePressed", x: start.x, y: start.y, buttons: 1)
        for step in 1...max(1, steps) {
            let t = Double(step) / Double(max(1, steps))
            try await mouse("mouseMoved", x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t, buttons: 1)
        }
        try await mouse("mouseReleased", x: end.x, y: end.y, buttons: 0)
    }

    /// One mouse event: `type` is `mousePressed`, `mouseReleased`, `mouseMoved` or `mouseWheel`.
    func mouse(_ type: String, x: Double, y: Double, buttons: Int, deltaX: Double = 0, deltaY: Double = 0) async throws {
        var parameters: [String: Any] = ["type": type, "x": x, "y": y, "buttons": buttons]
        if type == "mousePressed" || type == "mouseReleased" {
            parameters["button"] = "left"
            parameters["clickCount"] = 1
        } else if buttons & 1 != 0 {
            parameters["button"] = "left"
        }
        if type == "mouseWheel" {
            parameters["deltaX"] = deltaX
            parameters["deltaY"] = deltaY
        }
        try await send("Input.dispatchMouseEvent", parameters)
    }

    /// One touch event (`touchStart`, `touchMove`, `touchEnd`, `touchCancel`) with its touch points.
    func touch(_ type: String, points: [(x: Double, y: Double, id: Int)]) async throws {
        try await send("Emulation.setTouchEmulationEnabled", ["enabled": true, "maxTouchPoints": 5])
        try await send("Input.dispatchTouchEvent", ["type": type, "touchPoints": points.map { ["x": $0.x, "y": $0.y, "id": $0.id] }])
    }

    /// Presses and releases a key; `text` is what it types (nil for keys such as `ArrowLeft`).
    func press(key: String, code: String, text: String? = nil) async throws {
        var down: [String: Any] = ["type": text == nil ? "rawKeyDown" : "keyDown", "key": key, "code": code]
        if let text { down["text"] = text }
        try await send("Input.dispatchKeyEvent", down)
        try await send("Input.dispatchKeyEvent", ["type": "keyUp", "key": key, "code": code])
    }

    /// The RGBA bytes of one pixel of a canvas, in canvas pixels.
    func pixel(ofCanvas selector: String, x: Int, y: Int) async throws -> [UInt8] {
        try await evaluate("""
            [...document.querySelector(\(Self.quoted(selector))).getContext('2d').getImageData(\(x), \(y), 1, 1).data]
            """, as: [UInt8].self)
    }

    /// A PNG of the tab's viewport.
    func screenshot() async throws -> Data {
        let answer = try await send("Page.captureScreenshot", ["format": "png"])
        guard let base64 = answer["data"] as? String, let data = Data(base64Encoded: base64) else {
            throw ChromiumError.unexpectedAnswer("Page.captureScreenshot")
        }
        return data
    }

    /// `text` as a JavaScript string literal.
    static func quoted(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: text, options: .fragmentsAllowed)) ?? Data("\"\"".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
