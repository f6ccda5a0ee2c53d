/// Median-cut colour quantisation: a palette of at most 256 colours for one frame's pixels.

/// A frame's palette and the colour histogram it was cut from.
///
/// Colours are counted in a 32,768-bin histogram (5 bits a channel) that also keeps each bin's
/// colour sums. When a frame has no more distinct colours than palette entries (flat UI art),
/// the palette holds them exactly; otherwise boxes of bins are split at the weighted median of
/// their longest side, largest `population × side` first, and each box gives its mean colour.
struct MedianCutQuantizer {
    /// Opaque colours counted from the frame, by 5-5-5 bin.
    private(set) var counts: [UInt32]
    private var sums: [SIMD3<UInt64>]
    /// The first exact colour seen in each bin (R | G << 8 | B << 16) and whether the bin saw another.
    private var firstColor: [UInt32]
    private var mixed: [Bool]

    /// An empty histogram.
    init() {
        counts = Array(repeating: 0, count: Self.binCount)
        sums = Array(repeating: .zero, count: Self.binCount)
        firstColor = Array(repeating: 0, count: Self.binCount)
        mixed = Array(repeating: false, count: Self.binCount)
    }

    static let binCount = 1 << 15

    /// The bin of a straight colour.
    @inline(__always)
    static func bin(red: UInt32, green: UInt32, blue: UInt32) -> Int {
        Int((red >> 3) | (green >> 3) << 5 | (blue >> 3) << 10)
    }

    /// Counts every one of `count` straight RGBA pixels whose alpha is at least `alphaThreshold`.
    mutating func addPixels(_ pixels: UnsafePointer<UInt8>, count: Int, alphaThreshold: UInt8) {
        counts.withUnsafeMutableBufferPointer { counts in
            sums.withUnsafeMutableBufferPointer { sums in
                firstColor.withUnsafeMutableBufferPointer { firstColor in
                    mixed.withUnsafeMutableBufferPointer { mixed in
                        for index in 0..<count {
                            let p = pixels + index * 4
                            guard p[3] >= alphaThreshold else { continue }
                            let red = UInt32(p[0]), green = UInt32(p[1]), blue = UInt32(p[2])
                            // At most 15 bits: always inside the 32,768 bins.
                            let bin = Self.bin(red: red, green: green, blue: blue)
                            let color = red | green << 8 | blue << 16
                            if counts[bin] == 0 {
                                firstColor[bin] = color
                            } else if firstColor[bin] != color {
                                mixed[bin] = true
                            }
                            counts[bin] &+= 1
                            sums[bin] &+= SIMD3(UInt64(red), UInt64(green), UInt64(blue))
                        }
                    }
                }
            }
        }
    }

    /// The result of quantising: the palette and, when it is exact, each bin's palette index.
    struct Palette {
        /// The colours, as (R, G, B).
        var colors: [SIMD3<UInt8>]
        /// For an exact palette, the entry of every used bin (each used bin holds one colour).
        var exactIndexOfBin: [UInt8]?
    }

    /// A palette of at most `maximumColors` (1…256) colours.
    func palette(maximumColors: Int) -> Palette {
        let limit = max(1, min(256, maximumColors))
        let used = (0..<Self.binCount).filter { counts[$0] > 0 }
        if used.isEmpty { return Palette(colors: [], exactIndexOfBin: nil) }
        if used.count <= limit, !used.contains(where: { mixed[$0] }) {
            var indexOfBin = [UInt8](repeating: 0, count: Self.binCount)
            var colors: [SIMD3<UInt8>] = []
            for bin in used {
                indexOfBin[bin] = UInt8(colors.count)
                let color = firstColor[bin]
                colors.append(SIMD3(UInt8(color & 0xFF), UInt8((color >> 8) & 0xFF), UInt8(color >> 16)))
            }
            return Palette(colors: colors, exactIndexOfBin: indexOfBin)
        }
        var boxes = [Box(bins: used, counts: counts)]
        while boxes.count < limit {
            var best = -1, bestScore: UInt64 = 0
            for (index, box) in boxes.enumerated() where box.bins.count > 1 && box.score > bestScore {
                best = index
                bestScore = box.score
            }
            guard best >= 0 else { break }
            let (low, high) = boxes[best].split(counts: counts)
            boxes[best] = low
            boxes.append(high)
        }
        let colors = boxes.map { box -> SIMD3<UInt8> in
            var total = SIMD3<UInt64>.zero, population: UInt64 = 0
            for bin in box.bins {
                total &+= sums[bin]
                population += UInt64(counts[bin])
            }
            let half = population / 2
            return SIMD3(UInt8((total.x + half) / population), UInt8((total.y + half) / population), UInt8((total.z + half) / population))
        }
        return Palette(colors: colors, exactIndexOfBin: nil)
    }

    /// A box of histogram bins.
    private struct Box {
        var bins: [Int]
        var population: UInt64
        /// Which channel spans the most bins (0 red, 1 green, 2 blue) and by how many.
        var axis: Int
        var side: Int

        init(bins: [Int], counts: [UInt32]) {
            self.bins = bins
            population = bins.reduce(0) { $0 + UInt64(counts[$1]) }
            var low = SIMD3<Int>(repeating: 31), high = SIMD3<Int>(repeating: 0)
            for bin in bins {
                let channels = SIMD3(bin & 31, (bin >> 5) & 31, bin >> 10)
                low = pointwiseMin(low, channels)
                high = pointwiseMax(high, channels)
            }
            let sides = high &- low
            axis = sides.x >= sides.y && sides.x >= sides.z ? 0 : (sides.y >= sides.z ? 1 : 2)
            side = sides[axis] + 1
        }

        /// Which box is split next: the most pixels over the widest range.
        var score: UInt64 { population * UInt64(side) }

        /// The two halves at the population median along the longest side.
        func split(counts: [UInt32]) -> (Box, Box) {
            let shift = axis * 5
            let sorted = bins.sorted { (($0 >> shift) & 31, $0) < (($1 >> shift) & 31, $1) }
            var running: UInt64 = 0, cut = 1
            for (index, bin) in sorted.enumerated() {
                running += UInt64(counts[bin])
                if running * 2 >= population {
                    cut = index + 1
                    break
                }
            }
            cut = min(max(cut, 1), sorted.count - 1)
            return (Box(bins: Array(sorted[..<cut]), counts: counts), Box(bins: Array(sorted[cut...]), counts: counts))
        }
    }
}
