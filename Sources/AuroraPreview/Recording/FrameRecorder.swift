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
/// on in batches, a run of consecutive frames per core (each render single-threaded, so cores
/// never wait on each other's bands; each frame drawn over the one before, redrawing only what
/// changed). A recorder runs its scene once, from time 0: make a new one to record again.
@MainActor
public final class FrameRecorder {
    /// The device the scene is rendered for (screen size, scale, safe area).
    public let device: RenderDevice
    /// Frames per second; frame `k` shows time `k / framesPerSecond`.
    public let framesPerSecond: Int
    /// What is under the scene: the device's screen background. `nil` records transparency. Default: white.
    public let background: Color?
    /// How many frames are rendered together, split into one run per core. Default: 8.
    public var batchSize = 8
    /// The memory and time each frame's render may take. Default: `RenderBudget.default`.
    public var budget = RenderBudget.default

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
        host = ViewHost(content(), device: device)
        // A stable sort: events at the same time keep the order they were given in.
        pendingInputs = inputs.flatMap { $0.expanded(framesPerSecond: max(1, framesPerSecond)) }.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
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
            // The clock moves to the event's time first, so it acts on what is on screen then.
            host.advance(by: max(0, input.time) - host.time)
            switch input.kind {
            case .action(let body): body()
            case .tap(let point, let count): host.tap(at: point, count: count)
            case .event(let event): host.send(event)
            case .drag, .press, .scroll: break  // expanded into events when the recorder was made
            }
        }
        host.advance(by: time - host.time)
        nextFrame += 1
        return host.displayList
    }

    /// Renders the next `count` frames in order, handing them to `consume` a batch at a time;
    /// `progress` hears the number of frames done after each batch.
    ///
    /// While `consume` works on one batch (on the main actor), the next batch is already being
    /// rendered in the background, so encoding and rendering share the cores without a pause
    /// between them.
    public func recordFrames(_ count: Int, progress: ((Int) -> Void)? = nil,
                             consume: ([AnimationFrame]) throws -> Void) throws {
        let delay = FrameDelay.frameRate(framesPerSecond)
        var started = 0, done = 0
        var previous: RenderJob?
        while done < count {
            var job: RenderJob?
            if started < count {
                let lists = (0..<min(max(1, batchSize), count - started)).map { _ in nextDisplayList() }
                job = RenderJob(lists: lists, firstFrame: started, device: device, background: backgroundColor, budget: budget)
                started += lists.count
            }
            if let finished = previous {
                let frames: [AnimationFrame]
                do {
                    frames = try finished.result().map { AnimationFrame(pixmap: $0, delay: delay) }
                    try consume(frames)
                } catch {
                    _ = try? job?.result()
                    throw error
                }
                done += frames.count
                progress?(done)
            }
            previous = job
        }
    }

    /// Renders `seconds` of the scene from the next frame on, handing batches to `consume`.
    public func record(seconds: Double, progress: ((Int) -> Void)? = nil, consume: ([AnimationFrame]) throws -> Void) throws {
        try recordFrames(frameCount(seconds: seconds), progress: progress, consume: consume)
    }

    private var backgroundColor: RGBAColor? { background?.clampedRGBA(in: EnvironmentValues()) }
}

/// A batch of display lists rendered in the background, a run of consecutive frames per core
/// (each render single-threaded, each frame drawn over the one before).
private final class RenderJob: Sendable {
    private let group = DispatchGroup()
    private let outcome = Mutex<Result<[Pixmap], RecordingError>?>(nil)

    /// Starts rendering `lists` (frames `firstFrame…`) for `device` over `background`, each within `budget`.
    init(lists: [DisplayList], firstFrame: Int, device: RenderDevice, background: RGBAColor?, budget: RenderBudget) {
        let size = device.size, scale = device.scale
        DispatchQueue.global().async(group: group) { [self] in
            // Each core takes a run of consecutive frames and draws each over the one before,
            // redrawing only what changed (`IncrementalRenderer`).
            let runs = max(1, min(lists.count, ParallelLoop.defaultThreadCount))
            let ordered = Result { () throws(RecordingError) in
                try ParallelLoop.map(count: runs) { (run) throws(RecordingError) -> [Pixmap] in
                    var renderer = IncrementalRenderer(threads: 1, budget: budget)
                    var frames: [Pixmap] = []
                    for index in (run * lists.count / runs)..<((run + 1) * lists.count / runs) {
                        do {
                            frames.append(try renderer.render(lists[index], size: size, scale: scale, background: background).pixmap)
                        } catch {
                            throw .renderFailed(frame: firstFrame + index, reason: "\(error)")
                        }
                    }
                    return frames
                }.flatMap { $0 }
            }
            outcome.withLock { $0 = ordered }
        }
    }

    /// Waits for the batch and returns its frames in order.
    func result() throws(RecordingError) -> [Pixmap] {
        group.wait()
        guard let result = outcome.withLock({ $0 }) else { throw .renderFailed(frame: 0, reason: "no result") }
        return try result.get()
    }
}
