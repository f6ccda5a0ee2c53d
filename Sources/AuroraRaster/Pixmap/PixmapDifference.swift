/// Measures how two pixmaps differ, channel by channel: for image tests and benchmark agreement.

/// How two same-sized pixmaps differ, over their premultiplied RGBA8 channels.
public struct PixmapDifference: Hashable, Sendable {
    /// The largest absolute difference of any channel of any pixel (0–255).
    public var maxChannelDifference: Int
    /// The mean absolute channel difference over all channels of all pixels.
    public var meanChannelDifference: Double
    /// How many pixels have a channel differing by more than the tolerance.
    public var differingPixelCount: Int
    /// The first such pixel in row order, or `nil` when none differs by more than the tolerance.
    public var firstDifferingPixel: PixelLocation?
    /// The tolerance the counts above were taken with.
    public var tolerance: Int

    /// Whether every channel is within the tolerance.
    public var isWithinTolerance: Bool { differingPixelCount == 0 }

    /// Compares `actual` with `expected`, counting pixels with a channel difference above
    /// `tolerance`; `nil` when the sizes differ.
    public init?(between expected: Pixmap, and actual: Pixmap, tolerance: Int = 0) {
        guard expected.width == actual.width, expected.height == actual.height else { return nil }
        var maximum: UInt32 = 0, total = 0, differing = 0
        var first: PixelLocation?
        let width = expected.width
        expected.withUnsafePixels { expectedWords in
            actual.withUnsafePixels { actualWords in
                for index in 0..<expectedWords.count {
                    let a = expectedWords[index], b = actualWords[index]
                    guard a != b else { continue }
                    var largest: UInt32 = 0
                    for shift in stride(from: 0 as UInt32, to: 32, by: 8) {
                        let x = (a >> shift) & 0xFF, y = (b >> shift) & 0xFF
                        let difference = x > y ? x - y : y - x
                        total += Int(difference)
                        largest = max(largest, difference)
                    }
                    maximum = max(maximum, largest)
                    if largest > tolerance {
                        differing += 1
                        if first == nil { first = PixelLocation(x: index % width, y: index / width) }
                    }
                }
            }
        }
        maxChannelDifference = Int(maximum)
        meanChannelDifference = Double(total) / Double(expected.pixelCount * 4)
        differingPixelCount = differing
        firstDifferingPixel = first
        self.tolerance = tolerance
    }
}

extension Pixmap {
    /// The largest absolute channel difference from `other`, or `nil` when the sizes differ.
    public func maxChannelDifference(from other: Pixmap) -> Int? {
        PixmapDifference(between: self, and: other)?.maxChannelDifference
    }

    /// The mean absolute channel difference from `other`, or `nil` when the sizes differ.
    public func meanChannelDifference(from other: Pixmap) -> Double? {
        PixmapDifference(between: self, and: other)?.meanChannelDifference
    }
}
