/// `AnimationFileWriter`: what the APNG and GIF writers share — frames appended in batches and written to a sink, then the end.

/// An animated image file being written to a `ByteSink`: frames appended in batches (each
/// batch encoded on every core and written), then the end of the file.
public protocol AnimationFileWriter: AnyObject {
    /// Encodes and writes `batch` (frames in order, after those already appended).
    func append(_ batch: [AnimationFrame]) throws(ImageIOError)
    /// Writes the end of the file.
    func finish() throws(ImageIOError)
}

extension APNGWriter: AnimationFileWriter {}
extension GIFWriter: AnimationFileWriter {}
