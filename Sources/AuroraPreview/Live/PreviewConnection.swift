/// `PreviewConnection`: one page's sessions in the agent — it answers the page's messages, steps
/// the clock, and sends frames, state and replies.
import Aurora
import AuroraImageIO
import Foundation

/// The sessions of one page (variant 0 takes input; more variants make the grid) and what the
/// page is told about them.
@MainActor
final class PreviewConnection {
    private let previews: [Preview]
    private let capturesDirectory: URL
    private let sendText: (String) -> Void
    private let sendFrame: ([UInt8]) -> Void
    private(set) var sessions: [PreviewSession] = []
    private var lastState = ""
    private var lastStateTime: TimeInterval = 0
    private var lastStateSent: TimeInterval = 0
    private var capture: (format: String, start: TimeInterval, seconds: Double, startEntry: Int)?
    private var captureCount = 0

    init(previews: [Preview], capturesDirectory: URL, sendText: @escaping (String) -> Void, sendFrame: @escaping ([UInt8]) -> Void) {
        self.previews = previews
        self.capturesDirectory = capturesDirectory
        self.sendText = sendText
        self.sendFrame = sendFrame
    }

    /// The first message a page gets: the previews and devices.
    var hello: String {
        PreviewReply.object([
            "type": "hello",
            "previews": previews.map { ["id": $0.id, "name": $0.displayName ?? "Preview", "file": $0.fileID, "line": $0.line] },
            "devices": PreviewVariant.devices.map {
                ["id": $0.name, "name": PreviewReply.deviceNames[$0.name] ?? $0.name, "width": Double($0.size.width), "height": Double($0.size.height), "scale": Double($0.scale)]
            },
        ])
    }

    /// Handles one text message of the page.
    func receive(_ text: String) {
        let request: PreviewRequest
        do {
            request = try PreviewRequest(json: text)
        } catch {
            sendText(PreviewReply.error(error.description))
            return
        }
        handle(request)
        flush()
    }

    private func handle(_ request: PreviewRequest) {
        switch request {
        case .open(let variant): open([variant])
        case .variants(let variants): open(variants)
        case .input(let event): sessions.first?.send(event)
        case .play: sessions.forEach { $0.play() }
        case .pause: sessions.forEach { $0.pause() }
        case .step: sessions.forEach { $0.step() }
        case .rate(let rate): sessions.forEach { $0.setRate(rate) }
        case .seek(let time): sessions.forEach { $0.seek(to: time) }
        case .set(let name, let value):
            guard let session = sessions.first else { return sendText(PreviewReply.error("no preview is open")) }
            if !session.set(name, to: value) {
                sendText(PreviewReply.error("cannot set '\(name)' to that value"))
            }
            for other in sessions.dropFirst() { other.set(name, to: value) }
        case .inspect:
            guard let session = sessions.first else { return sendText(PreviewReply.error("no preview is open")) }
            let inspection = session.inspection()
            sendText(PreviewReply.object(["type": "inspector", "accessibility": inspection.accessibility,
                                          "displayList": inspection.displayList, "viewTree": inspection.viewTree]))
        case .curves(let from, let to, let samples):
            guard let session = sessions.first else { return sendText(PreviewReply.error("no preview is open")) }
            sendText(PreviewReply.curves(session.animationCurves(from: from ?? 0, to: to ?? .infinity, samples: samples)))
        case .capture(let format, let seconds):
            guard let session = sessions.first else { return sendText(PreviewReply.error("no preview is open")) }
            if format == "png" {
                saveFrame(session)
            } else {
                capture = (format, session.time, seconds, session.history.entries.count)
            }
        }
    }

    /// Starts sessions for `variants` (all of one preview).
    private func open(_ variants: [PreviewVariant]) {
        guard let preview = previews.first(where: { $0.id == variants[0].preview }) else {
            sendText(PreviewReply.error("unknown preview '\(variants[0].preview.prefix(200))'"))
            return
        }
        sessions = variants.map { PreviewSession(preview: preview, variant: $0) }
        lastState = ""
        for (index, session) in sessions.enumerated() { sendText(PreviewReply.session(session, index: index)) }
    }

