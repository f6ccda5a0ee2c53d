/// Tests that broken, hostile or unsupported JPEG files give typed errors (or a partial image), never a crash.
@testable import AuroraImageIO
import AuroraRaster
import AuroraTestSupport
import Testing

@Suite struct JPEGRobustnessTests {
    static let fixtureNames = ["baseline-444", "baseline-420", "grey", "progressive-420", "restart-420", "cmyk", "orientation-6"]

    /// The file's marker segments before its first scan (marker code and payload), and everything from SOS on.
    private func split(_ bytes: [UInt8]) -> (segments: [(UInt8, [UInt8])], rest: [UInt8]) {
        var segments: [(UInt8, [UInt8])] = [], position = 2
        while position + 4 <= bytes.count, bytes[position + 1] != 0xDA {
            let length = Int(bytes[position + 2]) << 8 | Int(bytes[position + 3])
            segments.append((bytes[position + 1], Array(bytes[position + 4..<position + 2 + length])))
            position += 2 + length
        }
        return (segments, Array(bytes[position...]))
    }

    /// A file from segments and the scan data, as `split` returned them.
    private func join(_ segments: [(UInt8, [UInt8])], _ rest: [UInt8]) -> [UInt8] {
        var bytes: [UInt8] = [0xFF, 0xD8]
        for (code, payload) in segments {
            bytes += [0xFF, code, UInt8((payload.count + 2) >> 8), UInt8((payload.count + 2) & 0xFF)] + payload
        }
        return bytes + rest
    }

    /// `bytes` with its frame header changed by `change` (payload: precision, height, width, count, components).
    private func editingFrame(_ bytes: [UInt8], _ change: (inout UInt8, inout [UInt8]) -> Void) -> [UInt8] {
        var (segments, rest) = split(bytes)
        for index in segments.indices where (0xC0...0xC3).contains(segments[index].0) {
            var (code, payload) = segments[index]
            change(&code, &payload)
            segments[index] = (code, payload)
        }
        return join(segments, rest)
    }

    private func expectError(_ expected: ImageIOError, decoding bytes: [UInt8], limits: ImageDecodingLimits = .default,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(throws: expected, sourceLocation: sourceLocation) { try JPEGDecoder.decode(bytes, limits: limits) }
    }

    @Test func splitAndJoinRoundTrip() throws {
        let bytes = try JPEGFixtures.jpeg("baseline-444")
        let (segments, rest) = split(bytes)
        #expect(join(segments, rest) == bytes)
    }

