/// `PreviewSession`: one live variant of a preview — its host, clock, history, debug-panel state
/// and the frames it sends.
import Aurora
import AuroraDisplayList
import AuroraImageIO
import AuroraRender
import Foundation

/// A preview running live for the page: input and clock go in through a `ViewHost`, every step
/// is logged in a ``PreviewHistory``, and any logged moment can be re-simulated exactly.
@MainActor
public final class PreviewSession {
    /// The preview shown.
    public let preview: Preview
    /// The device, scale and scheme it is shown on.
    public let variant: PreviewVariant
    /// Everything that happened, in order.
    public private(set) var history = PreviewHistory()
    /// How many entries of `history` the host has seen (fewer than all after going back in time).
    private var cursor = 0
    /// Whether the clock runs.
    public private(set) var isPlaying = true
    /// Slow motion: the clock runs at this fraction of the wall clock (0.1…1).
    public private(set) var rate = 1.0
    /// The time of each stage of the last frame, in milliseconds.
    public private(set) var timings = PreviewFrameTimings()
    private(set) var host: ViewHost
    private var context: PreviewContext
    private var lastList: DisplayList?
    private var frames = FrameEncoding()
    private var sequence = 0

    /// Starts `preview` on `variant` at time 0.
    public init(preview: Preview, variant: PreviewVariant) {
        self.preview = preview
        self.variant = variant
        (host, context) = Self.makeHost(preview, variant)
    }

    private static func makeHost(_ preview: Preview, _ variant: PreviewVariant) -> (ViewHost, PreviewContext) {
        let context = PreviewContext()
        let host = ViewHost(preview.makeView().environment(\.previewContext, context), device: variant.renderDevice)
        host.colorScheme = variant.colorScheme
        return (host, context)
    }

    /// The clock, in seconds since the session started.
    public var time: TimeInterval { host.time }

    /// The `@Previewable` values of the preview, in declaration order.
    package var controls: [PreviewableControl] {
        _ = host.displayList
        return context.controls
    }

    // MARK: What the page does

    /// Moves the clock on by `seconds` of wall time (scaled by the rate) when playing.
    public func tick(seconds: TimeInterval) {
        guard isPlaying, seconds.isFinite, seconds > 0 else { return }
        record(.advance(min(seconds, 0.25) * rate))
    }

    /// Delivers an input event at the current time.
    public func send(_ event: HostEvent) { record(.event(event)) }

    /// Sets a `@Previewable` value; false when there is no such value or the value does not fit its kind.
    @discardableResult
    public func set(_ name: String, to value: PreviewRequestValue) -> Bool {
        guard Self.apply(PreviewableValueSetting(request: value), named: name, to: controls) else { return false }
        recordAlreadyApplied(.set(name: name, value: PreviewableValueSetting(request: value)))
        return true
    }

    private static func apply(_ setting: PreviewableValueSetting, named name: String, to controls: [PreviewableControl]) -> Bool {
        guard let control = controls.first(where: { $0.name == name }),
              let value = PreviewableValue(setting.request, kind: control.kind) else { return false }
        return control.set(value)
    }

    public func play() { isPlaying = true }
    public func pause() { isPlaying = false }
    /// One frame (1/60 s) on, then paused.
    public func step() {
        isPlaying = false
        record(.advance(1.0 / 60))
    }

    /// Sets the slow-motion rate (clamped to 0.1…1).
    public func setRate(_ rate: Double) { self.rate = min(max(rate, 0.1), 1) }

    /// Goes to `time` (clamped to the history) by re-simulating the history from the start, and
    /// pauses. New input from there on replaces the history after it.
    public func seek(to time: TimeInterval) {
        isPlaying = false
        let target = min(max(time, 0), history.endTime)
        (host, context) = Self.makeHost(preview, variant)
        cursor = 0
        for entry in history.entries {
            if case .advance(let seconds) = entry, host.time + seconds > target + 1e-9 { break }
            apply(entry)
            cursor += 1
        }
        if target - host.time > 1e-9 {
            let remainder = target - host.time
            history.truncate(to: cursor)
            record(.advance(remainder))
        }
    }

    /// Replays `history` (a session of an earlier build, after a hot reload): each entry that still
    /// applies is applied; a setting of a `@Previewable` that is gone or changed kind is skipped.
    public func replay(_ earlier: PreviewHistory) {
        for entry in earlier.entries {
            if case .set(let name, let setting) = entry {
                guard Self.apply(setting, named: name, to: controls) else { continue }
                recordAlreadyApplied(entry)
            } else {
                record(entry)
            }
        }
    }

    // MARK: Frames

