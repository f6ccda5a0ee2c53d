/// `AnimationFrame` and `FrameDelay`: one image of an animation and how long it stays on screen.
import AuroraRaster

/// How long a frame of an animation is shown: an exact fraction of a second.
///
/// Exact fractions keep frame rates such as 60 fps (1/60 s) exact in APNG, which stores a
/// fraction, and let GIF's whole centiseconds be rounded without drift over many frames.
public struct FrameDelay: Hashable, Sendable, CustomStringConvertible {
    /// The numerator of the delay in seconds (≥ 0).
    public let numerator: Int
    /// The denominator of the delay in seconds (≥ 1).
    public let denominator: Int

    /// A delay of `numerator / denominator` seconds; negative numerators become 0, a
    /// denominator below 1 becomes 1.
    public init(numerator: Int, denominator: Int) {
        let top = max(0, numerator), bottom = max(1, denominator)
        let divisor = Self.greatestCommonDivisor(top, bottom)
        self.numerator = top / divisor
        self.denominator = bottom / divisor
    }

    /// The delay of one frame at `framesPerSecond` (at least 1).
    public static func frameRate(_ framesPerSecond: Int) -> FrameDelay {
        FrameDelay(numerator: 1, denominator: max(1, framesPerSecond))
    }

    /// A delay in milliseconds.
    public static func milliseconds(_ milliseconds: Int) -> FrameDelay {
        FrameDelay(numerator: milliseconds, denominator: 1000)
    }

    /// The delay in seconds.
    public var seconds: Double { Double(numerator) / Double(denominator) }

    /// `numerator/denominator s`.
    public var description: String { "\(numerator)/\(denominator) s" }

    /// The delay as APNG's 16-bit fraction: exact when both parts fit, else the nearest
    /// number of milliseconds (capped at 65,535 ms).
    var sixteenBitFraction: (numerator: UInt16, denominator: UInt16) {
        if numerator <= Int(UInt16.max), denominator <= Int(UInt16.max) {
            return (UInt16(numerator), UInt16(denominator))
        }
        let milliseconds = (Double(numerator) * 1000 / Double(denominator)).rounded()
        return (UInt16(min(Double(UInt16.max), milliseconds)), 1000)
    }

    private static func greatestCommonDivisor(_ a: Int, _ b: Int) -> Int {
        var (x, y) = (a, b)
        while y != 0 { (x, y) = (y, x % y) }
        return max(x, 1)
    }
}

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
