/// Tests for chroma upsampling: the triangle filter for 2× factors (4:2:2, 4:4:0, 4:2:0) and repetition otherwise.
@testable import AuroraImageIO
import Testing

@Suite struct JPEGUpsamplerTests {
    /// A three-component frame of `width × height` whose chroma has sampling `h × v` against a luma of `maxH × maxV`.
    private func frame(width: Int, height: Int, h: Int, v: Int, maxH: Int, maxV: Int) throws -> JPEGFrame {
        let payload: [UInt8] = [8, 0, UInt8(height), 0, UInt8(width), 3,
                               1, UInt8(maxH << 4 | maxV), 0, 2, UInt8(h << 4 | v), 0, 3, UInt8(h << 4 | v), 0]
        var segment = JPEGSegment(marker: JPEGMarker(code: 0xC0), bytes: payload, start: 0, end: payload.count)
        return try JPEGFrame(&segment, limits: .default)
    }

    private func upsample(_ plane: [UInt8], stride: Int, frame: JPEGFrame) -> [UInt8] {
        plane.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return [] }
            return JPEGUpsampler.upsample(base, planeStride: stride, component: frame.components[1], frame: frame)
        }
    }

    @Test func verticalOnlyFor440() throws {
        // One column of two samples, 0 and 100, becomes 4 rows: 0, 25, 75, 100 (3/4 near + 1/4 far, edges repeat).
        let frame = try frame(width: 1, height: 4, h: 1, v: 1, maxH: 1, maxV: 2)
        #expect(frame.components[1].width == 1 && frame.components[1].height == 2)
        #expect(upsample([0, 100], stride: 1, frame: frame) == [0, 25, 75, 100])
    }

    @Test func horizontalOnlyFor422() throws {
        let frame = try frame(width: 4, height: 1, h: 1, v: 1, maxH: 2, maxV: 1)
        #expect(upsample([0, 100], stride: 2, frame: frame) == [0, 25, 75, 100])
    }

    @Test func bothFor420() throws {
        // 2×2 plane [0 100; 100 200]: each output weighs its nearest sample 9/16, the two beside it 3/16, the diagonal 1/16.
        let frame = try frame(width: 4, height: 4, h: 1, v: 1, maxH: 2, maxV: 2)
        let output = upsample([0, 100, 100, 200], stride: 2, frame: frame)
        #expect(output[0] == 0 && output[15] == 200)
        #expect(output[1 * 4 + 1] == 50)  // (9·0 + 3·100 + 3·100 + 1·200) / 16 = 50
        #expect(output[1 * 4 + 2] == 100)  // (9·100 + 3·0 + 3·200 + 1·100) / 16 = 100
    }

    @Test func otherFactorsRepeat() throws {
        let frame = try frame(width: 4, height: 1, h: 1, v: 1, maxH: 4, maxV: 1)
        #expect(upsample([7], stride: 1, frame: frame) == [7, 7, 7, 7])
    }
}