    @Test func notJPEG() throws {
        expectError(.notJPEG, decoding: [])
        expectError(.notJPEG, decoding: [0xFF])
        expectError(.notJPEG, decoding: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    @Test func missingFrameAndScanAreNamed() throws {
        expectError(.missingJPEGPart("frame header (SOF)"), decoding: [0xFF, 0xD8, 0xFF, 0xD9])
        let (segments, _) = split(try JPEGFixtures.jpeg("grey"))
        expectError(.missingJPEGPart("scan (SOS)"), decoding: join(segments, [0xFF, 0xD9]))
    }

    @Test func missingTablesAreNamed() throws {
        let (segments, rest) = split(try JPEGFixtures.jpeg("grey"))
        expectError(.missingJPEGPart("DC Huffman table 0"), decoding: join(segments.filter { $0.0 != 0xC4 }, rest))
        expectError(.missingJPEGPart("quantisation table 0"), decoding: join(segments.filter { $0.0 != 0xDB }, rest))
    }

    @Test(arguments: [(UInt8(0xC3), "lossless coding (SOF3)"), (0xC5, "hierarchical coding (SOF5)"),
                      (0xC9, "arithmetic coding (SOF9)"), (0xCA, "arithmetic coding (SOF10)"),
                      (0xCD, "hierarchical arithmetic coding (SOF13)")])
    func unsupportedProcessesAreNamed(marker: UInt8, feature: String) throws {
        let bytes = editingFrame(try JPEGFixtures.jpeg("baseline-444")) { code, _ in code = marker }
        expectError(.unsupportedJPEGFeature(feature), decoding: bytes)
    }

    @Test func twelveBitSamplesAndDNLHeightAreUnsupported() throws {
        let file = try JPEGFixtures.jpeg("baseline-444")
        expectError(.unsupportedJPEGFeature("12-bit samples"), decoding: editingFrame(file) { _, payload in payload[0] = 12 })
        expectError(.unsupportedJPEGFeature("image height defined by a DNL marker"),
                    decoding: editingFrame(file) { _, payload in payload[1] = 0; payload[2] = 0 })
        expectError(.invalidSize(width: 0, height: 48), decoding: editingFrame(file) { _, payload in payload[3] = 0; payload[4] = 0 })
    }

    @Test func arithmeticConditioningIsUnsupported() throws {
        var (segments, rest) = split(try JPEGFixtures.jpeg("grey"))
        segments.append((0xCC, [0x00, 0x10]))
        expectError(.unsupportedJPEGFeature("arithmetic coding (DAC)"), decoding: join(segments, rest))
    }

    @Test func hugeDimensionsFailBeforeAllocating() throws {
        let file = try JPEGFixtures.jpeg("baseline-420")
        let huge = editingFrame(file) { _, payload in payload[1...4] = [0xFF, 0xFF, 0xFF, 0xFF] }
        expectError(.imageTooLarge(width: 65_535, height: 65_535, maximumSide: 16_384), decoding: huge)
        // 60,000 × 60,000 YCbCr 4:2:0: 1.5 samples a pixel, 3 bytes each while decoding, then 7 bytes a pixel of planes and output.
        let limits = ImageDecodingLimits(maximumSide: 65_535)
        let big = editingFrame(file) { _, payload in payload[1...4] = [0xEA, 0x60, 0xEA, 0x60] }
        #expect(throws: ImageIOError.self) { try JPEGDecoder.decode(big, limits: limits) }
        do {
            _ = try JPEGDecoder.decode(big, limits: limits)
        } catch {
            guard case .imageDataTooLarge(let bytes, let limit) = error else { Issue.record("unexpected \(error)"); return }
            #expect(bytes > 60_000 * 60_000 * 7 && limit == 512 << 20)
        }
        // Within the byte limit but beyond what a Pixmap holds.
        let wide = editingFrame(file) { _, payload in payload[1...4] = [0x00, 0x01, 0xEA, 0x60] }
        expectError(.invalidSize(width: 60_000, height: 1), decoding: wide, limits: limits)
    }

    @Test func scanCountIsCapped() throws {
        // The progressive file's first scan (DC, first pass), repeated past the cap: each is whole and valid, so only the cap stops them.
        let file = try JPEGFixtures.jpeg("progressive-420")
        let (segments, rest) = split(file)
        var end = 2
        while end + 1 < rest.count, !(rest[end] == 0xFF && rest[end + 1] != 0 && !(0xD0...0xD7).contains(rest[end + 1])) { end += 1 }
        let scan = Array(rest[..<end])
        let bytes = join(segments, Array([[UInt8]](repeating: scan, count: JPEGFileDecoder.maximumScans + 1).joined()) + [0xFF, 0xD9])
        expectError(.malformedJPEGSegment(marker: "SOS", reason: "more than 1000 scans"), decoding: bytes)
    }

    @Test func truncatedScanKeepsDecodedBlocksAndFillsGrey() throws {
        let file = try JPEGFixtures.jpeg("baseline-444")
        let (_, rest) = split(file)
        let scanStart = file.count - rest.count
        let truncated = Array(file[..<(scanStart + (file.count - scanStart) / 2)])
        let image = try JPEGDecoder.decode(truncated)
        let reference = try JPEGFixtures.reference("baseline-444")
        #expect(image.width == 64 && image.height == 48)
        #expect(image.pixel(x: 0, y: 0) == reference.pixel(x: 0, y: 0))
        #expect(image.pixel(x: 63, y: 47) == PremultipliedPixel(red: 128, green: 128, blue: 128, alpha: 255))
    }

    @Test(arguments: fixtureNames)
    func everyTruncationIsAnErrorOrAnImage(name: String) throws {
        let file = try JPEGFixtures.jpeg(name)
        let reference = try JPEGFixtures.reference(name)
        for length in Swift.stride(from: 0, to: file.count, by: 7) {
            do {
                let image = try JPEGDecoder.decode(Array(file[..<length]))
                #expect(image.width == reference.width && image.height == reference.height)
            } catch {
                // A typed error is the other acceptable outcome; `decode` can throw nothing else.
            }
        }
    }

    @Test(arguments: fixtureNames)
    func randomByteFlipsNeverCrash(name: String) throws {
        let file = try JPEGFixtures.jpeg(name)
        var generator = SeededGenerator(seed: 0x4A50_4547)
        var images = 0, errors = 0
        for _ in 0..<300 {
            var bytes = file
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                bytes[Int.random(in: 2..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            do {
                let image = try JPEGDecoder.decode(bytes, limits: ImageDecodingLimits(maximumSide: 4096, maximumDecompressedBytes: 64 << 20))
                #expect(image.width > 0 && image.height > 0)
                images += 1
            } catch {
                errors += 1
            }
        }
        #expect(images + errors == 300)
    }
}
