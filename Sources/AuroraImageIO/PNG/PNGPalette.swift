/// A palette image's colours: PLTE entries with tRNS alphas, premultiplied once for every pixel that uses them.

/// The colours of PLTE, with the alphas of tRNS (255 where it has none), as premultiplied words.
struct PNGPalette {
    /// Premultiplied pixel words, one per palette entry (red in the low byte).
    let words: [UInt32]

    /// The palette of a PLTE chunk's data.
    init(entries data: ArraySlice<UInt8>) throws(ImageIOError) {
        guard !data.isEmpty, data.count % 3 == 0, data.count <= 256 * 3 else {
            throw .malformedChunk(chunk: "PLTE", reason: "length \(data.count) is not 3 to 768 bytes in whole entries")
        }
        var words: [UInt32] = []
        words.reserveCapacity(data.count / 3)
        var index = data.startIndex
        while index < data.endIndex {
            words.append(UInt32(data[index]) | UInt32(data[index + 1]) << 8 | UInt32(data[index + 2]) << 16 | 0xFF00_0000)
            index += 3
        }
        self.words = words
    }

    private init(words: [UInt32]) { self.words = words }

    /// The palette with the alphas of a tRNS chunk's data (one byte per leading entry) applied.
    func applyingAlphas(_ alphas: ArraySlice<UInt8>) throws(ImageIOError) -> PNGPalette {
        guard alphas.count <= words.count else {
            throw .malformedChunk(chunk: "tRNS", reason: "\(alphas.count) alphas for a \(words.count)-entry palette")
        }
        var words = self.words
        for (offset, alpha) in alphas.enumerated() {
            let word = words[offset], a = UInt32(alpha)
            words[offset] = AlphaConversion.multiply(word & 0xFF, a) | AlphaConversion.multiply((word >> 8) & 0xFF, a) << 8
                | AlphaConversion.multiply((word >> 16) & 0xFF, a) << 16 | a << 24
        }
        return PNGPalette(words: words)
    }
}
