import FlyingFox

/// The ordered queue between a back end's `send` calls and one WebSocket's writer.
///
/// The writer pulls one frame at a time (after writing the previous one), so the queue is where a
/// slow browser pushes back: a `push` that would take the queued bytes past `byteLimit` waits
/// until the writer has taken enough, and waiting pushes enter in the order they were called.
actor PreviewOutgoingQueue {
    private let byteLimit: Int
    private var frames: [WSFrame] = []
    private var head = 0
    private var queuedBytes = 0
    private var waitingPushes: [(frame: WSFrame, resume: CheckedContinuation<Void, Never>)] = []
    private var waitingPop: CheckedContinuation<WSFrame?, Never>?
    private var isFinished = false

    /// A queue that makes pushes wait once `byteLimit` bytes are queued (one frame always fits).
    init(byteLimit: Int) {
        self.byteLimit = byteLimit
    }

    /// Queues `frame` after every earlier push; waits for room when `waitsForRoom` (the back end's
    /// messages), or goes straight in (the server's own small replies: errors, pongs, close).
    /// After `finish()` the frame is discarded.
    func push(_ frame: WSFrame, waitsForRoom: Bool) async {
        guard !isFinished else { return }
        if waitsForRoom, !waitingPushes.isEmpty || queuedBytes >= byteLimit {
            await withCheckedContinuation { waitingPushes.append((frame, $0)) }
            return
        }
        enqueue(frame)
    }

    /// The next frame for the socket, waiting for one; nil once finished and drained.
    func pop() async -> WSFrame? {
        if head < frames.count {
            let frame = frames[head]
            head += 1
            queuedBytes -= frame.payload.count
            if head == frames.count {
                frames.removeAll(keepingCapacity: true)
                head = 0
            }
            admitWaitingPushes()
            return frame
        }
        if isFinished { return nil }
        return await withCheckedContinuation { waitingPop = $0 }
    }

    /// Ends the queue: what is queued is still delivered, waiting and later pushes are discarded,
    /// and `pop()` returns nil once drained.
    func finish() {
        guard !isFinished else { return }
        isFinished = true
        for waiting in waitingPushes { waiting.resume.resume() }
        waitingPushes.removeAll()
        if let waitingPop {
            self.waitingPop = nil
            waitingPop.resume(returning: nil)
        }
    }

    private func enqueue(_ frame: WSFrame) {
        if let waitingPop {
            self.waitingPop = nil
            waitingPop.resume(returning: frame)
        } else {
            frames.append(frame)
            queuedBytes += frame.payload.count
        }
    }

    // The waiting push's frame is queued here, not by the resumed caller, so a push that
    // arrives between the resume and the caller running cannot overtake it.
    private func admitWaitingPushes() {
        while !waitingPushes.isEmpty, queuedBytes < byteLimit {
            let waiting = waitingPushes.removeFirst()
            enqueue(waiting.frame)
            waiting.resume.resume()
        }
    }
}
