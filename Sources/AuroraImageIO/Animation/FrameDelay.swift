/// `FrameDelay`: how long a frame of an animation is shown: an exact fraction of a second.

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