    /// Restores sessions exported by an earlier agent (a hot reload); false when the preview is gone.
    func restore(_ state: PreviewConnectionState) -> Bool {
        guard let preview = previews.first(where: { $0.id == state.variants.first?.preview }) else { return false }
        sessions = state.variants.map { PreviewSession(preview: preview, variant: $0) }
        for (index, session) in sessions.enumerated() {
            session.replay(state.history)
            if !state.isPlaying { session.pause() }
            session.setRate(state.rate)
            sendText(PreviewReply.session(session, index: index))
        }
        lastState = ""
        flush()
        return true
    }

    /// The sessions as an earlier agent hands them to the next.
    var state: PreviewConnectionState? {
        guard let first = sessions.first else { return nil }
        return PreviewConnectionState(variants: sessions.map(\.variant), history: first.history, isPlaying: first.isPlaying, rate: first.rate)
    }

    /// Moves every session's clock on by `seconds` of wall time and sends what changed.
    func tick(seconds: TimeInterval) {
        sessions.forEach { $0.tick(seconds: seconds) }
        flush()
        if let capture, let session = sessions.first, session.time >= capture.start + capture.seconds {
            self.capture = nil
            record(session, capture)
        }
    }

    /// Sends new frames and, if anything changed, the state.
    private func flush() {
        for (index, session) in sessions.enumerated() {
            do {
                if let frame = try session.frameMessage(variantIndex: index) { sendFrame(frame) }
            } catch {
                sendText(PreviewReply.error("preview '\(session.preview.displayName ?? session.preview.id)' could not be drawn: \(error)"))
            }
        }
        guard let session = sessions.first else { return }
        // The clock and the timings move every tick: they are sent ten times a second; a change
        // of the controls, play state or rate at once.
        let now = ProcessInfo.processInfo.systemUptime
        let signature = PreviewReply.stateSignature(session)
        if signature != lastState || (now - lastStateSent >= 0.1 && session.time != lastStateTime) {
            lastState = signature
            lastStateTime = session.time
            lastStateSent = now
            sendText(PreviewReply.state(session))
        }
    }

    private func saveFrame(_ session: PreviewSession) {
        do {
            let name = nextCaptureName(session, extension: "png")
            try session.pngData().write(to: capturesDirectory.appendingPathComponent(name))
            sendText(PreviewReply.object(["type": "capture", "format": "png", "url": "/captures/\(name)"]))
        } catch {
            sendText(PreviewReply.error("could not save the frame: \(error)"))
        }
    }

    /// Re-simulates the recorded stretch of the history in a fresh session and writes it at 60 fps.
    private func record(_ session: PreviewSession, _ capture: (format: String, start: TimeInterval, seconds: Double, startEntry: Int)) {
        do {
            let name = nextCaptureName(session, extension: capture.format)
            let path = capturesDirectory.appendingPathComponent(name).path
            guard let format = RecordingFormat(path: path) else { return }
            let replay = PreviewSession(preview: session.preview, variant: session.variant)
            let first = try replay.renderedFrames(of: session.history, from: capture.start, seconds: capture.seconds, framesPerSecond: 60)
            guard let size = first.first.map({ ($0.width, $0.height) }) else { return }
            let output = try format.makeOutput(path: path, width: size.0, height: size.1, framesPerSecond: 60, hasAlpha: false)
            try output.append(first.map { AnimationFrame(pixmap: $0, delay: .frameRate(60)) })
            _ = try output.finish()
            sendText(PreviewReply.object(["type": "capture", "format": capture.format, "url": "/captures/\(name)"]))
        } catch {
            sendText(PreviewReply.error("could not record: \(error)"))
        }
    }

    private func nextCaptureName(_ session: PreviewSession, extension ext: String) -> String {
        captureCount += 1
        let base = (session.preview.displayName ?? "preview").lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
        return "\(String(base).prefix(40))-\(ProcessInfo.processInfo.processIdentifier)-\(captureCount).\(ext)"
    }
}

/// A connection's sessions as one agent hands them to the next on a hot reload.
struct PreviewConnectionState: Sendable {
    var variants: [PreviewVariant]
    var history: PreviewHistory
    var isPlaying: Bool
    var rate: Double
}
