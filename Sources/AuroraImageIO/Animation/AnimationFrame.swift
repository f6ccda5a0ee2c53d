/// `AnimationFrame`: one image of an animation.
import AuroraRaster

/// One frame of an animation: its pixels and how long it is shown.
public struct AnimationFrame: Sendable {
    /// The frame's pixels; every frame of an animation has the same size.
    public var pixmap: Pixmap
    /// How long the frame is shown before the next one.
    public var delay: FrameDelay

    /// Creates a frame.
    public init(pixmap: Pixmap, delay: FrameDelay) {
        self.pixmap = pixmap
        self.delay = delay
    }
}

extension Array where Element == AnimationFrame {
    /// The frames' common size: `expected` when given (the size of frames already written), else the
    /// first frame's; a frame of another size throws `frameSizeMismatch` with its index counted from
    /// `firstIndex`. Nil for no frames.
    func commonSize(expected: (width: Int, height: Int)?, firstIndex: Int) throws(ImageIOError) -> (width: Int, height: Int)? {
        guard let first = self.first else { return nil }
        let size = expected ?? (first.pixmap.width, first.pixmap.height)
        for (offset, frame) in enumerated() where frame.pixmap.width != size.width || frame.pixmap.height != size.height {
            throw .frameSizeMismatch(index: firstIndex + offset, width: frame.pixmap.width, height: frame.pixmap.height,
                                     expectedWidth: size.width, expectedHeight: size.height)
        }
        return size
    }
}
