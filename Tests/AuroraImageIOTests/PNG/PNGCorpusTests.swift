/// Conformance of `PNGDecoder` on PngSuite, image-png's bug-fix files and its fuzz seed corpus.
@testable import AuroraImageIO
import AuroraRaster
import Foundation
import Testing

@Suite(.enabled(if: PNGCorpus.isAvailable, PNGCorpus.missingMessage))
struct PNGCorpusTests {
    /// Files upstream decoders disagree on (pypng accepts them, image-png and Pillow reject them): must not crash.
    private static let disputed: Set<String> = ["bugfixes/x_consecutive_idat.png", "bugfixes/x_image-issue#1075.png"]

    @Test func everyValidFileMatchesItsReferenceDecode() throws {
        let references = try PNGCorpus.references()
        #expect(references.count == 170)
        var matched = 0
        for reference in references {
            let pixmap: Pixmap
            do { pixmap = try PNGDecoder.decode(try PNGCorpus.bytes(reference.file)) } catch {
                Issue.record("\(reference.file): \(error)")
                continue
            }
            guard pixmap.width == reference.width, pixmap.height == reference.height,
                  reference.rgba.count == reference.width * reference.height * 4 else {
                Issue.record("\(reference.file): decoded \(pixmap.width)×\(pixmap.height), reference \(reference.width)×\(reference.height)")
                continue
            }
            // The reference is straight alpha: premultiply it with the decoder's rounding and compare.
            // Exact, except for the one reference made by Pillow (pypng fails on it), which truncates 16-bit samples to their high byte.
            let tolerance = reference.file == "pngsuite/cs3n2c16.png" ? 1 : 0
            var mismatches = 0, first = ""
            for y in 0..<reference.height {
                for x in 0..<reference.width {
                    let offset = (y * reference.width + x) * 4
                    let alpha = UInt32(reference.rgba[offset + 3])
                    let expected = PremultipliedPixel(
                        red: UInt8(AlphaConversion.multiply(UInt32(reference.rgba[offset]), alpha)),
                        green: UInt8(AlphaConversion.multiply(UInt32(reference.rgba[offset + 1]), alpha)),
                        blue: UInt8(AlphaConversion.multiply(UInt32(reference.rgba[offset + 2]), alpha)),
                        alpha: UInt8(alpha))
                    let actual = pixmap.pixel(x: x, y: y)
                    let differences = [actual.red, actual.green, actual.blue, actual.alpha]
                        .map(Int.init).enumerated().map { abs($0.element - Int([expected.red, expected.green, expected.blue, expected.alpha][$0.offset])) }
                    if differences.contains(where: { $0 > tolerance }) {
                        if mismatches == 0 { first = "at (\(x), \(y)) \(actual) ≠ \(expected)" }
                        mismatches += 1
                    }
                }
            }
            if mismatches == 0 { matched += 1 } else { Issue.record("\(reference.file): \(mismatches) pixels differ, first \(first)") }
        }
        #expect(matched == references.count)
    }

    @Test func everyCorruptFileIsRejected() throws {
        let corrupt = try PNGCorpus.files(in: "pngsuite") { $0.hasPrefix("x") && $0.hasSuffix(".png") }
            + PNGCorpus.files(in: "bugfixes") { $0.hasPrefix("x_") }.filter { !Self.disputed.contains($0) }
        #expect(corrupt.count == 14 + 6)
        for file in corrupt {
            let bytes = try PNGCorpus.bytes(file)
            #expect(throws: ImageIOError.self, "\(file) must be rejected") { try PNGDecoder.decode(bytes) }
        }
    }

    @Test func filesWithoutAReferenceAreRejectedCleanly() throws {
        // Both disputed files break PNG's rules (non-consecutive IDAT; more data than the image holds), so they are rejected;
        // the other three have a bad chunk or out-of-range palette indices.
        let rejected = Self.disputed.sorted() + ["bugfixes/cicp_pq.png", "bugfixes/issue#430.png", "bugfixes/invalid_palette_index.png"]
        for file in rejected {
            let bytes = try PNGCorpus.bytes(file)
            #expect(throws: ImageIOError.self, "\(file)") { try PNGDecoder.decode(bytes) }
        }
    }

    @Test func everyFuzzFileDecodesOrFailsWithATypedError() throws {
        let files = try PNGCorpus.files(in: "fuzz-corpus-decode")
        #expect(files.count == 1_210)
        // A smaller limit than the default keeps a huge but valid claim from spending seconds in a debug build.
        let limits = ImageDecodingLimits(maximumDecompressedBytes: 64 << 20)
        // Nearly every seed is rejected (most break the header or a CRC); what matters is that none crashes or hangs.
        for file in files {
            let bytes = try PNGCorpus.bytes(file)
            _ = try? PNGDecoder.decode(bytes, limits: limits)
            // The fuzzer did not keep CRCs valid; repaired, the mutations reach the header checks, zlib and the filters.
            _ = try? PNGDecoder.decode(PNGTestFiles.fixingCRCs(bytes), limits: limits)
        }
    }
}
