/// `SeededRandom`: the visualizers' randomness, a pure function of an index and a salt, so every run and every recording is the same.
import Foundation

/// Numbers that look random but depend only on their inputs (SplitMix64's mixing function).
enum SeededRandom {
    /// A number in 0..<1 from an index and a salt.
    static func unit(_ index: Int, _ salt: UInt64) -> Double {
        var z = UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15 &+ salt &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
    }
}
