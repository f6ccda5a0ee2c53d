/// Random pixels and coverage for the blend property tests, biased toward the edge cases.
import AuroraTestSupport

extension SeededGenerator {
    /// A valid premultiplied word, biased toward the edge cases (alpha 0 or 255, channel 0 or = alpha).
    mutating func premultipliedWord() -> UInt32 {
        let alpha: UInt32
        switch UInt32.random(in: 0..<10, using: &self) {
        case 0, 1: alpha = 0
        case 2, 3: alpha = 255
        default: alpha = UInt32.random(in: 0...255, using: &self)
        }
        var word = alpha << 24
        for shift: UInt32 in [0, 8, 16] {
            let channel: UInt32
            switch UInt32.random(in: 0..<10, using: &self) {
            case 0: channel = 0
            case 1: channel = alpha
            default: channel = UInt32.random(in: 0...alpha, using: &self)
            }
            word |= channel << shift
        }
        return word
    }

    /// A coverage byte, biased toward 0 and 255.
    mutating func coverage() -> UInt8 {
        switch UInt8.random(in: 0..<10, using: &self) {
        case 0, 1: 0
        case 2, 3: 255
        default: UInt8.random(in: 0...255, using: &self)
        }
    }
}

/// The channels of a premultiplied word as `[r, g, b, a]` in 0…1.
func unitChannels(_ word: UInt32) -> [Double] {
    [0, 8, 16, 24].map { Double((word >> UInt32($0)) & 0xFF) / 255 }
}
