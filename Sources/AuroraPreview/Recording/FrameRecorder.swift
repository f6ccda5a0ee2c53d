/// `FrameRecorder`: runs a scene on the frame clock with scripted input and renders its frames in parallel.
import Aurora
import AuroraDisplayList
import AuroraImageIO
import AuroraRaster
import AuroraRender
import Dispatch
import Foundation
import Synchronization

/// Records a view over time: frame `k` is the scene at time `k / framesPerSecond`, rendered for
/// a device, with scripted state changes and taps applied at their times.
///
/// Nothing reads the wall clock, so a scene recorded twice gives the same pixels. The view
/// graph runs on the main actor, one frame after another; frames are then rendered and handed
/// on in batches, one frame per core (each render single-threaded, so cores never wait on each
/// other's bands). A recorder runs its scene once, from time 0: make a new one to record again.
@MainActor
public final class FrameRecorder {
    /// The device the scene is rendered for (screen size, scale, safe area).
    public let device: RenderDevice
    /// Frames per second; frame `k` shows time `k / framesPerSecond`.
    public let framesPerSecond: Int
    /// What is under the scene: the device's screen background. `nil` records transparency. Default: white.
    public let background: Color?
    /// How many frames are rendered together, one per core at a time. Default: 8.
    public var batchSize = 8

    private let host: ViewHost
    private var pendingInputs: [ScriptedInput]
    /// The next frame `recordFrames` produces.
    public private(set) var nextFrame = 0

    /// Creates a recorder of `content` on `device` at `framesPerSecond` (at least 1), with the
    /// scripted `inputs`. Defaults: 60 fps, a white background, no input.
    public init<Content: View>(device: RenderDevice, framesPerSecond: Int = 60, background: Color? = .white,
                               inputs: [ScriptedInput] = [], @ViewBuilder content: () -> Content) {
        self.device = device
        self.framesPerSecond = max(1, framesPerSecond)
        self.background = background
        host = ViewHost(rootView: content())
        // A stable sort: events at the same time keep the order they were given in.
        pendingInputs = inputs.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }

    /// The number of frames in `seconds` of recording (rounded to the nearest frame, at least 1).
    public func frameCount(seconds: Double) -> Int {
        guard seconds.isFinite, seconds > 0 else { return 1 }
        return max(1, Int((seconds * Double(framesPerSecond)).rounded()))
    }

    /// The time frame `index` shows, in seconds.
    public func time(ofFrame index: Int) -> TimeInterval { Double(index) / Double(framesPerSecond) }

    /// The pixel size of every frame.
    public var pixelSize: (width: Int, height: Int) {
        (Int((device.size.width * device.scale - 1e-6).rounded(.up)), Int((device.size.height * device.scale - 1e-6).rounded(.up)))
    }

    /// Whether frames can have transparent pixels (there is no background).
    public var hasAlpha: Bool { background == nil }

    /// Advances the scene to the next frame and returns its display list.
    public func nextDisplayList() -> DisplayList {
        let time = time(ofFrame: nextFrame)
        while let input = pendingInputs.first, input.time <= time + 1e-9 {
            pendingInputs.removeFirst()
            let at = max(0, input.time)
            switch input.kind {
            case .action(let body):
                host.graph.time = at
                body()
            case .tap(let point, let count):
                // Lay out at the event's time so the tap hits what is on screen then.
                layout(at: at)
                host.tap(at: point, count: count)
            }
            // Update at the event's own time, so what it starts starts then (the frame's update follows otherwise).
            if at < time { layout(at: at) }
        }
        layout(at: time)
        nextFrame += 1
        return host.displayList()
    }

    /// Renders the next `count` frames in order, handing them to `consume` a batch at a time;
    /// `progress` hears the number of frames done after each batch.
    public func recordFrames(_ count: Int, progress: ((Int) -> Void)? = nil,
                             consume: ([AnimationFrame]) throws -> Void) throws {
        let delay = FrameDelay.frameRate(framesPerSecond)
        var done = 0
        while done < count {
            let batch = (0..<min(max(1, batchSize), count - done)).map { _ in nextDisplayList() }
            let pixmaps = try render(batch)
            try consume(pixmaps.map { AnimationFrame(pixmap: $0, delay: delay) })
            done += batch.count
            progress?(done)
        }
    }

    /// Renders `seconds` of the scene from the next frame on, handing batches to `consume`.
    public func record(seconds: Double, progress: ((Int) -> Void)? = nil, consume: ([AnimationFrame]) throws -> Void) throws {
        try recordFrames(frameCount(seconds: seconds), progress: progress, consume: consume)
    }

    /// Renders display lists on every core, one frame per core, in order.
    public func render(_ lists: [DisplayList]) throws -> [Pixmap] {
        let size = device.size, scale = device.scale, background = backgroundColor
        let results = Mutex<[Int: Result<Pixmap, any Error>]>([:])
        DispatchQueue.concurrentPerform(iterations: lists.count) { index in
            let outcome = Result { try DisplayListRenderer(threads: 1).render(lists[index], size: size, scale: scale, background: background) }
            results.withLock { $0[index] = outcome }
        }
        let finished = results.withLock { $0 }
        return try lists.indices.map { index in
            guard let outcome = finished[index] else { throw RecordingError.renderFailed(frame: index, reason: "no result") }
            do { return try outcome.get() } catch {
                throw RecordingError.renderFailed(frame: nextFrame - lists.count + index, reason: "\(error)")
            }
        }
    }

    private var backgroundColor: RGBAColor? {
        background.map { color in
            let resolved = color.resolve(in: EnvironmentValues())
            func clamped(_ value: Float) -> Float { value.isFinite ? min(max(value, 0), 1) : 0 }
            return RGBAColor(red: clamped(resolved.red), green: clamped(resolved.green), blue: clamped(resolved.blue),
                             alpha: clamped(resolved.opacity))
        }
    }

    private func layout(at time: TimeInterval) {
        host.graph.time = time
        host.layout(device: device)
    }
}
