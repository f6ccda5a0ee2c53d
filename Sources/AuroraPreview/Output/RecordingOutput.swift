/// `RecordingOutput`: where recorded frames go: batches in order, then `finish()`.
import AuroraImageIO

/// Where recorded frames go: batches in order, then `finish()`.
public protocol RecordingOutput: AnyObject {
    /// Writes (or encodes) the next frames.
    func append(_ frames: [AnimationFrame]) throws
    /// Completes the output; returns the path written (a file, or the frame folder).
    func finish() throws -> String
}
