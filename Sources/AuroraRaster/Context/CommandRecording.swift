/// Command recording: draw commands in order, with the outlines whose edges are built later, on all cores.
import AuroraGeometry
import Foundation

/// A path or stroke recorded with the state it was drawn in; its edges are built when the
/// recording is rendered, so recording stays cheap and the building runs in parallel.
struct PendingOutline: Sendable {
    /// What to build the edges of.
    enum Geometry: Sendable {
        /// The inside of a path, flattened within `tolerance` device pixels; curves outside
        /// `clipBounds` become chords.
        case fill(BezierPath, tolerance: CGFloat, clipBounds: CGRect)
        /// The outline of a stroke, computed in user space within `tolerance` user units.
        case stroke(BezierPath, StrokeStyle, tolerance: CGFloat)
    }

    var geometry: Geometry
    /// User space to device pixels.
    var transform: CGAffineTransform

    /// The device-space edges, built in `scratch`; the same, bit for bit, whenever and on
    /// whichever thread it runs.
    func edges(scratch: inout EdgeScratch) -> EdgeList {
        switch geometry {
        case .fill(let path, let tolerance, let clipBounds):
            return EdgeList(path: path, transform: transform, tolerance: tolerance, clipBounds: clipBounds, scratch: &scratch)
        case .stroke(let path, let style, let tolerance):
            path.stroke(style, tolerance: tolerance, into: &scratch.stroke)
            return EdgeList(stroke: scratch.stroke, transform: transform, mapped: &scratch.points)
        }
    }
}

/// Draw commands in the order they were made. A command that fills or clips with an outline
/// is recorded with empty edges and its outline kept aside; `resolve(threads:)` builds every
/// such outline's edges (on several threads) and puts them into the commands.
struct CommandRecording {
    /// The commands; those with pending outlines have empty edges until `resolve(threads:)`.
    private(set) var commands: [DrawCommand] = []
    /// The index in `commands` of each command waiting for its outline's edges, with the outline.
    private var pending: [(index: Int, outline: PendingOutline)] = []

    /// Below this many pending outlines the edges are built on the calling thread: handing
    /// them to other threads would cost more than it saves.
    static let parallelThreshold = 16
    /// Outlines a worker takes at a time: neighbours share cache lines of `commands`.
    static let chunkSize = 16

    var isEmpty: Bool { commands.isEmpty }
    var count: Int { commands.count }
    var hasPendingOutlines: Bool { !pending.isEmpty }

    init() {}

    /// A recording of already-resolved commands.
    init(_ commands: [DrawCommand]) {
        self.commands = commands
    }

    mutating func append(_ command: DrawCommand) {
        commands.append(command)
    }

    /// Appends a fill of `outline`'s inside under `rule`.
    mutating func appendFill(_ outline: PendingOutline, _ rule: FillRule, antialiased: Bool, _ colors: FillColors, _ mode: BlendMode) {
        pending.append((commands.count, outline))
        commands.append(.fill(.edges(EdgeList(), rule, antialiased: antialiased), colors, mode))
    }

    /// Appends a clip to `outline`'s inside under `rule`.
    mutating func appendClip(_ outline: PendingOutline, _ rule: FillRule, antialiased: Bool) {
        pending.append((commands.count, outline))
        commands.append(.pushClip(.edges(EdgeList(), rule, antialiased: antialiased)))
    }

    /// Drops every command (keeping the storage for the next ones).
    mutating func removeAll() {
        commands.removeAll(keepingCapacity: true)
        pending.removeAll(keepingCapacity: true)
    }

    /// Builds the edges of every pending outline on up to `threads` threads and puts them into
    /// their commands; afterwards `commands` is ready to render.
    mutating func resolve(threads: Int) {
        guard !pending.isEmpty else { return }
        let outlines = pending
        pending.removeAll(keepingCapacity: true)
        let count = outlines.count
        let chunks = (count + Self.chunkSize - 1) / Self.chunkSize
        let workers = count < Self.parallelThreshold ? 1 : max(1, min(threads, chunks))
        commands.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let target = SendablePointer(base)
            outlines.withUnsafeBufferPointer { list in
                guard let first = list.baseAddress else { return }
                let source = SendablePointer(readOnly: first)
                // Workers take the next chunk until none is left, so a worker the system holds
                // back does not hold up the others; each command is written by one worker only.
                ParallelLoop.withWorkers(count: chunks, threads: workers) { claim in
                    var scratch = EdgeScratch()
                    while let chunk = claim() {
                        let start = chunk * Self.chunkSize
                        for i in start..<min(count, start + Self.chunkSize) {
                            // Read in place: copying the entry would retain its path.
                            let edges = source.pointer[i].outline.edges(scratch: &scratch)
                            Self.insert(edges, into: &target.pointer[source.pointer[i].index])
                        }
                    }
                }
            }
        }
    }

    /// Resolves the recording and hands its commands over, leaving it empty (without copying
    /// the commands, which keeping their storage would).
    mutating func takeResolvedCommands(threads: Int) -> [DrawCommand] {
        resolve(threads: threads)
        let taken = commands
        self = CommandRecording()
        return taken
    }

    /// The recording's commands with every pending outline resolved; the recording keeps them.
    mutating func resolvedCommands(threads: Int) -> [DrawCommand] {
        resolve(threads: threads)
        return commands
    }

    /// Puts `edges` into `command`, a fill or clip recorded with empty edges.
    private static func insert(_ edges: EdgeList, into command: inout DrawCommand) {
        switch command {
        case .fill(.edges(_, let rule, let antialiased), let colors, let mode):
            command = .fill(.edges(edges, rule, antialiased: antialiased), colors, mode)
        case .pushClip(.edges(_, let rule, let antialiased)):
            command = .pushClip(.edges(edges, rule, antialiased: antialiased))
        default:
            break
        }
    }
}
