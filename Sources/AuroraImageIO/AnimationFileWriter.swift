/// `AnimationFileWriter`: what the APNG and GIF writers share — frames appended in batches, then the file's bytes.

/// An animated image file being written: frames appended in batches (each batch encoded on
/// every core), then the bytes of the whole file.
public protocol AnimationFileWriter: AnyObject {
    /// Encodes `batch` (frames in order, after those already appended).
    func append(_ batch: [AnimationFrame]) throws(ImageIOError)
    /// The file of every frame appended so far.
    func finish() throws(ImageIOError) -> [UInt8]
}

extension APNGWriter: AnimationFileWriter {}
extension GIFWriter: AnimationFileWriter {}
