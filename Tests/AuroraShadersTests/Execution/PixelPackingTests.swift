import Testing
@testable import AuroraShaders

/// Pixel words to channel registers and back.
@Suite struct PixelPackingTests {
    @Test func vectorUnpackEqualsTheHalfOfEachByteOver255() throws {
        // Every byte value in every channel: 64 words per batch, four batches.
        let file = UnsafeMutableRawPointer.allocate(byteCount: 4 * ShaderVM.registerBytes, alignment: 64)
        defer { file.deallocate() }
        for start in stride(from: 0, to: 256, by: ShaderVM.lanes) {
            let words: [UInt32] = (0..<ShaderVM.lanes).map { k in
                let v = UInt32(start + k)
                return v | (255 - v) << 8 | ((v * 7) & 0xFF) << 16 | v << 24
            }
            words.withUnsafeBufferPointer { PixelPacking.unpack($0.baseAddress!, count: ShaderVM.lanes, into: file, registers: [0, 1, 2, 3]) }
            for (lane, word) in words.enumerated() {
                for channel in 0..<4 {
                    let byte = Int((word >> (8 * UInt32(channel))) & 0xFF)
                    let value = file.load(fromByteOffset: channel * ShaderVM.registerBytes + lane * 4, as: Float.self)
                    #expect(value == Float(Float16(Float(byte) / 255)), "byte \(byte)")
                }
            }
        }
    }

    @Test func packClampsToPremultipliedBytes() {
        let file = UnsafeMutableRawPointer.allocate(byteCount: 4 * ShaderVM.registerBytes, alignment: 64)
        defer { file.deallocate() }
        let colors: [SIMD4<Float>] = [SIMD4(0.5, 0.25, 1, 1), SIMD4(0.9, -1, .nan, 0.5), SIMD4(2, 2, 2, 2), SIMD4(0, 0, 0, 0)]
        for lane in 0..<ShaderVM.lanes {
            for channel in 0..<4 {
                file.storeBytes(of: colors[lane % 4][channel], toByteOffset: channel * ShaderVM.registerBytes + lane * 4, as: Float.self)
            }
        }
        var words = [UInt32](repeating: 0, count: ShaderVM.lanes)
        words.withUnsafeMutableBufferPointer { PixelPacking.pack(file, registers: [0, 1, 2, 3], count: ShaderVM.lanes, into: $0.baseAddress!) }
        #expect(words[0] == 128 | 64 << 8 | 255 << 16 | 255 << 24)
        #expect(words[1] == 128 | 0 << 8 | 0 << 16 | 128 << 24)   // colour clamped to alpha, NaN to 0
        #expect(words[2] == 0xFFFF_FFFF)
        #expect(words[3] == 0)
        #expect(words[4] == words[0])
    }
}