    /// The binary frame message for the current moment, or nil when no pixel changed.
    public func frameMessage(variantIndex: Int) throws -> [UInt8]? {
        let start = Self.now()
        let list = host.displayList
        let listed = Self.now()
        if let lastList, lastList == list { return nil }
        lastList = list
        let pixmap = try host.render(list)
        let rendered = Self.now()
        timings.displayList = (listed - start) * 1000
        timings.render = (rendered - listed) * 1000
        sequence += 1
        return frames.message(for: pixmap, variant: variantIndex, sequence: sequence, time: time)
    }

    /// Replays `history` in this (fresh) session and renders a frame each `1 / framesPerSecond`
    /// seconds of the clock from `start` for `seconds`: the first moment of the history at or
    /// after each frame's time.
    public func renderedFrames(of history: PreviewHistory, from start: TimeInterval, seconds: Double, framesPerSecond: Int) throws -> [Pixmap] {
        var frames: [Pixmap] = []
        let count = max(1, Int((seconds * Double(framesPerSecond)).rounded()))
        func frameTime(_ index: Int) -> TimeInterval { start + Double(index) / Double(framesPerSecond) }
        for entry in history.entries {
            record(entry)
            while frames.count < count, time + 1e-9 >= frameTime(frames.count) { frames.append(try host.render()) }
            if frames.count == count { break }
        }
        while frames.count < count {
            let next = frameTime(frames.count)
            if next > time { record(.advance(next - time)) }
            frames.append(try host.render())
        }
        return frames
    }

    /// The current frame as PNG data.
    public func pngData() throws -> Data { try host.pngData() }

    /// Sends the next frame whole (the page lost its canvas).
    public func resendWholeFrame() {
        frames.reset()
        lastList = nil
    }

    /// The text of the inspector: the view tree with frames, the accessibility tree and the display
    /// list of the current frame.
    public func inspection() -> (viewTree: String, accessibility: String, displayList: String) {
        let nodes = host.accessibilityTree()
        return (host.viewTree(), nodes.map(\.description).joined(separator: "\n"), host.displayList.description)
    }

    /// The numbers of the drawing that changed between `start` and `end` (clamped to the history),
    /// sampled at `samples` evenly spaced times (2…600) by re-simulating the history in a fresh
    /// host: the session itself does not move.
    public func animationCurves(from start: TimeInterval, to end: TimeInterval, samples: Int) -> AnimationCurves {
        let last = min(max(end.isFinite ? end : history.endTime, 0), history.endTime)
        let first = min(max(start.isFinite ? start : 0, 0), last)
        let count = min(max(samples, 2), 600)
        let times = (0..<count).map { first + (last - first) * Double($0) / Double(count - 1) }
        let (replay, replayContext) = Self.makeHost(preview, variant)
        var sampler = AnimationCurveSampler(sampleCount: count)
        var next = 0
        func sampleDue() {
            while next < count, replay.time >= times[next] - 1e-9 {
                sampler.add(replay.displayList, sample: next)
                next += 1
            }
        }
        sampleDue()
        for entry in history.entries where next < count {
            guard case .advance(var remaining) = entry else {
                Self.apply(entry, to: replay, replayContext)
                continue
            }
            // An advance that passes sample times stops at each of them.
            while next < count, replay.time + remaining >= times[next] - 1e-9 {
                let step = max(0, times[next] - replay.time)
                if step > 0 { replay.advance(by: step) }
                remaining -= step
                sampleDue()
            }
            if remaining > 1e-12 { replay.advance(by: remaining) }
        }
        sampleDue()
        return sampler.curves(times: times)
    }

    // MARK: History

    private func record(_ entry: PreviewHistory.Entry) {
        apply(entry)
        recordAlreadyApplied(entry)
    }

    private func recordAlreadyApplied(_ entry: PreviewHistory.Entry) {
        if cursor < history.entries.count { history.truncate(to: cursor) }
        history.append(entry)
        cursor += 1
    }

    private func apply(_ entry: PreviewHistory.Entry) {
        let start = Self.now()
        Self.apply(entry, to: host, context)
        timings.graphAndLayout = (Self.now() - start) * 1000
    }

    private static func apply(_ entry: PreviewHistory.Entry, to host: ViewHost, _ context: PreviewContext) {
        switch entry {
        case .advance(let seconds): host.advance(by: seconds)
        case .event(let event): _ = host.send(event)
        case .set(let name, let setting):
            _ = host.displayList
            _ = apply(setting, named: name, to: context.controls)
        }
    }

    private static func now() -> TimeInterval { ProcessInfo.processInfo.systemUptime }
}
